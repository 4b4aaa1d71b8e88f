import { renderToReadableStream } from 'react-dom/server';
import type { Logger } from '../../shared/logger';
import { startAnywayMs } from '../../shared/page-start';
import type { PageId } from '../../shared/routes';
import { scriptSafeJson } from '../../shared/script-safe-json';
import type { SiteConfig } from '../../shared/site-config';
import { breadcrumbJsonLd, type JsonLd } from '../../content/structured-data';
import { App } from '../../ui/App';
import type { QuoteRequestProps } from '../../ui/sections/QuoteRequest';
import { documentAssets, inlineStylesheet, type DocumentAssets } from './asset-manifest';
import { loadPageContent, serverComponents, serverPages } from './server-pages';

interface RenderOptions {
  config: SiteConfig;
  /** The business for search engines (schema.org LocalBusiness), written into the head. */
  localBusiness: JsonLd;
  path: string;
  /** The query string, with its "?" (or empty): pages that filter or calculate render from it, and a quote-form link's item is prefilled from it. */
  search: string;
  pageId: PageId;
  logger: Logger;
  signal: AbortSignal;
  /** The request's Content-Security-Policy nonce: React puts it on every script it writes. */
  nonce: string;
}

/**
 * Puts the site's stylesheet inline right after <head>, outside React's tree (React 19 skips
 * unknown nodes in <head> when hydrating), so the first visit has no render-blocking request;
 * and the page's structured data beside it, so the browser's code never carries it.
 */
function withHeadExtras(html: ReadableStream<Uint8Array>, nonce: string, structuredData: JsonLd[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const jsonLd = structuredData.map((data) => `<script type="application/ld+json">${scriptSafeJson(data)}</script>`).join('');
  const style = encoder.encode(`<style nonce="${nonce}">${inlineStylesheet}</style>${jsonLd}`);
  const head = encoder.encode('<head>');
  let inserted = false;
  return html.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        // React writes the document's opening, <head> included, in its first chunk.
        const at = inserted ? -1 : indexOf(chunk, head);
        if (at === -1) return controller.enqueue(chunk);
        inserted = true;
        controller.enqueue(chunk.subarray(0, at + head.length));
        controller.enqueue(style);
        controller.enqueue(chunk.subarray(at + head.length));
      },
    }),
  );
}

function indexOf(bytes: Uint8Array, sequence: Uint8Array): number {
  outer: for (let i = 0; i <= bytes.length - sequence.length; i++) {
    for (let j = 0; j < sequence.length; j++) if (bytes[i + j] !== sequence[j]) continue outer;
    return i;
  }
  return -1;
}

/**
 * The page's code starts once the page itself has loaded (its text, styles and eager images) and
 * the browser has had a frame to paint it: on a slow phone link the first paint and the main
 * image never share bandwidth or the CPU with the 70 KB of JavaScript that only makes the page
 * interactive. The nonce passes on to what this script adds, as 'strict-dynamic' expects.
 */
function startAfterLoad({ entryScript, modulePreloads }: DocumentAssets): string {
  // Starting a fetch costs the main thread a millisecond or more on a phone: one task per file
  // keeps each task short. The preloads go first (timers run in order), so the entry script's
  // imports are already on their way when it asks for them.
  const preload = `h=>setTimeout(()=>{const l=document.createElement("link");l.rel="modulepreload";l.href=h;l.nonce=n;document.head.append(l)})`;
  const entry = `()=>setTimeout(()=>{const s=document.createElement("script");s.type="module";s.src=${scriptSafeJson(entryScript)};s.nonce=n;document.body.append(s)})`;
  // A timeout set inside an animation frame runs after that frame; a hidden tab (opened in the
  // background) runs no frames, so it starts at once and is ready when the visitor looks. An
  // image stalled on a weak signal would hold the load event back for as long as it hangs: after
  // a few seconds the code starts anyway, so the page never stays without its menu and form.
  const go = `()=>{${scriptSafeJson(modulePreloads)}.forEach(${preload});(${entry})()}`;
  return `(()=>{const n=document.currentScript.nonce;let started=0;const start=()=>{if(started++)return;const go=${go};document.hidden?go():requestAnimationFrame(go)};if(document.readyState==="complete")start();else{addEventListener("load",start,{once:true});setTimeout(start,${startAnywayMs})}})()`;
}

/** Streams the whole document for one page. The caller sets the status before the first byte. */
export async function renderPage({
  config,
  localBusiness,
  path,
  search,
  pageId,
  logger,
  signal,
  nonce,
}: RenderOptions): Promise<ReadableStream> {
  const assets = documentAssets(pageId);
  await loadPageContent(pageId, path);
  // The browser's quote form reads its address bar; the server's is told the query here.
  const deferred = {
    ...serverComponents,
    QuoteRequest: (props: QuoteRequestProps) => <serverComponents.QuoteRequest {...props} search={search} />,
  };
  const html = await renderToReadableStream(<App boot={{ config }} path={path} search={search} pages={serverPages} deferred={deferred} />, {
    bootstrapScriptContent: startAfterLoad(assets),
    nonce,
    // React outlines a Suspense boundary bigger than this (12.5 KB by default) and moves it into
    // place with an inline script; the quote form would then stay hidden with JavaScript off.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    signal,
    onError(error) {
      logger.error('page render failed', { path, error: String(error) });
    },
  });
  const breadcrumb = pageId === 'not-found' ? null : breadcrumbJsonLd(path, config.origin);
  return withHeadExtras(html, nonce, [localBusiness, ...(breadcrumb ? [breadcrumb] : [])]);
}
