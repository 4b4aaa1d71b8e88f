// Where visitors and leads came from, in the owner's words: "Google search", "Facebook ad",
// "Typed in or bookmarked", never the utm_source / utm_medium tags the figures are counted by.
import { directSource } from './visit-source-rules';
import { ownEntry } from './own-entry';

/** The sites sourceName() knows by one name, as people write them. */
const siteNames: Record<string, string> = {
  google: 'Google',
  bing: 'Bing',
  yahoo: 'Yahoo',
  duckduckgo: 'DuckDuckGo',
  facebook: 'Facebook',
  instagram: 'Instagram',
  messenger: 'Messenger',
  whatsapp: 'WhatsApp',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  twitter: 'X (Twitter)',
  x: 'X (Twitter)',
  reddit: 'Reddit',
  pinterest: 'Pinterest',
};

/** What a medium tag says the link was, e.g. cpc -> ad; an unknown medium is shown as tagged, in brackets. */
const mediumWords: Record<string, string> = {
  cpc: 'ad',
  ppc: 'ad',
  paid: 'ad',
  ads: 'ad',
  ad: 'ad',
  paidsearch: 'ad',
  'paid-search': 'ad',
  'paid-social': 'ad',
  paidsocial: 'ad',
  display: 'ad',
  banner: 'ad',
  social: 'post',
  organic: 'search',
  email: 'email',
  newsletter: 'email',
  sms: 'text message',
  referral: 'link',
};

/** "google" -> "Google", "direct" -> "Typed in or bookmarked"; a site no rule knows keeps its name (e.g. philgeps.gov.ph). */
function siteInWords(source: string): string {
  if (source === directSource) return 'Typed in or bookmarked';
  return ownEntry(siteNames, source) ?? source;
}

/**
 * A lead's or a visit's source, with its medium when a campaign link named one: ("google",
 * "organic") -> "Google search", ("facebook", "cpc") -> "Facebook ad", ("google", "") -> "Google"
 * (a lead's source alone cannot tell a search from an ad).
 */
export function sourceInWords(source: string, medium = ''): string {
  const site = siteInWords(source);
  if (!medium) return site;
  const words = ownEntry(mediumWords, medium);
  return words ? `${site} ${words}` : `${site} (${medium})`;
}

const channelWords: Record<string, string> = {
  search: 'Search engines',
  social: 'Social media',
  direct: 'Typed in or bookmarked',
  other: 'Other websites and links',
};

/** A channel as "How people found you" lists it. */
export const channelInWords = (channel: string) => channelWords[channel] ?? channel;
