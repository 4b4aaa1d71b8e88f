// What a visitor's browser tells the server about the two notices, so a page is written with or
// without them and nothing moves once it hydrates (docs/decisions/030-notices-in-the-flow.md).
// Neither cookie identifies anyone: one says "accepted", the other names the notice dismissed.
// The page's code writes them whole (`name=value;path=/`); only this site's own pages read them.

/** Set when the visitor accepts the cookie notice, for a year: pages are written without it. */
export const consentCookie = 'cookie-consent';

export const consentCookieMaxAgeSeconds = 31_536_000;

/** The key of the owner's notice the visitor dismissed, until the browser closes. */
export const noticeCookie = 'notice-dismissed';
