// `npm run bench`: builds the production bundle, starts the worker on 127.0.0.1 and measures
// what a visitor on a phone gets: Lighthouse (mobile) per route with each run's TBT and CLS,
// brotli bytes on the wire per route's first load, server latency for Home against a static
// asset under the same load, and the latency of one quote submission. Prints a table and writes
// bench/results/latest.json (and a dated copy); exits 1 when a route misses TBT or CLS in any
// run or its first-load JS budget. `node scripts/bench.mjs --only submission` measures the
// submission alone; `--only worker` the deployed worker alone: its gzip size and start-up time
// (exits 1 over budget); `--only pdf` the quotation PDF's render time in workerd (exits 1 over
// target); `--only bytes` each route's first-load bytes (exits 1 over budget); `--only pages` the
// route table alone (Lighthouse and bytes; `--routes /a,/b` for some routes); `--only quotation`
// the customer's quotation page with Lighthouse; `--only overview` the dashboard overview's server
// time over a year of seeded analytics rollups (exits 1 over target); `--only upload` a 5 MB DXF's
// upload on a 750 kbps uplink; `--only load` 30 s of mixed traffic at 50 connections (exits 1 on
// any 5xx, network error or lost quote); `--only leads-search` the leads list searched over
// 10,000 seeded leads (exits 1 over target); `--only jobs-board` the jobs board over 500 seeded open
// jobs (exits 1 over target); `--only order` the customer's order page with Lighthouse, its order
// brought to Welding with a drawing approved, photos, a certificate and deliveries (bench-order.mjs).
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
import { onDemandGzipBudgetBytes, onDemandGzipBytes, workerGzipBudgetBytes, workerGzipBytes } from './worker-size-budget.mjs';
import { localAdminPassword } from './local-settings.mjs';
import { seedAnalytics } from './seed-analytics.mjs';
import { mixedLoad, mixedLoadFailed, mixedLoadLine } from './bench-mixed-load.mjs';
import { benchQuote } from './bench-quote.mjs';
import { pdfRender } from './bench-pdf.mjs';
import { seedQuotationPage } from './bench-quotation.mjs';
import { seedOrderPage } from './bench-order.mjs';
import { leadsSearchFailed, leadsSearchLatency, leadsSearchLines } from './bench-leads-search.mjs';
import { jobsBoardFailed, jobsBoardLatency, jobsBoardLine } from './bench-jobs-board.mjs';
import { calibratedAudit } from './bench-calibration.mjs';
import { mainThreadTime } from './bench-thread-time.mjs';
import { startReferencePage } from './bench-reference.mjs';
import { startReplay } from './bench-replay.mjs';
import { isolateRenderer } from './bench-isolation.mjs';

const root = path.resolve(import.meta.dirname, '..');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const routes = [
  '/',
  '/about',
  '/services',
  '/clients',
  '/contact',
  '/privacy',
  '/materials',
  '/materials/pipes',
  '/materials/weight-calculator',
];
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
// Five runs per route, as issue 26 measures: the targets hold in each run, so more runs is a stricter test.
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const loadConnections = 20;
const submissions = Number(process.env.BENCH_SUBMISSIONS ?? 200);
const startupRuns = Number(process.env.BENCH_STARTUP_RUNS ?? 5);

