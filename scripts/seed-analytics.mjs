// `node scripts/seed-analytics.mjs --persist-to <dir> [--days 400] [--end YYYY-MM-DD]`: applies
// the D1 migrations to the local D1 of a `wrangler dev --persist-to <dir>` (a fresh folder works),
// then writes plausible daily analytics rollups (every dimension, campaigns and untagged entry
// sources, visitor sketches) for the days ending `--end` (default: yesterday in Manila), replacing
// those days. For the overview's bench and for trying the
// dashboard with a year of history. Deterministic: the same days get the same figures.
// 60 routes (the site's pages, "other", and plausible future pages), 200 referrer hosts,
// 50 campaigns. Sample data only: no figure here describes the real business.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importTs } from './import-ts.mjs';
import { applyLocalMigrations } from './local-d1.mjs';

const root = path.resolve(import.meta.dirname, '..');

const { sitePages } = await importTs('src/shared/routes.ts');
const { addVisitor, emptySketch } = await importTs('src/worker/analytics/visitor-sketch.ts');
const { manilaDay } = await importTs('src/shared/business-time.ts');
const { addDays } = await importTs('src/worker/analytics/date-range.ts');

const routeCount = 60;
const referrerCount = 200;
const campaignCount = 50;

const futurePages = [
  'kitchen-equipment',
  'tanks-and-vessels',
  'railings-and-architectural',
  'processing-equipment',
  'custom-fabrication',
  'projects',
  'guides',
].flatMap((section) =>
  ['overview', 'grade-304', 'grade-316', 'finishes', 'sizes', 'lead-times', 'faq'].map((topic) => `/${section}/${topic}`),
);
const routes = [...sitePages.map((page) => page.path), 'other', ...futurePages].slice(0, routeCount);

const knownReferrers = [
  'google.com.ph',
  'google.com',
  'facebook.com',
  'm.facebook.com',
  'l.facebook.com',
  'bing.com',
  'duckduckgo.com',
  'youtube.com',
  'linkedin.com',
  'instagram.com',
  'tiktok.com',
  'yahoo.com',
  'chatgpt.com',
  'reddit.com',
  'yellow-pages.ph',
];
const hostWords = [
  'steel',
  'supply',
  'builders',
  'kitchen',
  'foodtech',
  'pharma',
  'industrial',
  'hardware',
  'construct',
  'design',
  'archi',
  'process',
  'dairy',
  'brewery',
  'hotel',
  'resto',
];
const referrers = [...knownReferrers];
for (let i = 0; referrers.length < referrerCount; i++)
  referrers.push(`${hostWords[i % hostWords.length]}-${hostWords[(i * 7 + 3) % hostWords.length]}-${i}.com.ph`);

const campaignSources = [
  ['google', 'cpc'],
  ['facebook', 'paid-social'],
  ['facebook', 'social'],
  ['newsletter', 'email'],
  ['linkedin', 'social'],
];
const campaigns = Array.from({ length: campaignCount }, (_, i) => {
  const [source, medium] = campaignSources[i % campaignSources.length];
  return { source, medium, campaign: `${['tanks', 'kitchen', 'railings', 'pipes', 'sheets'][i % 5]}-${2025 + (i % 3)}-${i}` };
});

const untaggedSources = [
  ['google', 0.4],
  ['direct', 0.3],
  ['facebook', 0.1],
  ['bing', 0.03],
  ['linkedin', 0.02],
];
const countries = [
  ['PH', 0.86],
  ['SG', 0.03],
  ['US', 0.03],
  ['AE', 0.02],
  ['JP', 0.015],
  ['AU', 0.01],
  ['MY', 0.01],
  ['SA', 0.008],
  ['HK', 0.007],
  ['CA', 0.005],
  ['GB', 0.005],
  ['XX', 0.005],
];
const devices = [
  ['mobile', 0.64],
  ['desktop', 0.31],
  ['tablet', 0.05],
];
const channels = [
  ['search', 0.46],
  ['direct', 0.3],
  ['social', 0.18],
  ['other', 0.06],
];
const clickActions = [
  ['whatsapp_click', 0.02],
  ['viber_click', 0.006],
  ['messenger_click', 0.01],
  ['phone_click', 0.012],
  ['email_click', 0.008],
  ['quote_click', 0.03],
  ['quote_submitted', 0.008],
];
const clickSources = [
  ['google', 0.45],
  ['direct', 0.3],
  ['facebook', 0.2],
  ['linkedin', 0.05],
];
const funnel = [
  ['session', 1],
  ['product', 0.38],
  ['contact', 0.09],
  ['form_start', 0.035],
  ['submitted', 0.01],
];

