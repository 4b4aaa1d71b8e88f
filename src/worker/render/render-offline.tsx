import { renderToReadableStream } from 'react-dom/server';
import type { Business } from '../../content/business';
import type { Logger } from '../../shared/logger';
import { OfflineDocument } from '../../ui/offline/OfflineDocument';
import { stylesheetUrl } from './asset-manifest';

/** Streams the offline page: static HTML with the site's stylesheet, no client script. */
export function renderOfflinePage(business: Business, logger: Logger, signal: AbortSignal): Promise<ReadableStream> {
  return renderToReadableStream(<OfflineDocument business={business} stylesheet={stylesheetUrl} />, {
    signal,
    onError(error) {
      logger.error('offline page render failed', { error: String(error) });
    },
  });
}
