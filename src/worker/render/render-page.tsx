import { renderToReadableStream } from 'react-dom/server';
import type { Logger } from '../../shared/logger';
import type { PageId } from '../../shared/routes';
import type { SiteConfig } from '../../shared/site-config';
import { App } from '../../ui/App';
import { documentAssets } from './asset-manifest';
import { serverPages } from './server-pages';

interface RenderOptions {
  config: SiteConfig;
  path: string;
  pageId: PageId;
  logger: Logger;
  signal: AbortSignal;
}

/** Streams the whole document for one page. The caller sets the status before the first byte. */
export function renderPage({ config, path, pageId, logger, signal }: RenderOptions): Promise<ReadableStream> {
  const assets = documentAssets(pageId);
  return renderToReadableStream(<App boot={{ config, assets }} path={path} pages={serverPages} />, {
    bootstrapModules: [assets.entryScript],
    signal,
    onError(error) {
      logger.error('page render failed', { path, error: String(error) });
    },
  });
}