export const targets = {
  lighthouseScore: 100,
  homeHtmlBrotliBytes: 14 * 1024,
  cssBrotliBytes: 12 * 1024,
  firstLoadJsBrotliBytes: 75 * 1024,
  cls: 0,
  tbtMs: 50,
  /** Issue 41: a route's median TBT at most this much above the reference page's, calibrated. */
  tbtOverReferenceMs: 20,
  homeToAssetP50Ratio: 2,
  workerGzipBytes: workerGzipBudgetBytes,
  /** pdf-lib and the quotation's layout, loaded only when a PDF is made (docs/decisions/019-quotation-pdf-with-pdf-lib.md). */
  pdfModuleGzipBytes: onDemandGzipBudgetBytes['quotation-pdf.js'],
  /** A 100-line quotation's PDF, median round trip on loopback through `wrangler dev`. */
  pdf100LinesP50Ms: 150,
  /** A quarter of Cloudflare's 1 s start-up limit (developers.cloudflare.com/workers/platform/limits/). */
  workerStartupMs: 250,
  /** Issue 15: the overview over 365 days of rollups (60 routes, 200 referrers, 50 campaigns). */
  overviewP50Ms: 300,
  /** Issue 26: a 5 MB DXF at 750 kbps up, from choosing it to its stored upload; the raw bytes alone take 55.9 s. */
  dxfUploadSeconds: 20,
};
const uploadKbps = 750;
const dxfBytes = 5 * 1024 * 1024;
const overviewRuns = Number(process.env.BENCH_OVERVIEW_RUNS ?? 25);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `prepare(persistDir)` runs before the worker starts, e.g. to seed its local D1. */
async function startWorker(prepare) {
  const port = await freePort();
  const persistDir = await mkdtemp(path.join(tmpdir(), 'stainless-bench-'));
  await prepare?.(persistDir);
  const worker = spawn(
    'node',
    ['scripts/dev.mjs', '--port', String(port), '--persist-to', persistDir, '--show-interactive-dev-session=false'],
    {
      cwd: root,
      env: { ...process.env, CI: 'true' },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  // Up to four minutes: on a shared machine at a load of 15 wrangler takes over 90 s to start.
  for (let waited = 0; waited < 240_000; waited += 250) {
    try {
      if ((await fetch(`${baseUrl}/`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const stop = async () => {
    process.kill(-worker.pid, 'SIGTERM');
    await new Promise((resolve) => worker.once('exit', resolve));
    await rm(persistDir, { recursive: true, force: true });
  };
  return { baseUrl, persistDir, stop, groupId: worker.pid };
}

/** Where Lighthouse's runs happen: the Chromium they launch, and a line that says how (withPageLab). */
const lab = { chromePath, line: 'renderer not isolated; pages straight from the worker' };

/**
 * Lighthouse's page runs, as a phone would meet the page: served by the replay server, which
 * answers each GET as the worker first did (bench-replay.mjs), with the page's renderer on a core
 * of its own (bench-isolation.mjs). `measure` gets the replay server's address.
 */
async function withPageLab(worker, measure) {
  const replay = await startReplay(worker.baseUrl);
  const isolation = await isolateRenderer(chromePath, worker.groupId);
  Object.assign(lab, { chromePath: isolation.chromePath, line: `${isolation.line}; pages from the replay server` });
  try {
    return await measure(replay.baseUrl);
  } finally {
    lab.chromePath = chromePath;
    await isolation.release();
    await replay.stop();
  }
}

/**
 * Waits (up to two minutes) for the machine to settle after start-up and the build before the
 * first Lighthouse run: Lighthouse multiplies every task by its CPU throttle, so the build's tail
 * would show up as the first route's blocking time.
 */
async function settle() {
  // Three quarters of the cores busy on average over the last minute (1.5 on this 2-core machine).
  const quiet = availableParallelism() * 0.75;
  let waited = 0;
  for (; loadavg()[0] >= quiet && waited < 120_000; waited += 5_000) {
    if (waited === 0) console.error(`waiting for the machine to settle (load ${loadavg()[0].toFixed(2)}, until under ${quiet})`);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
  if (loadavg()[0] >= quiet) console.error(`going on after two minutes at a load of ${loadavg()[0].toFixed(2)}: expect noisy TBT`);
}

/**
 * One Lighthouse run in a fresh Chromium: its report with Lighthouse's fixed 4x CPU slowdown and
 * the same page load audited with the slowdown calibrated from the run's own benchmarkIndex
 * (bench-calibration.mjs); or the error Lighthouse itself reports.
 */
async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({ chromePath: lab.chromePath, chromeFlags });
  try {
    const flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] };
    const { lhr, artifacts } = await lighthouse(url, { ...flags, port: chrome.port });
    if (lhr.runtimeError) return { runtimeError: lhr.runtimeError };
    const calibrated = await calibratedAudit(artifacts, flags);
    return {
      uncalibrated: lhr,
      calibrated: calibrated.lhr,
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      multiplier: calibrated.multiplier,
      tooSlow: calibrated.tooSlow,
      thread: mainThreadTime(artifacts.Trace.traceEvents, calibrated.multiplier),
    };
  } finally {
    await chrome.kill();
  }
}

const median = (sorted) => sorted[Math.floor(sorted.length / 2)];

/** Lighthouse's median run's scores and LCP, and the runs' median TBT: one throttling's figures. */
function summary(lhrs) {
  const { categories, audits } = computeMedianRun(lhrs);
  const tbts = lhrs.map((run) => Math.round(run.audits['total-blocking-time'].numericValue)).sort((a, b) => a - b);
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    bestPractices: Math.round(categories['best-practices'].score * 100),
    seo: Math.round(categories.seo.score * 100),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    // The median run is chosen by FCP and TTI, not TBT: TBT gets its own median.
    tbtMs: median(tbts),
    tbtRangeMs: [tbts[0], tbts[tbts.length - 1]],
    cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    failingAudits: Object.values(audits)
      .filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 1 &&
          audit.scoreDisplayMode !== 'informative' &&
          audit.scoreDisplayMode !== 'notApplicable' &&
          audit.scoreDisplayMode !== 'manual',
      )
      .map((audit) => audit.id),
  };
}

/**
 * Lighthouse's own advice for its run-to-run variance: run several times and keep the median run
 * (by FCP and TTI, its computeMedianRun). A run Lighthouse reports as broken (e.g. NO_NAVSTART,
 * "please run Lighthouse again") is run again.
 */
async function lighthouseRoute(baseUrl, route) {
  const runs = [];
  // The machine's load as each run starts: Lighthouse multiplies every task by its CPU throttle, so
  // a run beside other work shows blocking time that is not the page's.
  const loads = [];
  // Not counted: it records the page's responses in the replay server (a cold worker's first
  // render and a cold browser binary are no visitor's).
  await lighthouseRun(`${baseUrl}${route}`);
  for (let attempt = 0; runs.length < lighthouseRuns && attempt < lighthouseRuns * 2; attempt++) {
    const load = loadavg()[0];
    const run = await lighthouseRun(`${baseUrl}${route}`);
    if (run.runtimeError) console.error(`${route}: Lighthouse run failed (${run.runtimeError.code}), running again`);
    else {
      runs.push(run);
      loads.push(load);
    }
  }
  if (runs.length === 0) throw new Error(`${route}: every Lighthouse run failed`);
  // Every run, in the order run: the targets hold in each of them, not only in the median.
  const perRun = runs.map((run, index) => ({
    tbtMs: Math.round(run.calibrated.audits['total-blocking-time'].numericValue),
    uncalibratedTbtMs: Math.round(run.uncalibrated.audits['total-blocking-time'].numericValue),
    cls: Number(run.calibrated.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    benchmarkIndex: run.benchmarkIndex,
    cpuSlowdown: run.multiplier,
    // The main thread's own CPU time from FCP on, its longest task's, and the blocking time those
    // make at the calibrated slowdown: what others' load cannot stretch (bench-thread-time.mjs).
    thread: run.thread,
    load1: Number(loads[index].toFixed(2)),
  }));
  if (runs.some((run) => run.tooSlow))
    console.error(`${route}: benchmarkIndex under 150 in some runs: too slow to emulate the phone, not throttled`);
  return {
    runs: runs.length,
    // The figures the targets hold for: the same phone on any machine.
    ...summary(runs.map((run) => run.calibrated)),
    // Lighthouse's default 4x, beside them (what earlier tables showed).
    uncalibrated: summary(runs.map((run) => run.uncalibrated)),
    perRun,
  };
}

const brotli = (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength;

function kindOf(resourceType, url) {
  if (resourceType === 'document') return 'html';
  if (resourceType === 'stylesheet') return 'css';
  if (resourceType === 'script') return 'js';
  if (resourceType === 'image' || /\.(svg|png|jpe?g|webp|avif|ico)$/.test(url)) return 'images';
  if (resourceType === 'font') return 'fonts';
  return 'other';
}

/** Every same-origin response of a first visit (no cache), brotli-compressed as Cloudflare would send it. */
async function firstLoadBytes(browser, baseUrl, route) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const responses = [];
  page.on('response', (response) => responses.push(response));
  await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
  const totals = { html: 0, css: 0, js: 0, images: 0, fonts: 0, other: 0, requests: 0 };
  for (const response of responses) {
    const url = response.url();
    if (!url.startsWith(baseUrl) || url.endsWith('/api/analytics')) continue;
    const body = await response.body().catch(() => null);
    if (!body) continue;
    totals[kindOf(response.request().resourceType(), url)] += brotli(body);
    totals.requests += 1;
  }
  await context.close();
  return totals;
}

/** A DXF as CAD programs write it (one group code or value a line), `bytes` long. */
function generatedDxf(bytes) {
  const lines = ['  0', 'SECTION', '  2', 'ENTITIES'];
  let length = 0;
  for (let i = 0; length < bytes; i++) {
    const entity = `  0\nLINE\n  8\nFRAME-${i % 12}\n 10\n${(i * 37.5) % 6000}\n 20\n${(i * 12.25) % 3000}\n 11\n${(i * 41.75) % 6000}\n 21\n${(i * 9.5) % 3000}`;
    lines.push(entity);
    length += entity.length + 1;
  }
  return Buffer.from(`${lines.join('\n')}\n`).subarray(0, bytes);
}

/**
 * The 390 px form on a throttled uplink (CDP Network.emulateNetworkConditions): seconds from
 * choosing the DXF to the worker's 201 for its stored upload, with the bytes that went up.
 */
async function dxfUpload(browser, baseUrl) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/contact`);
  await page.locator('#quote').scrollIntoViewIfNeeded();
  await page.locator('#quote form[data-ready]').waitFor({ timeout: 30_000 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: (uploadKbps * 1000) / 8,
  });
  const stored = page.waitForResponse((response) => response.url() === `${baseUrl}/api/storage` && response.request().method() === 'POST', {
    timeout: 120_000,
  });
  const started = performance.now();
  await page
    .locator('#quote input[type="file"]')
    .setInputFiles([{ name: 'frame-5mb.dxf', mimeType: 'image/vnd.dxf', buffer: generatedDxf(dxfBytes) }]);
  const response = await stored;
  const seconds = Number(((performance.now() - started) / 1000).toFixed(1));
  if (response.status() !== 201) throw new Error(`the DXF upload answered ${response.status()}`);
  const sentBytes = Number((await response.request().allHeaders())['content-length']);
  await context.close();
  return {
    seconds,
    sentBytes,
    fileBytes: dxfBytes,
    uploadKbps,
    rawFloorSeconds: Number(((dxfBytes * 8) / (uploadKbps * 1000)).toFixed(1)),
  };
}

const uploadLine = (u) =>
  `5 MB DXF upload at ${u.uploadKbps} kbps: ${u.seconds} s from choosing it to stored (${kb(u.sentBytes)} sent; raw floor ${u.rawFloorSeconds} s, target ${targets.dxfUploadSeconds} s)${u.seconds > targets.dxfUploadSeconds ? ' OVER TARGET' : ''}`;

async function load(url) {
  const result = await autocannon({ url, connections: loadConnections, duration: loadSeconds });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * POST /api/quotes as a visitor's form sends it, one after another, each with its own form
 * id and client address (so neither idempotency nor the per-address rate limit answers early).
 * The local worker's always-pass Turnstile secret passes the token without calling siteverify.
 */
async function submissionLatency(baseUrl) {
  let sent = 0;
  const submit = async () => {
    sent += 1;
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/quotes`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Idempotency-Key': crypto.randomUUID(),
        'cf-connecting-ip': `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
      },
      body: JSON.stringify(benchQuote({ name: 'Bench Visitor', email: 'bench@test.example' }, { turnstileToken: 'XXXX.DUMMY.TOKEN.XXXX' })),
    });
    await response.arrayBuffer();
    if (response.status !== 201) throw new Error(`submission answered ${response.status}`);
    return performance.now() - started;
  };
  // Not counted: the first requests pay for compiling the worker's code paths.
  for (let i = 0; i < 10; i++) await submit();
  const latencies = [];
  for (let i = 0; i < submissions; i++) latencies.push(await submit());
  latencies.sort((a, b) => a - b);
  const ms = (value) => Number(value.toFixed(1));
  return { submissions, p50Ms: ms(percentile(latencies, 50)), p99Ms: ms(percentile(latencies, 99)), maxMs: ms(latencies.at(-1)) };
}

const submissionLine = (s) =>
  `quote submission (${s.submissions} sequential POST /api/quotes): p50 ${s.p50Ms} ms p99 ${s.p99Ms} ms max ${s.maxMs} ms`;

/** Migrations applied and 365 days of rollups ending yesterday seeded, before the worker starts. */
async function seedOverview(persistDir) {
  const migrate = spawnSync('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistDir], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
  });
  if (migrate.status !== 0) throw new Error(`migrations failed:\n${migrate.stdout}${migrate.stderr}`);
  await seedAnalytics({ persistTo: persistDir, days: 365 });
}

/** GET /admin for a preset and a custom range, signed in, one after another: p50 and p95 of each. */
async function overviewLatency(baseUrl) {
  const login = await fetch(`${baseUrl}/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: baseUrl },
    body: new URLSearchParams({ password: localAdminPassword, next: '/admin' }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .find((pair) => pair.includes('admin_session'));
  if (login.status !== 303 || !cookie) throw new Error(`sign-in answered ${login.status}`);
  const day = (daysAgo) => new Date(Date.now() + 8 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const pages = { '365 days': '/admin?days=365', [`custom ${day(200)} to ${day(20)}`]: `/admin?from=${day(200)}&to=${day(20)}` };
  const results = {};
  for (const [name, url] of Object.entries(pages)) {
    const get = async () => {
      const started = performance.now();
      const response = await fetch(`${baseUrl}${url}`, { headers: { Cookie: cookie } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
      return performance.now() - started;
    };
    // Not counted: the first requests compile the worker's code paths.
    for (let i = 0; i < 3; i++) await get();
    const latencies = [];
    for (let i = 0; i < overviewRuns; i++) latencies.push(await get());
    latencies.sort((a, b) => a - b);
    results[name] = {
      runs: overviewRuns,
      p50Ms: Number(percentile(latencies, 50).toFixed(1)),
      p95Ms: Number(percentile(latencies, 95).toFixed(1)),
    };
  }
  return results;
}

const overviewLines = (overview) =>
  Object.entries(overview).map(
    ([name, o]) =>
      `overview ${name} (${o.runs} sequential GET /admin): p50 ${o.p50Ms} ms p95 ${o.p95Ms} ms (target p50 < ${targets.overviewP50Ms} ms)${o.p50Ms >= targets.overviewP50Ms ? ' OVER TARGET' : ''}`,
  );

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const wrangler = (args) => {
  const run = spawnSync('npx', ['wrangler', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  });
  if (run.status !== 0) throw new Error(`wrangler ${args.join(' ')} failed:\n${run.stdout}${run.stderr}`);
  return run.stdout;
};

/**
 * The worker as `wrangler deploy` would upload it (minified, per wrangler.toml): its modules
 * gzipped, and the start-up time `wrangler check startup` profiles locally (CPU time while the
 * global scope runs). Start-up on this shared machine is noisy: the fastest of several runs is
 * the figure, the median beside it.
 */
async function workerBundle() {
  const dir = await mkdtemp(path.join(tmpdir(), 'stainless-worker-'));
  try {
    wrangler(['deploy', '--dry-run', '--outdir', path.join(dir, 'out'), '--outfile', path.join(dir, 'worker.bundle')]);
    let bytes = 0;
    for (const name of await readdir(path.join(dir, 'out'))) {
      if (/\.(m?js|wasm)$/.test(name)) bytes += (await readFile(path.join(dir, 'out', name))).byteLength;
    }
    const gzipBytes = workerGzipBytes(path.join(dir, 'out'));
    const onDemandBytes = onDemandGzipBytes(path.join(dir, 'out'));
    const startups = [];
    for (let run = 0; run < startupRuns; run++) {
      const output = wrangler([
        'check',
        'startup',
        '--worker',
        path.join(dir, 'worker.bundle'),
        '--outfile',
        path.join(dir, 'startup.cpuprofile'),
      ]);
      const active = /Active: ([\d.]+) ms/.exec(output);
      if (!active) throw new Error(`wrangler check startup printed no start-up time:\n${output}`);
      startups.push(Number(active[1]));
    }
    startups.sort((a, b) => a - b);
    return {
      bytes,
      gzipBytes,
      onDemandGzipBytes: onDemandBytes,
      startupMs: startups[0],
      startupMedianMs: startups[Math.floor(startups.length / 2)],
      startupRuns,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const workerOverBudget = (w) =>
  [
    w.gzipBytes > targets.workerGzipBytes && `gzip over ${kb(targets.workerGzipBytes)}`,
    w.startupMs > targets.workerStartupMs && `start-up over ${targets.workerStartupMs} ms`,
    ...Object.entries(w.onDemandGzipBytes).map(
      ([name, size]) => !(size <= onDemandGzipBudgetBytes[name]) && `${name} over ${kb(onDemandGzipBudgetBytes[name] ?? 0)}`,
    ),
  ].filter(Boolean);

function workerLine(w) {
  const over = workerOverBudget(w);
  return `worker: ${kb(w.bytes)} minified, ${kb(w.gzipBytes)} gzip (budget ${kb(targets.workerGzipBytes)}); start-up ${w.startupMs} ms fastest of ${w.startupRuns}, median ${w.startupMedianMs} ms (budget ${targets.workerStartupMs} ms)${over.length ? ` OVER BUDGET: ${over.join(', ')}` : ''}`;
}

/** Each module the worker loads on demand: not in what every request loads, so it has a budget of its own. */
const onDemandLine = (w) =>
  Object.entries(w.onDemandGzipBytes)
    .map(([name, size]) => `loaded on demand: ${name} ${kb(size)} gzip (budget ${kb(onDemandGzipBudgetBytes[name] ?? 0)})`)
    .join('\n');

const pdfOverTarget = (p) => p.lines100.p50Ms > targets.pdf100LinesP50Ms;

const pdfLine = (p) =>
  `quotation PDF in workerd (${p.runs} renders each, round trip on loopback; an empty request ${p.emptyRequestP50Ms} ms): first ${p.firstRenderMs} ms (loads the module), 10 lines p50 ${p.lines10.p50Ms} ms (${kb(p.lines10.pdfBytes)}), 100 lines p50 ${p.lines100.p50Ms} ms max ${p.lines100.maxMs} ms (${kb(p.lines100.pdfBytes)}; target ${targets.pdf100LinesP50Ms} ms)${pdfOverTarget(p) ? ' OVER TARGET' : ''}`;

/** The route's targets its Lighthouse runs or its first-load JavaScript miss (empty when all hold). */
function routeMisses(l, b, reference) {
  const misses = [];
  if (reference && l.tbtMs - reference.tbtMs > targets.tbtOverReferenceMs)
    misses.push(`median TBT ${l.tbtMs - reference.tbtMs} ms above the reference page's (at most ${targets.tbtOverReferenceMs})`);
  const overTbt = l.perRun.filter((run) => run.tbtMs > targets.tbtMs).length;
  const shifted = l.perRun.filter((run) => run.cls > targets.cls).length;
  if (overTbt) misses.push(`TBT over ${targets.tbtMs} ms in ${overTbt} of ${l.perRun.length} runs`);
  if (shifted) misses.push(`CLS over ${targets.cls} in ${shifted} of ${l.perRun.length} runs`);
  if (b.js > targets.firstLoadJsBrotliBytes) misses.push(`first-load JS ${b.js} B over ${targets.firstLoadJsBrotliBytes} B`);
  return misses;
}

/** "TBT 12 / 30 / 45 ms (4x: 30 / 70 / 90), CLS 0 / 0 / 0, ...": each run of a route, in the order run. */
const perRunLine = (l) =>
  `TBT ${l.perRun.map((run) => run.tbtMs).join(' / ')} ms (4x: ${l.perRun.map((run) => run.uncalibratedTbtMs).join(' / ')}), CLS ${l.perRun.map((run) => run.cls).join(' / ')}, benchmarkIndex ${l.perRun.map((run) => run.benchmarkIndex).join(' / ')} (slowdown ${l.perRun.map((run) => `${run.cpuSlowdown}x`).join(' / ')}), load ${l.perRun.map((run) => run.load1).join(' / ')}; main thread's own CPU ${l.perRun.map((run) => run.thread.cpuMs).join(' / ')} ms, longest task ${l.perRun.map((run) => run.thread.longestTaskMs).join(' / ')} ms, blocking ${l.perRun.map((run) => run.thread.blockingMs).join(' / ')} ms`;

/** The machine as Lighthouse measured it in every run of a table: what its figures mean. */
function machineLine(perRoute) {
  const runs = Object.values(perRoute).flatMap(({ lighthouse: l }) => l.perRun);
  const indexes = runs.map((run) => run.benchmarkIndex).sort((a, b) => a - b);
  const slowdowns = runs.map((run) => run.cpuSlowdown).sort((a, b) => a - b);
  return `benchmarkIndex median ${median(indexes)} (${indexes[0]} to ${indexes.at(-1)} over ${runs.length} runs): CPU slowdown calibrated to ${median(slowdowns)}x (${slowdowns[0]}x to ${slowdowns.at(-1)}x; Lighthouse's default 4x in the uncalibrated figures)`;
}

/**
 * The customer's quotation page is never indexed (noindex, by design), which Lighthouse's SEO
 * category counts against it: that one audit is reported, not scored.
 */
function quotationLine(l, page = 'quotation page') {
  const failing = l.failingAudits.filter((audit) => audit !== 'is-crawlable');
  return `customer's ${page}: perf ${l.performance} a11y ${l.accessibility} bp ${l.bestPractices} seo ${l.seo} (is-crawlable fails by design: noindex) LCP ${l.lcpMs} ms TBT ${l.tbtMs} ms CLS ${l.cls}${failing.length ? `; below 100: ${failing.join(', ')}` : ''}`;
}

const lighthouseCells = (l) =>
  `${String(l.performance).padEnd(4)} ${String(l.accessibility).padEnd(4)} ${String(l.bestPractices).padEnd(3)} ${String(l.seo).padEnd(4)} ${String(l.lcpMs).padEnd(7)} ${`${l.tbtMs} (${l.tbtRangeMs.join('-')})`.padEnd(13)} ${String(l.cls).padEnd(6)}`;

/**
 * The per-route table: Lighthouse's median run with the calibrated CPU slowdown, the same runs at
 * Lighthouse's default 4x under it, each run's TBT and CLS, first-load bytes; the reference page
 * first. Exit code 1 on a missed target.
 */
function printRoutes(perRoute, reference) {
  console.log(
    `\nLighthouse: median of ${lighthouseRuns} runs per route after one not counted; ${lab.line}; ${machineLine({ reference: { lighthouse: reference.lighthouse }, noScript: { lighthouse: reference.noScript }, ...perRoute })}`,
  );
  console.log('route      perf a11y bp  seo  LCP ms  TBT ms (range) CLS    HTML     CSS      JS       images   reqs');
  const r = reference.lighthouse;
  const referenceRows = [
    ['reference', r, `a small React tree hydrating; script ${kb(reference.scriptBrotliBytes)} brotli`],
    ['no script', reference.noScript, 'the same page without its script: what this machine gives a page that runs nothing'],
  ];
  for (const [name, l, what] of referenceRows) {
    console.log(`${name.padEnd(10)} ${lighthouseCells(l)} (${what})`);
    console.log(`           at 4x:     ${lighthouseCells(l.uncalibrated)}`);
    console.log(`           each run: ${perRunLine(l)}`);
  }
  for (const [route, { lighthouse: l, bytes: b }] of Object.entries(perRoute)) {
    console.log(
      `${route.padEnd(10)} ${lighthouseCells(l)} ${kb(b.html).padEnd(8)} ${kb(b.css).padEnd(8)} ${kb(b.js).padEnd(8)} ${kb(b.images).padEnd(8)} ${b.requests}`,
    );
    console.log(`           at 4x:     ${lighthouseCells(l.uncalibrated)}`);
    const misses = routeMisses(l, b, r);
    console.log(`           each run: ${perRunLine(l)}${misses.length ? `; MISSED: ${misses.join(', ')}` : ''}`);
    if (l.failingAudits.length) console.log(`           below 100: ${l.failingAudits.join(', ')}`);
    if (misses.length) process.exitCode = 1;
  }
}

/** The reference page (bench-reference.mjs) and the same page without its script, measured as a route is. */
async function referenceRoute() {
  const page = await startReferencePage();
  try {
    return {
      lighthouse: await lighthouseRoute(page.url, ''),
      noScript: await lighthouseRoute(page.noScriptUrl, ''),
      scriptBrotliBytes: page.scriptBrotliBytes,
    };
  } finally {
    await page.stop();
  }
}

const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex >= 0 ? process.argv[onlyIndex + 1] : undefined;
const alone = [
  'submission',
  'worker',
  'pdf',
  'bytes',
  'pages',
  'overview',
  'upload',
  'load',
  'quotation',
  'leads-search',
  'jobs-board',
  'order',
];
if (only !== undefined && !alone.includes(only)) throw new Error(`--only ${only}: the measurements that run alone are ${alone.join(', ')}`);

// `--only pages` measures these routes alone (`--routes /a,/b`; every route when not given).
const routesIndex = process.argv.indexOf('--routes');
const pageRoutes = routesIndex >= 0 ? process.argv[routesIndex + 1].split(',') : routes;

async function main() {
  if (only === 'worker') {
    const worker = await workerBundle();
    console.log(workerLine(worker));
    console.log(onDemandLine(worker));
    console.log(JSON.stringify({ at: new Date().toISOString(), node: process.version, worker }));
    if (workerOverBudget(worker).length) process.exitCode = 1;
    return;
  }
  if (only === 'pdf') {
    const build = spawnSync('node', ['scripts/build-worker-modules.mjs'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
    const pdf = await pdfRender();
    console.log(pdfLine(pdf));
    console.log(JSON.stringify({ at: new Date().toISOString(), node: process.version, pdf }));
    if (pdfOverTarget(pdf)) process.exitCode = 1;
    return;
  }
  const build = spawnSync('node', ['scripts/build-client.mjs'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const manifest = JSON.parse(await readFile(path.join(root, 'dist/manifest.json'), 'utf8'));
  const running = await startWorker(only === 'overview' ? seedOverview : undefined);
  const { baseUrl, persistDir, stop } = running;
  try {
    if (only === 'overview') {
      const overview = await overviewLatency(baseUrl);
      for (const line of overviewLines(overview)) console.log(line);
      console.log(JSON.stringify({ at: new Date().toISOString(), node: process.version, overview }));
      if (Object.values(overview).some((o) => o.p50Ms >= targets.overviewP50Ms)) process.exitCode = 1;
      return;
    }
    if (only === 'load') {
      const result = await mixedLoad(baseUrl, persistDir);
      console.log(mixedLoadLine(result));
      if (mixedLoadFailed(result)) process.exitCode = 1;
      return;
    }
    if (only === 'quotation') {
      const route = seedQuotationPage(persistDir);
      const quotation = await withPageLab(running, (labUrl) => lighthouseRoute(labUrl, route));
      console.log(quotationLine(quotation));
      console.log(JSON.stringify({ at: new Date().toISOString(), node: process.version, quotation }));
      return;
    }
    if (only === 'order') {
      const route = await seedOrderPage(baseUrl, persistDir, chromePath);
      await settle();
      const order = await withPageLab(running, (labUrl) => lighthouseRoute(labUrl, route));
      console.log(`${quotationLine(order, 'order page')} (load ${loadavg()[0].toFixed(2)})`);
      console.log(JSON.stringify({ at: new Date().toISOString(), node: process.version, order }));
      if ([order.performance, order.accessibility, order.bestPractices].some((score) => score < targets.lighthouseScore))
        process.exitCode = 1;
      return;
    }
    if (only === 'leads-search') {
      const leadsSearch = await leadsSearchLatency(baseUrl, persistDir);
      for (const line of leadsSearchLines(leadsSearch)) console.log(line);
      console.log(JSON.stringify({ at: new Date().toISOString(), node: process.version, leadsSearch }));
      if (leadsSearchFailed(leadsSearch)) process.exitCode = 1;
      return;
    }
    if (only === 'jobs-board') {
      const jobsBoard = await jobsBoardLatency(baseUrl, persistDir);
      console.log(jobsBoardLine(jobsBoard));
      console.log(JSON.stringify({ at: new Date().toISOString(), node: process.version, jobsBoard }));
      if (jobsBoardFailed(jobsBoard)) process.exitCode = 1;
      return;
    }
    if (only === 'submission') {
      const submission = await submissionLatency(baseUrl);
      console.log(submissionLine(submission));
      console.log(JSON.stringify({ at: new Date().toISOString(), node: process.version, submission }));
      return;
    }
    // Opened only once the Lighthouse runs are over: an idle browser beside them is one more set of
    // processes taking turns on the cores.
    const openBrowser = () =>
      chromium.launch({ executablePath: chromePath, args: chromeFlags.filter((flag) => flag !== '--headless=new') });
    if (only === 'upload') {
      const browser = await openBrowser();
      const upload = await dxfUpload(browser, baseUrl);
      console.log(uploadLine(upload));
      await browser.close();
      return;
    }
    if (only === 'pages') {
      await settle();
      const perRoute = {};
      const reference = await withPageLab(running, async (labUrl) => {
        const measured = await referenceRoute();
        for (const route of pageRoutes) perRoute[route] = { lighthouse: await lighthouseRoute(labUrl, route) };
        return measured;
      });
      const browser = await openBrowser();
      for (const route of pageRoutes) perRoute[route].bytes = await firstLoadBytes(browser, baseUrl, route);
      await browser.close();
      printRoutes(perRoute, reference);
      return;
    }
    if (only === 'bytes') {
      const browser = await openBrowser();
      for (const route of routes) {
        const b = await firstLoadBytes(browser, baseUrl, route);
        const over = b.js > targets.firstLoadJsBrotliBytes;
        console.log(
          `${route.padEnd(30)} HTML ${kb(b.html).padEnd(8)} JS ${kb(b.js).padEnd(8)} (${b.js} B; budget ${targets.firstLoadJsBrotliBytes} B)${over ? ' OVER BUDGET' : ''}`,
        );
        if (over) process.exitCode = 1;
      }
      await browser.close();
      return;
    }
    await settle();
    const perRoute = {};
    let quotation;
    const reference = await withPageLab(running, async (labUrl) => {
      const measured = await referenceRoute();
      for (const route of routes) perRoute[route] = { lighthouse: await lighthouseRoute(labUrl, route) };
      quotation = await lighthouseRoute(labUrl, seedQuotationPage(persistDir));
      return measured;
    });
    const browser = await openBrowser();
    for (const route of routes) perRoute[route].bytes = await firstLoadBytes(browser, baseUrl, route);
    const upload = await dxfUpload(browser, baseUrl);
    await browser.close();

    const home = await load(`${baseUrl}/`);
    const asset = await load(`${baseUrl}${manifest.stylesheet}`);
    const server = {
      home,
      staticAsset: asset,
      homeToAssetP50Ratio: Number((home.p50Ms / Math.max(asset.p50Ms, 0.001)).toFixed(2)),
      seconds: loadSeconds,
      connections: loadConnections,
    };
    const submission = await submissionLatency(baseUrl);
    const mixed = await mixedLoad(baseUrl, persistDir);
    const worker = await workerBundle();
    // workerBundle's dry run built src/worker/generated/, as a deploy does.
    const pdf = await pdfRender();

    const results = {
      at: new Date().toISOString(),
      node: process.version,
      targets,
      reference,
      routes: perRoute,
      quotation,
      server,
      submission,
      mixedLoad: mixed,
      upload,
      worker,
      pdf,
    };
    printRoutes(perRoute, reference);
    console.log(
      `\nserver (${loadSeconds} s, ${loadConnections} connections): Home ${home.requestsPerSecond} req/s p50 ${home.p50Ms} ms p99 ${home.p99Ms} ms; static asset ${asset.requestsPerSecond} req/s p50 ${asset.p50Ms} ms p99 ${asset.p99Ms} ms; Home/asset p50 ratio ${server.homeToAssetP50Ratio}`,
    );
    console.log(quotationLine(quotation));
    console.log(submissionLine(submission));
    console.log(uploadLine(upload));
    console.log(mixedLoadLine(mixed));
    console.log(workerLine(worker));
    console.log(onDemandLine(worker));
    console.log(pdfLine(pdf));
    if (workerOverBudget(worker).length || pdfOverTarget(pdf) || mixedLoadFailed(mixed)) process.exitCode = 1;

    await mkdir(path.join(root, 'bench/results'), { recursive: true });
    const json = `${JSON.stringify(results, null, 2)}\n`;
    await writeFile(path.join(root, 'bench/results/latest.json'), json);
    await writeFile(path.join(root, `bench/results/${results.at.slice(0, 19).replace(/[:T]/g, '-')}.json`), json);
  } finally {
    await stop();
  }
}

await main();
