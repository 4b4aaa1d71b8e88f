import { renderToReadableStream } from 'react-dom/server';
import type { Logger } from '../../shared/logger';
import type { SiteFacts } from '../../shared/site-facts';
import { OfflineDocument } from '../../ui/offline/OfflineDocument';
import { hoursNotes, weekRows } from '../published-facts/public-hours';
import { stylesheetUrl } from './asset-manifest';

/** Streams the offline page: static HTML with the site's stylesheet, no client script; the hours as they are `now`. */
export function renderOfflinePage(facts: SiteFacts, logger: Logger, signal: AbortSignal, now = new Date()): Promise<ReadableStream> {
  const hours = { rows: weekRows(facts, now), notes: hoursNotes(facts, now) };
  return renderToReadableStream(<OfflineDocument business={facts.business} hours={hours} stylesheet={stylesheetUrl} />, {
    signal,
    onError(error) {
      logger.error('offline page render failed', { error: String(error) });
    },
  });
}
