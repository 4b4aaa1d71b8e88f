// `npm run bench -- --only leads-search`: 10,000 leads seeded into the running worker's local D1
// (names, Philippine mobiles, emails, companies, a third with quote lines), then the leads list
// searched signed in, by a phone number as people write it, a company and a reference: p50 and
// p95 of each (issue 23: p50 under 100 ms). Sample data only.
import { randomBytes } from 'node:crypto';
import { localAdminEmail, localAdminPassword } from './local-settings.mjs';
import { openLocalD1 } from './local-d1.mjs';

const leadsSearchTargetP50Ms = 100;
const leadCount = 10_000;
const runs = Number(process.env.BENCH_SEARCH_RUNS ?? 25);

const firstNames = [
  'Maria',
  'Jose',
  'Ramon',
  'Ana',
  'Rodel',
  'Liza',
  'Mark',
  'Joy',
  'Paolo',
  'Grace',
  'Carlo',
  'Rowena',
  'Jun',
  'Kristine',
];
const lastNames = [
  'Santos',
  'Reyes',
  'Cruz',
  'Bautista',
  'Ocampo',
  'Garcia',
  'Mendoza',
  'Torres',
  'Aquino',
  'Villanueva',
  'Ramos',
  'Castillo',
];
const companyWords = [
  'Kitchens',
  'Builders',
  'Food Corp',
  'Engineering',
  'Bakery',
  'Pharma',
  'Resorts',
  'Dairy',
  'Construction',
  'Trading',
];
const services = [
  'kitchen-equipment',
  'tanks-and-vessels',
  'railings-and-architectural',
  'processing-equipment',
  'material-supply',
  'repairs',
];
const items = [
  ['pipes', 'NPS 2 Sch 10S pipe (60.3 x 2.77 mm), 6 m', 'length'],
  ['sheets-plates', 'Sheet 1.5 mm, 1219 x 2438 mm (4 x 8 ft)', 'sheet'],
  ['tubes', 'Round tube 38.1 x 1.5 mm, 6 m', 'length'],
  ['bars', 'Flat bar 5 x 50 mm, 6 m', 'length'],
];

/** A small seeded generator (mulberry32): the same leads every run. */
function generator(seed) {
  let state = seed;
  return (n) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 2 ** 32) * n);
  };
}

/** The leads, written in one transaction; what to search for, as the owner would type it. */
function seedLeads(persistDir) {
  const pick = generator(23);
  const db = openLocalD1(persistDir);
  const insertLead = db.prepare(
    `INSERT INTO leads (idempotency_key, created_at, full_name, company, email, phone, service, project_details, grade, finish, preferred_contact, status, source)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, '304', 'not-sure', 'phone', ?, ?) RETURNING id, created_at`,
  );
  const insertLine = db.prepare(
    `INSERT INTO quote_lines (lead_id, position, family, item, grade, finish, quantity, unit) VALUES (?, ?, ?, ?, '304', NULL, ?, ?)`,
  );
  const statuses = ['new', 'contacted', 'quoted', 'won', 'lost'];
  const sources = ['direct', 'google', 'facebook', 'walk-in', 'messenger'];
  const start = Date.now() - 2 * 365 * 86_400_000;
  let middle;
  db.exec('BEGIN');
  try {
    for (let i = 0; i < leadCount; i++) {
      const first = firstNames[pick(firstNames.length)];
      const last = lastNames[pick(lastNames.length)];
      const company = `${lastNames[pick(lastNames.length)]} ${companyWords[pick(companyWords.length)]}`;
      const mobile = `+639${String(100_000_000 + pick(900_000_000)).padStart(9, '0')}`;
      const row = insertLead.get(
        `bench-search-${randomBytes(8).toString('hex')}`,
        new Date(start + i * 6_300_000).toISOString(),
        `${first} ${last}`,
        company,
        `${first}.${last}${i}@${company.toLowerCase().replace(/\W+/g, '')}.example`.toLowerCase(),
        i === leadCount / 2 ? '+639182223344' : mobile,
        services[pick(services.length)],
        'Quote for stainless work at our site in Cavite; sizes on the drawing.',
        statuses[pick(statuses.length)],
        sources[pick(sources.length)],
      );
      if (i === leadCount / 2) middle = row;
      if (pick(3) === 0) {
        for (let position = 0; position <= pick(3); position++) {
          const [family, item, unit] = items[pick(items.length)];
          insertLine.run(row.id, position, family, item, 1 + pick(40), unit);
        }
      }
    }
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  } finally {
    db.close();
  }
  return {
    'phone 0918 222 3344': '0918 222 3344',
    'company Reyes Kitchens': 'Reyes Kitchens',
    reference: `Q-${middle.created_at.slice(0, 4)}-${String(middle.id).padStart(6, '0')}`,
  };
}

/** The local owner's session cookie, signed in as the dashboard's form does. */
export async function signIn(baseUrl) {
  const login = await fetch(`${baseUrl}/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: baseUrl },
    body: new URLSearchParams({ email: localAdminEmail, password: localAdminPassword, next: '/admin' }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .find((pair) => pair.includes('admin_session'));
  if (login.status !== 303 || !cookie) throw new Error(`sign-in answered ${login.status}`);
  return cookie;
}

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Each search, one request after another: p50 and p95, and how many leads it found. */
export async function leadsSearchLatency(baseUrl, persistDir) {
  const searches = seedLeads(persistDir);
  const cookie = await signIn(baseUrl);
  const results = {};
  for (const [name, q] of Object.entries(searches)) {
    let found = 0;
    const get = async () => {
      const started = performance.now();
      const response = await fetch(`${baseUrl}/admin/leads?q=${encodeURIComponent(q)}`, { headers: { Cookie: cookie } });
      const html = await response.text();
      if (response.status !== 200) throw new Error(`search ${q} answered ${response.status}`);
      found = html.match(/class="leads__reference"/g)?.length ?? 0;
      return performance.now() - started;
    };
    // Not counted: the first requests compile the worker's code paths.
    for (let i = 0; i < 3; i++) await get();
    const latencies = [];
    for (let i = 0; i < runs; i++) latencies.push(await get());
    latencies.sort((a, b) => a - b);
    results[name] = {
      q,
      found,
      runs,
      p50Ms: Number(percentile(latencies, 50).toFixed(1)),
      p95Ms: Number(percentile(latencies, 95).toFixed(1)),
    };
  }
  return { leads: leadCount, searches: results };
}

export const leadsSearchLines = ({ leads, searches }) =>
  Object.entries(searches).map(
    ([name, s]) =>
      `leads search over ${leads.toLocaleString('en-US')} leads, ${name} (${s.runs} sequential GET /admin/leads?q=, ${s.found} shown): p50 ${s.p50Ms} ms p95 ${s.p95Ms} ms (target p50 < ${leadsSearchTargetP50Ms} ms)${s.p50Ms >= leadsSearchTargetP50Ms ? ' OVER TARGET' : ''}`,
  );

export const leadsSearchFailed = ({ searches }) => Object.values(searches).some((s) => s.p50Ms >= leadsSearchTargetP50Ms || s.found === 0);
