// What both sources (rollup-sql-api.ts, rollup-local.ts) read for one Manila day, and the one
// function that turns it into a DayRollup: entry pages, referrers, channels, campaigns and the
// ordered funnel are all derived here, so the two sources cannot disagree on a rule.
import type { AppEnvironment } from '../../shared/release';
import { materialsPath } from '../../shared/material-families';
import { pagePath, sitePages } from '../../shared/routes';
import { channel } from './channel';
import {
  funnelSteps,
  rollupDimensions,
  type CampaignCount,
  type DayRollup,
  type FunnelStep,
  type RollupCount,
  type RollupDimension,
} from './rollup';
import { addVisitor, emptySketch } from './visitor-sketch';

/** Events received from `start` (inclusive) to `end` (exclusive) by a worker in `environment`. */
export interface EventWindow {
  start: Date;
  end: Date;
  environment: AppEnvironment;
}

export interface DayRows {
  /** Over the day's page views: visitors and sessions are exact distinct counts. */
  totals: { pageViews: number; visitors: number; sessions: number };
  /** Every visitor hash with a page view that day, for the sketch. */
  visitorHashes: string[];
  routes: { path: string; pageViews: number; sessions: number }[];
  /** Entry page views (one begins each session), grouped by everything the entry tells. */
  entries: {
    path: string;
    referrerHost: string;
    source: string;
    medium: string;
    campaign: string;
    country: string;
    device: string;
    sessions: number;
  }[];
  /** Page views by where they were viewed from. */
  places: { country: string; device: string; pageViews: number }[];
  conversions: { action: string; source: string; events: number }[];
  /** Each event that can move a session along the funnel (funnelEventFilter), with when it arrived. */
  funnelEvents: { session: string; category: string; action: string; path: string; at: number }[];
}

const underPath = (path: string, parent: string) => path === parent || path.startsWith(`${parent}/`);

/** The funnel's "viewed a service or material page": every page under /services or /materials. */
const productPaths = sitePages
  .map((page) => page.path)
  .filter((path) => underPath(path, pagePath('services')) || underPath(path, materialsPath));
const contactPath = pagePath('contact');

/** The events each source selects for the funnel; funnelStep names the step of each. */
export const funnelEventFilter = {
  pagePaths: [...productPaths, contactPath],
  form: { category: 'form', action: 'start' },
  submitted: { category: 'conversion', action: 'quote_submitted' },
} as const;

function funnelStep(event: DayRows['funnelEvents'][number]): FunnelStep | undefined {
  if (event.category === 'page' && event.action === 'view') {
    if (event.path === contactPath) return 'contact';
    if (productPaths.includes(event.path)) return 'product';
  }
  if (event.category === funnelEventFilter.form.category && event.action === funnelEventFilter.form.action) return 'form_start';
  if (event.category === funnelEventFilter.submitted.category && event.action === funnelEventFilter.submitted.action) return 'submitted';
  return undefined;
}

/**
 * Sessions at each step after "session": walking a session's events in time order, a step counts
 * only once every step before it was reached, so Contact opened before any product page does not
 * count until Contact is opened again afterwards. Earliest-first is the best any order can do.
 */
function funnelSessions(events: DayRows['funnelEvents']): Map<FunnelStep, number> {
  const stepsBySession = new Map<string, { step: number; at: number }[]>();
  for (const event of events) {
    const step = funnelStep(event);
    if (!step) continue;
    const list = stepsBySession.get(event.session) ?? [];
    list.push({ step: funnelSteps.indexOf(step), at: event.at });
    stepsBySession.set(event.session, list);
  }
  const reached = new Map<FunnelStep, number>();
  for (const steps of stepsBySession.values()) {
    steps.sort((a, b) => a.at - b.at || a.step - b.step);
    let next = 1;
    for (const { step } of steps) if (step === next) next++;
    for (let step = 1; step < next; step++) reached.set(funnelSteps[step], (reached.get(funnelSteps[step]) ?? 0) + 1);
  }
  return reached;
}

function add(into: Map<string, number>, key: string, value: number) {
  into.set(key, (into.get(key) ?? 0) + value);
}