/** mulberry32: a small seeded generator, so a day's figures are the same on every run. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const dayNumber = (day) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** `total` split over `count` keys with Zipf-like weights (the first largest), a little noise. */
function zipf(total, count, rand) {
  const weights = Array.from({ length: count }, (_, i) => (1 / (i + 1) ** 1.1) * (0.7 + 0.6 * rand()));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((weight) => Math.floor((weight / sum) * total + rand()));
}

const shares = (total, table, rand) => table.map(([key, share]) => [key, Math.floor(total * share * (0.8 + 0.4 * rand()) + rand())]);

const visitorHash = (n) => createHash('sha256').update(`seed-visitor:${n}`).digest('hex').slice(0, 16);

function seedDay(day, newVisitorStart) {
  const n = dayNumber(day);
  const rand = random(n * 7919);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const weekFactor = [0.55, 1.1, 1.15, 1.1, 1.05, 1, 0.7][weekday];
  const sessions = Math.round((170 + (n % 365) * 0.15) * weekFactor * (0.85 + 0.3 * rand()));
  const pageViews = Math.round(sessions * (1.7 + 0.8 * rand()));

  // About a third are regulars (a few thousand returning browsers), the rest new.
  const sketch = emptySketch();
  const seen = new Set();
  let fresh = 0;
  for (let i = 0; i < Math.round(sessions * 0.85); i++) {
    const id = rand() < 0.33 ? Math.floor(rand() * 3000) : 10_000 + newVisitorStart + fresh++;
    seen.add(id);
    addVisitor(sketch, visitorHash(id));
  }

  const counts = [];
  const push = (dimension, key, detail, pv, s, events) => {
    if (pv > 0 || s > 0 || events > 0) counts.push([dimension, key, detail, pv, s, events]);
  };
  zipf(pageViews, routes.length, rand).forEach((pv, i) => push('route', routes[i], '', pv, Math.round(pv * 0.8), 0));
  zipf(sessions, routes.length, rand).forEach((s, i) => push('entry', routes[i], '', 0, s, 0));
  zipf(Math.round(sessions * 0.45), referrers.length, rand).forEach((s, i) => push('referrer', referrers[i], '', 0, s, 0));
  for (const [key, s] of shares(sessions, channels, rand)) push('channel', key, '', 0, s, 0);
  for (const [key, pv] of shares(pageViews, countries, rand)) push('country', key, '', pv, Math.round(pv / 2), 0);
  for (const [key, pv] of shares(pageViews, devices, rand)) push('device', key, '', pv, Math.round(pv / 2), 0);
  for (const [action, rate] of clickActions) {
    for (const [source, share] of clickSources)
      push('conversion', action, source, 0, 0, Math.floor(sessions * rate * share * 2 * rand() + rand() * 0.8));
  }
  for (const [step, rate] of funnel)
    push('funnel', step, '', 0, Math.round(sessions * rate * (step === 'session' ? 1 : 0.8 + 0.4 * rand())), 0);

  // Ten or so campaigns run on any day.
  const campaignRows = [];
  for (let i = 0; i < campaigns.length; i++) {
    if ((i + n) % 5 !== 0 && rand() > 0.05) continue;
    const c = campaigns[i];
    campaignRows.push([c.source, c.medium, c.campaign, 1 + Math.floor(rand() * 12)]);
  }
  // Most visits are untagged: the rollup files them under their referrer's source (or direct).
  for (const [source, share] of untaggedSources) campaignRows.push([source, '', '', Math.floor(sessions * share * (0.8 + 0.4 * rand()))]);
  return { day, pageViews, sessions, visitors: seen.size, sketch, counts, campaignRows, fresh };
}

const text = (value) => `'${String(value).replaceAll("'", "''")}'`;
const hex = (bytes) => `X'${Buffer.from(bytes).toString('hex')}'`;

