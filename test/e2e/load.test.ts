// 30 s of mixed traffic at 50 connections against the local worker (loopback only, bounded):
// pages, analytics beacons, and quote requests (bot check, a small drawing, the request). No 5xx, and every quote
// the worker accepted is in D1 afterwards with its drawing.
import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser';
import { queryD1 } from './local-state';

const durationMs = 30_000;
const connections = 50;
const pages = ['/', '/about', '/services', '/clients', '/contact', '/privacy', '/no-such-page'];
const drawing = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

/** Each simulated visitor has its own address, as real ones do, so the per-IP limits stay realistic. */
const visitorIp = (connection: number) => `10.77.${Math.floor(connection / 200)}.${connection % 200}`;

interface Tally {
  statuses: Map<number, number>;
  accepted: { draftId: string; reference: string }[];
  networkErrors: number;
}

async function quote(ip: string, tally: Tally) {
  const draftId = crypto.randomUUID();
  // The form swaps the widget's token for a ticket first (the development shortcut passes the dummy token).
  const check = await fetch(`${baseUrl}/api/bot-check`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Quote-Draft': draftId, 'cf-connecting-ip': ip },
    body: JSON.stringify({ token: 'XXXX.DUMMY.TOKEN.XXXX' }),
  });
  count(tally, check.status);
  if (check.status !== 200) return check.body?.cancel();
  const { ticket } = (await check.json()) as { ticket: string };
  const upload = await fetch(`${baseUrl}/api/storage`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/pdf', 'X-File-Name': 'load-test.pdf', 'X-Quote-Draft': draftId, 'X-Bot-Ticket': ticket, 'cf-connecting-ip': ip },
    body: drawing,
  });
  count(tally, upload.status);
  if (upload.status !== 201) return upload.body?.cancel();
  const { upload: stored } = (await upload.json()) as { upload: { id: string } };
  const response = await fetch(`${baseUrl}/api/send-email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': draftId, 'cf-connecting-ip': ip },
    body: JSON.stringify({
      fullName: 'Load Test Visitor',
      email: 'load@test.example',
      phone: '0917 000 0000',
      service: 'custom-fabrication',
      projectDetails: 'Brackets and base plates in 304, twenty pieces, to drawing.',
      grade: '304',
      finish: '2b',
      preferredContact: 'email',
      attachments: [stored.id],
      privacyConsent: true,
      botTicket: ticket,
    }),
  });
  count(tally, response.status);
  if (response.status === 201) tally.accepted.push({ draftId, reference: ((await response.json()) as { lead: { reference: string } }).lead.reference });
  else await response.body?.cancel();
}

async function beacon(ip: string, tally: Tally) {
  const response = await fetch(`${baseUrl}/api/analytics`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      // What the browser adds to a beacon from one of the site's pages.
      Origin: baseUrl,
      'Sec-Fetch-Site': 'same-origin',
      'cf-connecting-ip': ip,
      'User-Agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    },
    body: JSON.stringify({ category: 'page', action: 'view', path: '/services', timestamp: Date.now(), userId: `load-${ip.replace(/\./g, '-')}`, sessionId: crypto.randomUUID() }),
  });
  count(tally, response.status);
  await response.body?.cancel();
}

async function page(ip: string, tally: Tally, n: number) {
  const response = await fetch(`${baseUrl}${pages[n % pages.length]}`, { headers: { 'cf-connecting-ip': ip } });
  count(tally, response.status);
  await response.arrayBuffer();
}

function count(tally: Tally, status: number) {
  tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
}

describe('mixed load', () => {
  it(
    'serves 30 s of pages, beacons and quotes at 50 connections with no 5xx and no lost lead',
    async () => {
      const tally: Tally = { statuses: new Map(), accepted: [], networkErrors: 0 };
      const deadline = Date.now() + durationMs;
      await Promise.all(
        Array.from({ length: connections }, async (_, connection) => {
          const ip = visitorIp(connection);
          for (let n = 0; Date.now() < deadline; n++) {
            try {
              if (n % 10 === 3) await quote(ip, tally);
              else if (n % 10 < 3) await beacon(ip, tally);
              else await page(ip, tally, n + connection);
            } catch {
              tally.networkErrors += 1;
            }
          }
        }),
      );

      const summary = Object.fromEntries(tally.statuses);
      console.log('mixed load statuses', summary, 'accepted quotes', tally.accepted.length);
      const serverErrors = [...tally.statuses].filter(([status]) => status >= 500);
      expect(serverErrors).toEqual([]);
      expect(tally.networkErrors).toBe(0);
      expect(tally.accepted.length).toBeGreaterThan(20);

      const stored = await queryD1<{ idempotency_key: string; files: number }>(
        `SELECT l.idempotency_key, COUNT(u.id) AS files FROM leads l LEFT JOIN uploads u ON u.lead_id = l.id WHERE l.full_name = 'Load Test Visitor' GROUP BY l.id`,
      );
      const storedKeys = new Map(stored.map((row) => [row.idempotency_key, row.files]));
      for (const { draftId } of tally.accepted) expect(storedKeys.get(draftId), draftId).toBe(1);
    },
    120_000,
  );
});
