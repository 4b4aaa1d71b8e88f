// `npm run bench -- --only load`: 30 s of mixed traffic at 50 connections against the local
// worker (loopback only): pages, analytics beacons, and quote requests (bot check, a small
// drawing, the request). It fails on any 5xx, network error or refused beacon, and on any quote
// the worker accepted that is not in D1 afterwards with its drawing.
import { benchQuote } from './bench-quote.mjs';
import { openLocalD1 } from './local-d1.mjs';

const pages = ['/', '/about', '/services', '/clients', '/contact', '/privacy', '/no-such-page'];
const drawing = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const phoneUserAgent = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** Each simulated visitor has its own address, as real ones do, so the per-IP limits stay realistic. */
const visitorIp = (connection) => `10.77.${Math.floor(connection / 200)}.${connection % 200}`;
/** And its own tracker id, in the UUID form the tracker makes (the beacon schema refuses anything else). */
const visitorId = (connection) => `00000000-0000-4000-8000-${String(connection).padStart(12, '0')}`;

function count(tally, status) {
  tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
}

async function quote(baseUrl, ip, tally) {
  const draftId = crypto.randomUUID();
  // The form swaps the widget's token for a ticket first (the development shortcut passes the dummy token).
  const check = await fetch(`${baseUrl}/api/bot-check`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Quote-Draft': draftId, 'cf-connecting-ip': ip },
    body: JSON.stringify({ token: 'XXXX.DUMMY.TOKEN.XXXX' }),
  });
  count(tally, check.status);
  if (check.status !== 200) return check.body?.cancel();
  const { ticket } = await check.json();
  const upload = await fetch(`${baseUrl}/api/storage`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/pdf',
      'X-File-Name': 'load-test.pdf',
      'X-Quote-Draft': draftId,
      'X-Bot-Ticket': ticket,
      'cf-connecting-ip': ip,
    },
    body: drawing,
  });
  count(tally, upload.status);
  if (upload.status !== 201) return upload.body?.cancel();
  const { upload: stored } = await upload.json();
  const response = await fetch(`${baseUrl}/api/quotes`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': draftId, 'cf-connecting-ip': ip },
    body: JSON.stringify(
      benchQuote({ name: 'Load Test Visitor', email: 'load@test.example' }, { attachments: [stored.id], botTicket: ticket }),
    ),
  });
  count(tally, response.status);
  if (response.status === 201) tally.accepted.push(draftId);
  else await response.body?.cancel();
}

async function beacon(baseUrl, ip, userId, tally) {
  const response = await fetch(`${baseUrl}/api/analytics`, {
    method: 'POST',
    // What the browser adds to a beacon from one of the site's pages.
    headers: {
      'Content-Type': 'application/json',
      Origin: baseUrl,
      'Sec-Fetch-Site': 'same-origin',
      'cf-connecting-ip': ip,
      'User-Agent': phoneUserAgent,
    },
    body: JSON.stringify({
      category: 'page',
      action: 'view',
      path: '/services',
      timestamp: Date.now(),
      userId,
      sessionId: crypto.randomUUID(),
    }),
  });
  count(tally, response.status);
  if (!response.ok) tally.refusedBeacons += 1;
  await response.body?.cancel();
}

async function page(baseUrl, ip, tally, n) {
  const response = await fetch(`${baseUrl}${pages[n % pages.length]}`, { headers: { 'cf-connecting-ip': ip } });
  count(tally, response.status);
  await response.arrayBuffer();
}

/** Runs the traffic; what it met, and the accepted quotes missing from D1 or without their drawing. */
export async function mixedLoad(baseUrl, persistDir, { seconds = 30, connections = 50 } = {}) {
  const tally = { statuses: {}, accepted: [], networkErrors: 0, refusedBeacons: 0 };
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, connection) => {
      const ip = visitorIp(connection);
      for (let n = 0; Date.now() < deadline; n++) {
        try {
          if (n % 10 === 3) await quote(baseUrl, ip, tally);
          else if (n % 10 < 3) await beacon(baseUrl, ip, visitorId(connection), tally);
          else await page(baseUrl, ip, tally, n + connection);
        } catch {
          tally.networkErrors += 1;
        }
      }
    }),
  );
  const database = openLocalD1(persistDir);
  const stored = database
    .prepare(
      "SELECT l.idempotency_key AS key, COUNT(u.id) AS files FROM leads l LEFT JOIN uploads u ON u.lead_id = l.id WHERE l.full_name = 'Load Test Visitor' GROUP BY l.id",
    )
    .all();
  database.close();
  const files = new Map(stored.map((row) => [row.key, row.files]));
  const lost = tally.accepted.filter((draftId) => files.get(draftId) !== 1);
  return {
    seconds,
    connections,
    statuses: tally.statuses,
    accepted: tally.accepted.length,
    refusedBeacons: tally.refusedBeacons,
    networkErrors: tally.networkErrors,
    lost,
  };
}

export const mixedLoadFailed = (result) =>
  Object.keys(result.statuses).some((status) => Number(status) >= 500) ||
  result.networkErrors > 0 ||
  result.refusedBeacons > 0 ||
  result.lost.length > 0 ||
  result.accepted < 20;

export const mixedLoadLine = (result) =>
  `mixed load (${result.seconds} s, ${result.connections} connections): statuses ${JSON.stringify(result.statuses)}, ${result.accepted} quotes accepted, ${result.lost.length} lost, ${result.refusedBeacons} beacons refused, ${result.networkErrors} network errors`;