/**
 * Multi-row INSERTs (one statement per row would take minutes to apply), each under D1's
 * 100 KB statement limit.
 */
function inserts(table, columns, rows) {
  const head = `INSERT INTO ${table} (${columns.join(', ')}) VALUES\n`;
  const statements = [];
  let values = [];
  let bytes = 0;
  const flush = () => {
    if (values.length) statements.push(`${head}${values.join(',\n')};`);
    values = [];
    bytes = 0;
  };
  for (const row of rows) {
    const tuple = `(${row.join(', ')})`;
    if (bytes + tuple.length > 90_000) flush();
    values.push(tuple);
    bytes += tuple.length + 2;
  }
  flush();
  return statements;
}

/** The SQL that replaces the rollups of the `days` days ending `end`. */
export function seedSql({ days = 400, end = addDays(manilaDay(new Date()), -1) } = {}) {
  const from = addDays(end, 1 - days);
  const rolledUpAt = new Date().toISOString();
  const dayRows = [];
  const countRows = [];
  const campaignRows = [];
  let newVisitors = 0;
  for (let i = 0; i < days; i++) {
    const seeded = seedDay(addDays(from, i), newVisitors);
    newVisitors += seeded.fresh;
    dayRows.push([
      text(seeded.day),
      seeded.pageViews,
      seeded.visitors,
      seeded.sessions,
      hex(seeded.sketch),
      text('local'),
      text(rolledUpAt),
    ]);
    for (const [dimension, key, detail, pv, s, events] of seeded.counts)
      countRows.push([text(dimension), text(seeded.day), text(key), text(detail), pv, s, events]);
    for (const [source, medium, campaign, s] of seeded.campaignRows)
      campaignRows.push([text(seeded.day), text(source), text(medium), text(campaign), s]);
  }
  const range = `BETWEEN ${text(from)} AND ${text(end)}`;
  return [
    `DELETE FROM analytics_daily WHERE day ${range};`,
    `DELETE FROM analytics_daily_campaigns WHERE day ${range};`,
    `DELETE FROM analytics_days WHERE day ${range};`,
    ...inserts('analytics_days', ['day', 'page_views', 'visitors', 'sessions', 'visitor_sketch', 'source', 'rolled_up_at'], dayRows),
    ...inserts('analytics_daily', ['dimension', 'day', 'key', 'detail', 'page_views', 'sessions', 'events'], countRows),
    ...inserts('analytics_daily_campaigns', ['day', 'source', 'medium', 'campaign', 'sessions'], campaignRows),
  ].join('\n');
}

/** Writes the seed into the local D1 under `persistTo` (migrations must be applied already). */
export async function seedAnalytics({ persistTo, days, end }) {
  const dir = await mkdtemp(path.join(tmpdir(), 'stainless-seed-'));
  try {
    const file = path.join(dir, 'seed.sql');
    await writeFile(file, seedSql({ days, end }));
    const run = spawnSync('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--file', file], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
    });
    if (run.status !== 0) throw new Error(`wrangler d1 execute failed:\n${run.stdout}${run.stderr}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const option = (name) => {
    const index = process.argv.indexOf(`--${name}`);
    return index >= 0 ? process.argv[index + 1] : undefined;
  };
  const persistTo = option('persist-to');
  if (!persistTo) {
    console.error('Usage: node scripts/seed-analytics.mjs --persist-to <dir> [--days 400] [--end YYYY-MM-DD]');
    process.exit(1);
  }
  const days = Number(option('days') ?? 400);
  if (!Number.isInteger(days) || days < 1 || days > 1000)
    throw new Error(`--days must be a whole number from 1 to 1000, not ${option('days')}`);
  const end = option('end');
  if (end !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(end)) throw new Error(`--end must be a date, YYYY-MM-DD, not ${end}`);
  const started = performance.now();
  if (!applyLocalMigrations(persistTo)) {
    console.error(`Could not apply the D1 migrations to ${persistTo}: see wrangler's message above.`);
    process.exit(1);
  }
  await seedAnalytics({ persistTo, days, end });
  console.log(`Seeded ${days} days of analytics rollups into ${persistTo} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}
