// The visit's source in the browser, kept in session storage (this tab, until it closes): taken
// on every page load by client/main.tsx, read by the quote form and the conversion beacons.
// Functional, not tracking: no id, nothing about the person, so it needs no cookie consent.
// Runs on every page: kept tiny, and only types come from the shared module (no zod here).
import { clickIdParameters, utmParameters, type VisitSource, type VisitTouch } from '../shared/visit-source';

export const visitSourceKey = 'visit-source';

export function readVisitSource(): VisitSource | undefined {
  try {
    const kept = JSON.parse(sessionStorage.getItem(visitSourceKey) ?? '0') as VisitSource | 0;
    return kept && kept.first && kept.latest ? kept : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The first landing of the visit is its first touch; a later one that carries campaign tags, an
 * ad click id or comes from another site becomes the latest touch. Click ids count as present,
 * never kept; the referrer is kept as its host only.
 */
export function captureVisitSource(address: string, referrer: string): VisitSource | undefined {
  try {
    const url = new URL(address);
    const touch: VisitTouch = {};
    for (const name of utmParameters) {
      const value = url.searchParams.get(name);
      if (value) touch[name] = value.slice(0, 100);
    }
    for (const name of clickIdParameters) if (url.searchParams.has(name)) touch[name] = true;
    const host = referrer && new URL(referrer).hostname;
    if (host && host !== url.hostname) touch.referrer = host;
    const arrived = Object.keys(touch).length > 0;
    touch.landing = url.pathname;
    const kept = readVisitSource();
    const source = kept ? { first: kept.first, latest: arrived ? touch : kept.latest } : { first: touch, latest: touch };
    sessionStorage.setItem(visitSourceKey, JSON.stringify(source));
    return source;
  } catch {
    // Storage blocked, or an odd referrer: the visit simply has no source.
    return undefined;
  }
}
