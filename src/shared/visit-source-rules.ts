// The rules for a visit's source values: which characters a campaign tag may hold, which
// referrers count, and the one rule that names a source (lower case, known sites by one name).
// Apart from src/shared/visit-source.ts so the page code every route loads stays without them.
import { hasPhoneNumber } from './personal-data';
import type { VisitTouch } from './visit-source';

/** A name in the public DNS, not localhost, an IP address or an intranet name. */
export const publicHostname = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

export const visitTagLimit = 100;
export const tagCharacters = /^[\p{L}\p{N} ._~+\-:/|()]+$/u;
/** Seven digits in a row, or a number written with separators ("0917 123 4567"), can be a phone number: such a tag is dropped. */
export const isPhoneLike = (tag: string) => /\d{7}/.test(tag) || hasPhoneNumber(tag);

/** Referring hosts and tags that mean the same site, e.g. l.facebook.com and utm_source=fb. */
const knownSources: [pattern: RegExp, name: string][] = [
  [/^(fb|(.+\.)?facebook\.com|fb\.me|m\.me)$/, 'facebook'],
  [/^(ig|(.+\.)?instagram\.com)$/, 'instagram'],
  [/^(.+\.)?google(\.[a-z]{2,3}){1,2}$/, 'google'],
  [/^(.+\.)?bing\.com$/, 'bing'],
  [/^(.+\.)?(youtube\.com|youtu\.be)$/, 'youtube'],
  [/^(.+\.)?(linkedin\.com|lnkd\.in)$/, 'linkedin'],
  [/^(.+\.)?tiktok\.com$/, 'tiktok'],
];

/** A source as it is counted: lower case, no "www.", known sites by one name; '' when unusable. */
export function sourceName(value: string | undefined): string {
  const name =
    value
      ?.trim()
      .toLowerCase()
      .replace(/^www\./, '') ?? '';
  if (!name || name.length > visitTagLimit || !tagCharacters.test(name) || isPhoneLike(name)) return '';
  return knownSources.find(([pattern]) => pattern.test(name))?.[1] ?? name;
}

/** Campaign names and mediums are short slugs: a name, not a sentence of promotional text. */
const campaignTagLimit = 40;
const campaignTagCharacters = /^[\p{L}\p{N}][\p{L}\p{N}._-]*$/u;

/**
 * A utm_medium or utm_campaign as analytics and the lead count it: trimmed, lower case, spaces as
 * hyphens ("Christmas Promo" is "christmas-promo"); '' when longer than a slug, with any other
 * character (an @, a URL) or phone-like.
 */
export function campaignTag(value: string | undefined): string {
  const tag = value?.trim().toLowerCase().replace(/\s+/g, '-') ?? '';
  return tag.length <= campaignTagLimit && campaignTagCharacters.test(tag) && !isPhoneLike(tag) ? tag : '';
}

/** What a visit with no campaign tags and no referring site is counted as. */
export const directSource = 'direct';

/** The touch's source: its utm_source, else the referring site, else direct. */
export function touchSource(touch: VisitTouch | undefined): string {
  return sourceName(touch?.utm_source) || sourceName(touch?.referrer) || directSource;
}
