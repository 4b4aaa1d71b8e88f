// Which channel a session came through (search, social, direct, other), from its entry page
// view's source, utm_medium and referring host. The rules are this one table.
import { directSource } from '../../shared/visit-source-rules';
import type { Channel } from './rollup';
import { ownEntry } from '../../shared/own-entry';

/**
 * Checked in order: a known site (by the source, else the referring host) decides first, so a
 * Facebook ad tagged utm_medium=cpc is social; a medium decides for a source no rule knows.
 */
const channelRules: { channel: Exclude<Channel, 'direct' | 'other'>; sites: readonly string[]; mediums: readonly string[] }[] = [
  {
    channel: 'search',
    sites: ['google', 'bing', 'yahoo', 'duckduckgo', 'ecosia', 'baidu', 'yandex'],
    mediums: ['cpc', 'ppc', 'paidsearch', 'organic'],
  },
  {
    channel: 'social',
    sites: ['facebook', 'instagram', 'linkedin', 'tiktok', 'youtube', 'x', 'twitter', 'reddit', 'pinterest', 'messenger'],
    mediums: ['social', 'paid-social', 'paidsocial'],
  },
];

/** Short-link hosts that name no site in their own labels. */
const shortLinkSites: Record<string, string> = {
  't.co': 'twitter',
  'lnkd.in': 'linkedin',
  'youtu.be': 'youtube',
  'pin.it': 'pinterest',
  'm.me': 'messenger',
};

/**
 * The site a source or host names: "google", "search.yahoo.com" -> yahoo, "google.com.ph" ->
 * google, "old.reddit.com" -> reddit (up to two short suffix labels such as com, co, ph are dropped).
 */
function siteName(name: string): string {
  const shortLink = ownEntry(shortLinkSites, name);
  if (shortLink) return shortLink;
  const labels = name.split('.');
  for (let dropped = 0; dropped < 2 && labels.length > 1 && labels[labels.length - 1].length <= 3; dropped++) labels.pop();
  return labels[labels.length - 1];
}

export function channel(source: string, medium: string, referrerHost: string): Channel {
  const names = [source, referrerHost].filter((name) => name && name !== directSource).map(siteName);
  for (const name of names) {
    const rule = channelRules.find((candidate) => candidate.sites.includes(name));
    if (rule) return rule.channel;
  }
  const byMedium = channelRules.find((candidate) => candidate.mediums.includes(medium));
  if (byMedium) return byMedium.channel;
  return names.length === 0 && !medium ? 'direct' : 'other';
}
