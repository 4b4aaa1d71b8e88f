// The overview's funnel: the worker's rollup counts it, the dashboard shows it.
/**
 * The funnel, in order: a session counts at a step when it reached it after each step before it.
 * product = viewed a page under /services or /materials; contact = viewed /contact;
 * form_start = the form's first edit (analytics category "form"); submitted = quote_submitted.
 */
export const funnelSteps = ['session', 'product', 'contact', 'form_start', 'submitted'] as const;
export type FunnelStep = (typeof funnelSteps)[number];

/** Each step as the dashboard and the CSV export name it. */
export const funnelStepLabels: Record<FunnelStep, string> = {
  session: 'Visits',
  product: 'Viewed a service or material page',
  contact: 'Opened Contact',
  form_start: 'Started the quote form',
  submitted: 'Sent a quote request',
};
