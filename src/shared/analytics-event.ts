// The analytics beacon: what the browser sends to POST /api/analytics. The client imports
// only the types from here (`import type`), so zod stays out of the always-loaded bundle.
import * as z from 'zod';
import { browserIdPattern } from './analytics-ids';
import { conversionAreas } from './analytics-labels';

/** Every label the tracker can make (analytics-labels.ts); a beacon's other labels are dropped. */
const conversionLabelPattern = new RegExp(
  `^(?:${Object.values(conversionAreas).join('|')}|${conversionAreas.page}: [a-z0-9][a-z0-9-]{0,59})$`,
);

const conversionActions = [
  /** A "Request a Quote" button or link was clicked. */
  'quote_click',
  /** The quote form was accepted by the worker (a lead exists). */
  'quote_submitted',
  'whatsapp_click',
  'messenger_click',
  'viber_click',
  'phone_click',
  'email_click',
] as const;

export type ConversionAction = (typeof conversionActions)[number];

/** The chat and phone clicks the overview counts per source. */
export const contactActions = [
  'whatsapp_click',
  'viber_click',
  'messenger_click',
  'phone_click',
  'email_click',
] as const satisfies readonly ConversionAction[];
export type ContactAction = (typeof contactActions)[number];

/** Every category with the actions it allows: anything else is refused. */
const analyticsActions = {
  page: ['view'],
  conversion: conversionActions,
  /** The quote form's first edit in a page load: the funnel's "started the form" step. */
  form: ['start'],
} as const;

/** 4 KB: a beacon is a few hundred bytes; anything bigger is not from our tracker. */
export const analyticsBodyLimitBytes = 4 * 1024;

const analyticsFieldLimits = { path: 512, label: 200, referrer: 2048, source: 100 } as const;

const visitTag = () =>
  z.string().max(analyticsFieldLimits.source, `Must be ${analyticsFieldLimits.source} characters or fewer.`).optional();

const browserId = z
  .string()
  .regex(browserIdPattern, 'Must be a random id as the site’s tracker makes it: a version 4 UUID, or 32 hex digits.');

const sharedFields = {
  /** Where on the page a conversion happened; any other text is dropped, never stored. */
  label: z
    .string()
    .max(analyticsFieldLimits.label, `Must be ${analyticsFieldLimits.label} characters or fewer.`)
    .transform((label) => (conversionLabelPattern.test(label) ? label : undefined))
    .optional(),
  value: z.number().min(-1e9).max(1e9).optional(),
  path: z
    .string()
    .max(analyticsFieldLimits.path, `Must be ${analyticsFieldLimits.path} characters or fewer.`)
    .startsWith('/', 'Must be a path on this site, starting with /.'),
  /** Conversions and entry page views: the visit's latest source (utm_source or referring host); the worker normalises it. */
  source: visitTag(),
  /** Entry page views: the latest touch's utm_medium and utm_campaign. */
  medium: visitTag(),
  campaign: visitTag(),
  /** Page views: true on the first page view of a session (client/analytics.ts decides). */
  entry: z.boolean().optional(),
  /** document.referrer, for page views: the worker keeps only its host. */
  referrer: z.string().max(analyticsFieldLimits.referrer, `Must be ${analyticsFieldLimits.referrer} characters or fewer.`).optional(),
  /** The browser's clock (ms since 1970) when the event happened; rows are timed by the worker. */
  timestamp: z.number().int().positive(),
  userId: browserId,
  sessionId: browserId,
};

export const analyticsEventSchema = z.discriminatedUnion(
  'category',
  [
    z.object({ category: z.literal('page'), action: z.enum(analyticsActions.page), ...sharedFields }),
    z.object({ category: z.literal('conversion'), action: z.enum(analyticsActions.conversion), ...sharedFields }),
    z.object({ category: z.literal('form'), action: z.enum(analyticsActions.form), ...sharedFields }),
  ],
  { error: `Must be one of: ${Object.keys(analyticsActions).join(', ')}.` },
);

/** What the browser sends. The environment is not in it: the worker, not the page, says where it runs. */
export type AnalyticsEventInput = z.input<typeof analyticsEventSchema>;
export type AnalyticsEvent = z.output<typeof analyticsEventSchema>;

/** The browser's tracker (client/analytics.ts); a type only, so UI code can take one as a prop or context. */
export interface Tracker {
  /** Once after hydration with the current path, then after every client-side navigation. */
  pageView(path: string): void;
  conversion(action: ConversionAction, label?: string): void;
  /** The quote form's first edit in this page load (sent once). */
  formStart(): void;
}
