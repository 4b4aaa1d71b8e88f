// `npm run bench -- --only jobs-board`: 500 open jobs seeded into the running worker's local D1
// (each a lead with an accepted quotation version, spread over both kinds and every stage, a third
// late), then the jobs board GET /admin/jobs signed in: p50 and p95 (issue 39: p50 under 100 ms).
// Sample data only.
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { openLocalD1 } from './local-d1.mjs';
import { percentile, signIn } from './bench-leads-search.mjs';

const jobsBoardTargetP50Ms = 100;
const jobCount = 500;
const runs = Number(process.env.BENCH_JOBS_RUNS ?? 25);

const stagesOf = {
  fabrication: ['drawing-approval', 'materials', 'cutting-forming', 'welding', 'finishing', 'quality-check', 'ready'],
  supply: ['preparing', 'ready'],
};

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

function seedJobs(persistDir) {
  const db = openLocalD1(persistDir);
  const insertLead = db.prepare(
    `INSERT INTO leads (idempotency_key, created_at, full_name, company, email, phone, service, project_details, grade, finish, preferred_contact, status, paid_centavos)
     VALUES (?, ?, ?, ?, ?, '+639171234567', 'tanks-and-vessels', 'A tank.', '304', '2b', 'phone', 'won', ?) RETURNING id`,
  );
  const insertQuotation = db.prepare(
    `INSERT INTO quotations (lead_id, created_at, created_by, draft, draft_updated_at, draft_updated_by) VALUES (?, ?, 'bench', '{}', ?, 'bench') RETURNING id`,
  );
  const insertVersion = db.prepare(
    `INSERT INTO quotation_versions (quotation_id, lead_id, revision, sent_at, sent_by, token_hash, valid_until, document, total_centavos, response, responded_at)
     VALUES (?, ?, 0, ?, 'bench', ?, '2099-12-31', '{"lines":[]}', ?, 'accepted', ?) RETURNING id`,
  );
  const insertJob = db.prepare(
    `INSERT INTO jobs (lead_id, version_id, created_at, kind, stage, stage_changed_at, promised_ready_on, promised_delivery_on) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  db.exec('BEGIN');
  try {
    for (let i = 0; i < jobCount; i++) {
      const at = new Date(Date.now() - (jobCount - i) * 3_600_000).toISOString();
      const kind = i % 4 === 0 ? 'supply' : 'fabrication';
      const stages = stagesOf[kind];
      const total = 5_000_000 + (i % 37) * 250_000;
      const lead = insertLead.get(
        `bench-jobs-${randomBytes(8).toString('hex')}`,
        at,
        `Customer ${i}`,
        `Company ${i % 60}`,
        `c${i}@bench.example`,
        i % 3 === 0 ? total : total / 2,
      );
      const quotation = insertQuotation.get(lead.id, at, at);
      const version = insertVersion.get(quotation.id, lead.id, at, randomBytes(32).toString('hex'), total, at);
      // A third late (promised days past), the rest due over the coming weeks.
      const ready = i % 3 === 0 ? day(-(i % 10) - 1) : day((i % 30) + 1);
      insertJob.run(lead.id, version.id, at, kind, stages[i % stages.length], at, ready, i % 2 === 0 ? null : day((i % 30) + 3));
    }
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  } finally {
    db.close();
  }
}

/** GET /admin/jobs, one request after another: p50 and p95, and how many cards it showed. */
export async function jobsBoardLatency(baseUrl, persistDir) {
  seedJobs(persistDir);
  const cookie = await signIn(baseUrl);
  let cards = 0;
  const get = async () => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/admin/jobs`, { headers: { Cookie: cookie } });
    const html = await response.text();
    if (response.status !== 200) throw new Error(`the board answered ${response.status}`);
    cards = html.match(/ id="job-[0-9]+"/g)?.length ?? 0;
    return performance.now() - started;
  };
  // Not counted: the first requests compile the worker's code paths.
  for (let i = 0; i < 3; i++) await get();
  const latencies = [];
  for (let i = 0; i < runs; i++) latencies.push(await get());
  latencies.sort((a, b) => a - b);
  return {
    jobs: jobCount,
    cards,
    runs,
    load: Number(loadavg()[0].toFixed(2)),
    p50Ms: Number(percentile(latencies, 50).toFixed(1)),
    p95Ms: Number(percentile(latencies, 95).toFixed(1)),
  };
}

export const jobsBoardLine = (b) =>
  `jobs board with ${b.jobs} open jobs (${b.runs} sequential GET /admin/jobs, ${b.cards} cards, load ${b.load}): p50 ${b.p50Ms} ms p95 ${b.p95Ms} ms (target p50 < ${jobsBoardTargetP50Ms} ms)${b.p50Ms >= jobsBoardTargetP50Ms ? ' OVER TARGET' : ''}`;

export const jobsBoardFailed = (b) => b.p50Ms >= jobsBoardTargetP50Ms || b.cards < b.jobs;
