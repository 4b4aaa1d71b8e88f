// What the worker hands the dashboard's overview page: the worker computes it, src/ui/admin renders it.
import type { ContactAction, ConversionAction } from './analytics-event';
import type { FunnelStep } from './analytics-funnel';

/** The conversions the overview counts, in the order it shows them. */
export const conversionKinds = ['quote', 'whatsapp', 'viber', 'messenger', 'phone', 'email'] as const;
export type ConversionKind = (typeof conversionKinds)[number];

/**
 * The analytics action each conversion kind is counted from. Quote requests are not: they are the
 * stored leads (the browser's quote_submitted beacon can be blocked; the lead cannot).
 */
export const conversionKindActions = {
  whatsapp: 'whatsapp_click',
  viber: 'viber_click',
  messenger: 'messenger_click',
  phone: 'phone_click',
  email: 'email_click',
} as const satisfies Record<Exclude<ConversionKind, 'quote'>, ConversionAction>;

/** One day of traffic, the date in Manila. */
export interface DailyPoint {
  date: string;
  pageViews: number;
  visitors: number;
  sessions: number;
  /** Stored leads received that Manila day, Spam left out. */
  quoteRequests: number;
}

/** A figure of the chosen period and the same figure in the previous period. */
export interface Compared {
  value: number;
  previous: number;
}

/** A row of a ranked list, e.g. a page and its views. */
export interface RankedItem {
  label: string;
  value: number;
  /**
   * The same row's value in the previous period; absent when the previous period's list (its top
   * rows) does not have it, so the change is unknown rather than "new".
   */
  previous?: number;
}

/**
 * What a group of leads brought: the leads received in the period (Spam left out) and, whenever
 * it happened, their quotations and orders. Amounts are centavos, VAT included.
 */
export interface LeadRevenue {
  leads: number;
  /** Leads with a sent quotation that is not voided. */
  quotedLeads: number;
  /** Each quoted lead's newest sent, not voided, version's total, added up. */
  quotedCentavos: number;
  /** Leads marked won. */
  wonLeads: number;
  /** The won leads' accepted amounts (leads.won_centavos), added up. */
  wonCentavos: number;
  /** Payments confirmed on the leads' quotations (leads.paid_centavos), added up: money collected. */
  collectedCentavos: number;
  /** Quoted leads that were won, of the quoted leads; null when none was quoted. */
  winRate: number | null;
  /** The median time from the request to its first quotation sent, in ms; null when none was sent. */
  medianToQuotationMs: number | null;
}

/** A lead's source (its latest touch's utm_source, else the referring site, else direct) with what its leads brought. */
export interface SourceRow extends LeadRevenue {
  source: string;
}

/** A campaign: the utm_source / utm_medium / utm_campaign of a visit's latest touch. */
export interface CampaignRow extends LeadRevenue {
  source: string;
  /** '' when the visit had none. */
  medium: string;
  campaign: string;
  /** Sessions that began with this campaign. */
  visits: number;
  /** leads / visits, 0 when there were no visits. */
  conversionRate: number;
}

/**
 * A campaign name the owner entered spend for in a month the period touches: each month's spend is
 * spread evenly over its days and the period counts the days it covers. Its leads are every lead
 * whose latest touch carried this utm_campaign, whatever the source or medium.
 */
export interface CampaignSpendRow {
  campaign: string;
  /** The months entered, 'YYYY-MM', with their whole spend in centavos, their days, how many of them are in the period, and its share. */
  months: { month: string; spendCentavos: number; days: number; daysInPeriod: number; shareCentavos: number }[];
  /** The period's share of that spend. */
  spendCentavos: number;
  leads: number;
  wonCentavos: number;
  /** spend / leads, rounded to the centavo; null without leads. */
  costPerLeadCentavos: number | null;
  /** Pesos won per peso spent. */
  wonPerPeso: number;
  collectedCentavos: number;
  /** Pesos spent per peso collected; null before anything is collected. */
  costPerPesoCollected: number | null;
}

/**
 * One campaign in the overview's ranked table: a utm_campaign name with every place its links were
 * posted (source and medium) gathered under it, as its spend is entered once per name. Links tagged
 * with a medium but no campaign name are one row per place, with campaign ''.
 */
export interface CampaignTableRow extends LeadRevenue {
  campaign: string;
  /** Where its links were posted, the most leads first, then the most visits. */
  places: { source: string; medium: string; visits: number; leads: number }[];
  visits: number;
  /** The period's share of the spend entered for its name; null when none was entered for the period's months. */
  spend: CampaignSpendRow | null;
}

export interface FunnelRow {
  step: FunnelStep;
  /** Sessions that reached this step after every step before it. */
  sessions: Compared;
}

/** Which days of the period have figures: rolled up into D1, or read live (today, and yesterday before its rollup). */
export interface Coverage {
  days: number;
  rolledUp: number;
  live: number;
}