/** One keyed count of a day; the counts a dimension does not fill are 0. */
export const rollupCount = (
  dimension: RollupDimension,
  key: string,
  figures: Partial<Pick<RollupCount, 'detail' | 'pageViews' | 'sessions' | 'events'>>,
): RollupCount => ({
  dimension,
  key,
  detail: '',
  pageViews: 0,
  sessions: 0,
  events: 0,
  ...figures,
});

export function dayRollup(day: string, rows: DayRows, source: DayRollup['source']): DayRollup {
  const tallies = () => new Map<string, number>();
  const sessionsBy = { entry: tallies(), referrer: tallies(), channel: tallies(), country: tallies(), device: tallies() };
  /** Keyed by JSON of [source, medium, campaign]. */
  const campaignSessions = new Map<string, number>();
  for (const entry of rows.entries) {
    add(sessionsBy.entry, entry.path, entry.sessions);
    if (entry.referrerHost) add(sessionsBy.referrer, entry.referrerHost, entry.sessions);
    add(sessionsBy.channel, channel(entry.source, entry.medium, entry.referrerHost), entry.sessions);
    add(sessionsBy.country, entry.country, entry.sessions);
    add(sessionsBy.device, entry.device, entry.sessions);
    add(campaignSessions, JSON.stringify([entry.source, entry.medium, entry.campaign]), entry.sessions);
  }
  const pageViewsBy = { country: tallies(), device: tallies() };
  for (const place of rows.places) {
    add(pageViewsBy.country, place.country, place.pageViews);
    add(pageViewsBy.device, place.device, place.pageViews);
  }
  const placeCounts = (dimension: 'country' | 'device') =>
    [...new Set([...pageViewsBy[dimension].keys(), ...sessionsBy[dimension].keys()])].map((key) =>
      rollupCount(dimension, key, { pageViews: pageViewsBy[dimension].get(key) ?? 0, sessions: sessionsBy[dimension].get(key) ?? 0 }),
    );
  const sessionCounts = (dimension: 'entry' | 'referrer' | 'channel') =>
    [...sessionsBy[dimension]].map(([key, sessions]) => rollupCount(dimension, key, { sessions }));
  const funnel = funnelSessions(rows.funnelEvents);
  funnel.set('session', rows.totals.sessions);

  const counts = [
    ...rows.routes.map((route) => rollupCount('route', route.path, { pageViews: route.pageViews, sessions: route.sessions })),
    ...sessionCounts('entry'),
    ...sessionCounts('referrer'),
    ...sessionCounts('channel'),
    ...placeCounts('country'),
    ...placeCounts('device'),
    ...rows.conversions.map((conversion) =>
      rollupCount('conversion', conversion.action, { detail: conversion.source, events: conversion.events }),
    ),
    ...funnelSteps.map((step) => rollupCount('funnel', step, { sessions: funnel.get(step) ?? 0 })),
  ]
    .filter((row) => row.pageViews + row.sessions + row.events > 0)
    .sort(
      (a, b) =>
        rollupDimensions.indexOf(a.dimension) - rollupDimensions.indexOf(b.dimension) ||
        (a.dimension === 'funnel' ? funnelSteps.indexOf(a.key as FunnelStep) - funnelSteps.indexOf(b.key as FunnelStep) : 0) ||
        a.key.localeCompare(b.key) ||
        a.detail.localeCompare(b.detail),
    );

  const visitorSketch = emptySketch();
  for (const hash of rows.visitorHashes) addVisitor(visitorSketch, hash);

  return {
    day,
    pageViews: rows.totals.pageViews,
    visitors: rows.totals.visitors,
    sessions: rows.totals.sessions,
    visitorSketch,
    counts,
    campaigns: [...campaignSessions]
      .filter(([, sessions]) => sessions > 0)
      .map(([key, sessions]): CampaignCount => {
        const [source, medium, campaign] = JSON.parse(key) as [string, string, string];
        return { source, medium, campaign, sessions };
      })
      .sort((a, b) => a.source.localeCompare(b.source) || a.medium.localeCompare(b.medium) || a.campaign.localeCompare(b.campaign)),
    source,
  };
}
