// Where a visit came from: the shape the browser keeps for the tab's session
// (src/ui/visit-source.ts). Every route's page code imports this, so it holds only the shape and
// the parameter names: the rules for values are in visit-source-rules.ts, the quote request's
// schema in quote-request.ts.
// Nothing here identifies a person: campaign tags, whether an ad click id was present (never
// its value), the referring site's host and the landing path.
export const utmParameters = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export const clickIdParameters = ['gclid', 'fbclid'] as const;

export type VisitTouch = Partial<Record<(typeof utmParameters)[number], string>> &
  Partial<Record<(typeof clickIdParameters)[number], boolean>> & {
    /** The referring site's hostname; never this site's own. */
    referrer?: string;
    /** The path the visit landed on, without query or fragment. */
    landing?: string;
  };

/** The visit's first touch, and the latest landing that came with campaign tags or from another site. */
export interface VisitSource {
  first: VisitTouch;
  latest: VisitTouch;
}