/** Today from Manila midnight to now, beside the same weekday last week up to the same time of day. */
export interface TodaySoFar {
  /** Today in Manila and the day a week before, YYYY-MM-DD. */
  day: string;
  lastWeekDay: string;
  /** The instant both days are read up to (ISO); last week's day is read to the same time of day. */
  until: string;
  /** Read live from the events; null when they could not be read. */
  traffic: { visitors: Compared; sessions: Compared; pageViews: Compared } | null;
  /** Stored leads, Spam left out. */
  quoteRequests: Compared;
}

/** Manila calendar months: this month from its 1st to today, and last month whole. */
export const monthPresets = ['this-month', 'last-month'] as const;
export type MonthPreset = (typeof monthPresets)[number];

/** A preset period: a number of days ending yesterday (7, 30, 90, 365) or a calendar month. */
export type PeriodPreset = number | MonthPreset;

export const isMonthPreset = (preset: PeriodPreset | null): preset is MonthPreset => typeof preset === 'string';

/** A lead on the overview's "Needs action" list: why, and since when (Manila time). */
export interface ActionItem {
  href: string;
  reference: string;
  name: string;
  why: string;
  /** What the customer sent since the signed-in person last opened the lead: "2 new emails, 1 with a drawing since you last looked". */
  newSince?: string;
  /** The customer accepted over a change request no revision answered: listed first and marked. */
  flagged?: boolean;
}

/** Jobs in progress (open, not delivered), delivered this Manila month, and the median days from acceptance to delivery per service over the last twelve months. */
export interface JobFigures {
  inProgress: number;
  deliveredThisMonth: number;
  medianDaysByService: { service: string; days: number; jobs: number }[];
}

export interface OverviewData {
  /** The chosen period, Manila days, both ends included, and its length in days. */
  range: { from: string; to: string; days: number };
  /** The preset the period is; null for a custom range. */
  preset: PeriodPreset | null;
  /**
   * The period compared with: for a month, the month before (this month so far with the same dates
   * of last month); otherwise the same length on the same weekdays, just before.
   */
  previousRange: { from: string; to: string };
  /** Why the figures may be incomplete, e.g. a day could not be read, in a developer's words (the page words it for the owner). */
  notice?: string;
  /** True when a deployed site reads today's figures from a table it never fills (its Technical page says why). */
  analyticsSetupIncomplete: boolean;
  coverage: Coverage;
  /** The same for the previous period: its changes read high where it has days without figures. */
  previousCoverage: Coverage;
  /** Distinct visitors in the last 30 minutes; null when it could not be read. */
  visitorsNow: number | null;
  todaySoFar: TodaySoFar;
  /**
   * Set when the period ends today, so its last day is partial: the instant the previous period's
   * last day was read up to (the same time of day), or null when that day is past the months
   * Analytics Engine keeps and is compared whole.
   */
  partialLastDay?: { until: string; comparedUntil: string | null };
  visitors: Compared;
  sessions: Compared;
  pageViews: Compared;
  /** From the leads table: every stored quote request in the period, Spam left out. */
  quoteRequests: Compared;
  needsAttention: number;
  /** The leads to act on first (at most `needsActionLimit`). */
  needsAction: ActionItem[];
  /** The shop's jobs (src/worker/jobs/owner-figures.ts). */
  jobs: JobFigures;
  /** Every day of the period, oldest first, zero where nothing happened. */
  daily: DailyPoint[];
  /** The same for the period compared with: as many days, on the same weekdays. */
  previousDaily: DailyPoint[];
  /** Page views per page. */
  topPages: RankedItem[];
  /** Sessions per page they began on. */
  entryPages: RankedItem[];
  /** Sessions per referring host. */
  referrers: RankedItem[];
  /** Sessions per channel (search, social, direct, other). */
  channels: RankedItem[];
  /** Page views per country and device. */
  countries: RankedItem[];
  devices: RankedItem[];
  /** Ranked by leads, then won amount. */
  /** Ranked by what the campaigns brought: won, then collected, then quoted, then leads. */
  campaignTable: CampaignTableRow[];
  conversions: Record<ConversionKind, Compared>;
  funnel: FunnelRow[];
  /** Stored leads in the period (Spam left out) per source, ranked by leads, then won amount. */
  leadsBySource: SourceRow[];
  /** Chat and phone clicks in the period per the visit's latest source. */
  contactClicksBySource: { source: string; clicks: Record<ContactAction, number> }[];
}

/** The query that chooses a period on /admin and its CSV: `days=30`, `period=last-month`, or `from=…&to=…` for a custom range. */
export const periodQueryString = ({ preset, range }: { preset: PeriodPreset | null; range: { from: string; to: string } }) =>
  preset === null ? `from=${range.from}&to=${range.to}` : isMonthPreset(preset) ? `period=${preset}` : `days=${preset}`;

/** The weekly report switch as the overview and its own page show it. */
export interface WeeklyReportSettingView {
  on: boolean;
  /** The address the report goes to (the business email in the site facts). */
  sentTo: string;
  /** "Turned off by ana@example.com, 23 Nov 2026, 8:05 PM", or null while the default applies. */
  changed: string | null;
  /** The dashboard path the form returns to after saving. */
  returnTo: string;
}
