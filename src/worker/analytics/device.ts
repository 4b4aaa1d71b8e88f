// What the User-Agent tells the edge: the visitor's device class, and whether it is a bot.
import { isbot } from 'isbot';

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

/**
 * Tablets first: Android tablets say "Android" without "Mobile" after it (Opera Mini never says
 * it). Each pattern is tried once over the header: "android(?!.*mobile)" rescanned the rest of the
 * header at every "android", quadratic in a forged 100 KB User-Agent.
 */
const tabletPattern = /ipad|tablet|playbook|silk|kindle|nexus (7|9|10)\b|sm-t\d/i;
const androidTablet = (ua: string) => {
  const android = ua.search(/android/i);
  return android >= 0 && !/mobile|opera mini/i.test(ua.slice(android));
};
const mobilePattern = /mobi|iphone|ipod|android|windows phone|blackberry|bb10|opera mini|iemobile|webos/i;

/**
 * Crawlers, link previewers, audit tools and scripted clients, by the maintained isbot list.
 * A missing or empty User-Agent counts as a bot too: every browser sends one.
 */
export function isBot(userAgent: string | undefined): boolean {
  if (!userAgent?.trim()) return true;
  return isbot(userAgent);
}

/**
 * iPadOS 13+ sends the desktop Safari User-Agent, so those iPads count as desktop: the
 * server cannot tell them apart. `Sec-CH-UA-Mobile: ?1` (Chromium's client hint) wins.
 */
export function deviceClass(userAgent: string | undefined, mobileHint?: string): DeviceClass {
  if (mobileHint === '?1') return 'mobile';
  const ua = userAgent ?? '';
  if (tabletPattern.test(ua) || androidTablet(ua)) return 'tablet';
  if (mobilePattern.test(ua)) return 'mobile';
  return 'desktop';
}
