import { renderToReadableStream } from 'react-dom/server';
import type { Logger } from '../../shared/logger';
import type { PageId } from '../../shared/routes';
import type { SiteConfig } from '../../shared/site-config';
import { App } from '../../ui/App';
import { documentAssets } from './asset-manifest';
import { serverComponents, serverPages } from './server-pages';

interface RenderOptions {
  config: SiteConfig;
  path: string;
  pageId: PageId;
  logger: Logger;
  signal: AbortSignal;
  /** The request's Content-Security-Policy nonce: React puts it on every script it writes. */
  nonce: string;
}

/** Streams the whole document for one page. The caller sets the status before the first byte. */
export function renderPage({ config, path, pageId, logger, signal, nonce }: RenderOptions): Promise<ReadableStream> {
  const assets = documentAssets(pageId);
  return renderToReadableStream(<App boot={{ config, assets }} path={path} pages={serverPages} deferred={serverComponents} nonce={nonce} />, {
    bootstrapModules: [assets.entryScript],
    nonce,
    signal,
    onError(error) {
      logger.error('page render failed', { path, error: String(error) });
    },
  });
}
