// What the User-Agent tells the edge: the visitor's device class, and whether it is a bot.

export const deviceClasses = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/**
 * Crawlers, link previewers, audit tools and scripted browsers. `bot` must end a word so the
 * CUBOT phone brand ("CUBOT_X30", "CUBOT NOTE 7") is not read as a crawler.
 */
const botPattern =
  /(?<!cu)bot\b|crawl|spider|slurp|headless|lighthouse|pagespeed|gtmetrix|facebookexternalhit|preview|scrap|curl\/|wget|python-|httpclient|okhttp|go-http-client|node-fetch|undici|axios|phantomjs|puppeteer|playwright|selenium|monitor/i;

/** Tablets first: Android tablets say "Android" without "Mobile" (Opera Mini never says it). */
const tabletPattern = /ipad|tablet|playbook|silk|kindle|nexus (7|9|10)\b|sm-t\d|android(?!.*(mobile|opera mini))/i;
const mobilePattern = /mobi|iphone|ipod|android|windows phone|blackberry|bb10|opera mini|iemobile|webos/i;

/** A missing or empty User-Agent is treated as a bot: every browser sends one. */
export function isBot(userAgent: string | undefined): boolean {
  if (!userAgent?.trim()) return true;
  return botPattern.test(userAgent);
}

/**
 * iPadOS 13+ sends the desktop Safari User-Agent, so those iPads count as desktop: the
 * server cannot tell them apart. `Sec-CH-UA-Mobile: ?1` (Chromium's client hint) wins.
 */
export function deviceClass(userAgent: string | undefined, mobileHint?: string): DeviceClass {
  if (mobileHint === '?1') return 'mobile';
  const ua = userAgent ?? '';
  if (tabletPattern.test(ua)) return 'tablet';
  if (mobilePattern.test(ua)) return 'mobile';
  return 'desktop';
}
