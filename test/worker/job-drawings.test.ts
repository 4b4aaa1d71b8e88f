// Shop drawings (issue 39): the owner (or staff) sends a drawing for approval under the upload
// rules; the customer approves it or asks for changes (with a marked-up file) on the order page,
// once, on the newest revision only; the owner is alerted; moving past "Shop drawing approval"
// without an approved drawing asks the owner to confirm and records it; erasure and the export.
import { createExecutionContext, env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkerEnv } from '../../src/worker/app-env';
import worker from '../../src/worker/index';
import { personalDataExport } from '../../src/worker/leads/personal-data-export';
import { auditRows } from '../../src/worker/audit/store';
import { jobById, jobReference } from '../../src/worker/jobs/store';
import { eraseLeadData } from '../../src/worker/lead-records/erasure';
import { deleteUnclaimedFiles } from '../../src/worker/scheduled/unclaimed-files';
import { uploadLimitBytes } from '../../src/shared/upload-rules';
import { asOperator, operator, operatorEmail, postForm, signedInStaff, type OperatorSession } from './admin-helpers';
import { jpeg, png } from './image-bytes';
import { acceptedJob, customerFetch, sameSite } from './job-helpers';
import { json, mockOutbound } from './outbound';
import { runJobs } from './queue-helpers';
import { origin, requestAsSent, sampleExe, samplePdf, workerEnv } from './quote-helpers';

afterEach(() => {
  vi.restoreAllMocks();
});

let nextLead = 44_000;
const newLeadId = () => ++nextLead;

interface DrawingRowSeen {
  id: number;
  revision: number;
  r2_key: string;
  file_name: string;
  answer: string | null;
  answered_by_name: string | null;
  answered_at: string | null;
  comment: string | null;
  markup_r2_key: string | null;
  markup_file_name: string | null;
}

const drawingsOf = async (jobId: number) =>
  (await env.DB.prepare('SELECT * FROM job_drawings WHERE job_id = ? ORDER BY revision').bind(jobId).all<DrawingRowSeen>()).results;
const eventsOf = async (jobId: number) =>
  (
    await env.DB.prepare('SELECT kind, actor, detail FROM job_events WHERE job_id = ? ORDER BY id')
      .bind(jobId)
      .all<{ kind: string; actor: string; detail: string }>()
  ).results;
const objectsUnder = async (prefix: string) => (await env.UPLOADS.list({ prefix })).objects.map((object) => object.key);

function sendDrawing(session: OperatorSession, jobId: number, file: { name: string; bytes: Uint8Array<ArrayBuffer> } | null, note = '') {
  const body = new FormData();
  if (file) body.set('drawing', new File([file.bytes], file.name));
  body.set('note', note);
  return asOperator(session, `/admin/jobs/${jobId}/drawings`, { method: 'POST', headers: { Origin: origin }, body });
}

const approvalRequest = (token: string, drawingId: number, name: string, headers: Record<string, string>): [string, RequestInit] => [
  `/quotation/${token}/drawings/${drawingId}/approve`,
  {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ approverName: name }),
  },
];
const approve = (token: string, drawingId: number, name = 'Ana Reyes', headers: Record<string, string> = sameSite) =>
  customerFetch(...approvalRequest(token, drawingId, name, headers));

/** A deployment with a Telegram chat for the owner's alerts. */
const withTelegram = { ...workerEnv, TELEGRAM_BOT_TOKEN: '123456:vitest-bot', TELEGRAM_CHAT_ID: '-100200300' } as WorkerEnv;
async function approveWithAlerts(token: string, drawingId: number) {
  const [path, init] = approvalRequest(token, drawingId, 'Ana Reyes', sameSite);
  const request = await requestAsSent(`${origin}${path}`, {
    redirect: 'manual',
    ...init,
    headers: { ...(init.headers as Record<string, string>), 'cf-connecting-ip': '203.0.113.44' },
  });
  return worker.fetch(request, withTelegram, createExecutionContext());
}

function askChanges(token: string, drawingId: number, comment: string, markup?: { name: string; bytes: Uint8Array<ArrayBuffer> }) {
  const body = new FormData();
  body.set('changesName', 'Ana Reyes');
  body.set('changesComment', comment);
  if (markup) body.set('markup', new File([markup.bytes], markup.name));
  return customerFetch(`/quotation/${token}/drawings/${drawingId}/changes`, { method: 'POST', headers: sameSite, body });
}

/** An accepted quotation's job with a first drawing sent by the owner. */
async function jobWithDrawing(owner: OperatorSession) {
  const accepted = await acceptedJob(newLeadId());
  const sent = await sendDrawing(owner, accepted.jobId, { name: 'Tank GA.pdf', bytes: samplePdf() }, 'Outlet on the left, as agreed.');
  expect(sent.status, await sent.clone().text()).toBe(303);
  const [drawing] = await drawingsOf(accepted.jobId);
  return { ...accepted, drawing: drawing! };
}

describe('sending a shop drawing for approval', () => {
  it('stores the file in R2, records revision 1 on the job’s timeline and queues the customer’s notice', async () => {
    const owner = await operator();
    const { jobId } = await acceptedJob(newLeadId());
    const response = await sendDrawing(owner, jobId, { name: 'Tank GA.pdf', bytes: samplePdf() }, 'Outlet on the left, as agreed.');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/admin/jobs/${jobId}#drawings`);
    const [drawing] = await drawingsOf(jobId);
    expect(drawing).toMatchObject({ revision: 1, file_name: 'Tank GA.pdf', answer: null });
    expect(drawing!.r2_key).toMatch(/^jobs\/drawings\//);
    const object = await env.UPLOADS.get(drawing!.r2_key);
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(samplePdf());
    const events = await eventsOf(jobId);
    expect(events).toContainEqual({
      kind: 'drawing-sent',
      actor: operatorEmail,
      detail: 'Shop drawing rev. 1: Outlet on the left, as agreed.',
    });
    expect(events.find((event) => event.kind === 'notice')?.detail).toContain('Shop drawing rev. 1 is ready for your approval');
    // The job page lists it for the owner, with its download.
    const page = await (await asOperator(owner, `/admin/jobs/${jobId}`)).text();
    expect(page).toContain('Waiting for the customer');
    const file = await asOperator(owner, `/admin/jobs/${jobId}/drawings/${drawing!.id}/file`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="Tank GA.pdf"/);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    await file.arrayBuffer();
  });

  it('refuses a file of another type, a renamed program, an empty file and one over the limit, with a 4xx that says why; nothing is stored', async () => {
    const owner = await operator();
    const { jobId } = await acceptedJob(newLeadId());
    const before = (await objectsUnder('jobs/drawings/')).length;
    const cases = [
      {
        file: { name: 'notes.txt', bytes: new TextEncoder().encode('hello') },
        status: 415,
        says: 'only PDF, DWG, DXF, JPG, JPEG or PNG files',
      },
      { file: { name: 'drawing.pdf', bytes: sampleExe() }, status: 415, says: 'does not look like a real .pdf file' },
      { file: { name: 'drawing.pdf', bytes: new Uint8Array(0) }, status: 400, says: 'drawing.pdf is empty' },
      {
        file: { name: 'huge.pdf', bytes: new Uint8Array(uploadLimitBytes + 1).fill(0x25) },
        status: 413,
        says: 'huge.pdf is larger than 20 MB',
      },
      { file: null, status: 400, says: 'Choose the drawing file' },
    ];
    for (const { file, status, says } of cases) {
      const response = await sendDrawing(owner, jobId, file, 'kept note');
      expect(response.status, says).toBe(status);
      const html = await response.text();
      expect(html).toContain(says);
      expect(html).toContain('kept note');
    }
    expect(await drawingsOf(jobId)).toEqual([]);
    expect((await objectsUnder('jobs/drawings/')).length).toBe(before);
  });

  it('staff may send one too; a job that does not exist is 404', async () => {
    await operator();
    const staff = await signedInStaff(`staff-drawings-${crypto.randomUUID().slice(0, 6)}@stainless.example`, 'Jun');
    const { jobId } = await acceptedJob(newLeadId());
    expect((await sendDrawing(staff, jobId, { name: 'ga.png', bytes: png(40, 30, 'ga') })).status).toBe(303);
    expect((await drawingsOf(jobId))[0]).toMatchObject({ revision: 1, file_name: 'ga.png' });
    expect((await sendDrawing(staff, 9_999_999, { name: 'ga.png', bytes: png(40, 30, 'ga') })).status).toBe(404);
  });
});

describe('the customer’s answer on the order page', () => {
  it('shows the drawing and records an approval with the name and the date, once; the owner is alerted', async () => {
    const owner = await operator();
    const { token, jobId, drawing } = await jobWithDrawing(owner);
    const page = await (await customerFetch(`/quotation/${token}`)).text();
    expect(page).toContain('Shop drawing rev. 1');
    expect(page).toContain('Outlet on the left, as agreed.');
    expect(page).toContain(`action="/quotation/${token}/drawings/${drawing.id}/approve"`);
    const download = await customerFetch(`/quotation/${token}/drawings/${drawing.id}/file`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(samplePdf());

    const approved = await approveWithAlerts(token, drawing.id);
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toBe(`/quotation/${token}?answered=drawing-approved#drawing-heading`);
    const [row] = await drawingsOf(jobId);
    expect(row).toMatchObject({ answer: 'approved', answered_by_name: 'Ana Reyes' });
    expect(Date.now() - Date.parse(row!.answered_at!)).toBeLessThan(60_000);
    expect(await eventsOf(jobId)).toContainEqual({
      kind: 'drawing-approved',
      actor: 'customer',
      detail: 'Shop drawing rev. 1 approved by Ana Reyes',
    });
    const thanked = await (await customerFetch(`/quotation/${token}?answered=drawing-approved`)).text();
    expect(thanked).toContain('your approval of the shop drawing is recorded');
    // In the customer's date style, as the rest of their page: "29 November 2026, 7:10 AM".
    expect(thanked).toMatch(/Approved by Ana Reyes on \d{1,2} [A-Z][a-z]+ \d{4}, \d{1,2}:\d{2}/);
    expect(thanked).not.toContain(`/drawings/${drawing.id}/approve"`);

    // Twice: the second is told it is answered already, and nothing changes.
    const again = await approve(token, drawing.id, 'Someone Else');
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('was already approved by Ana Reyes');
    expect((await askChanges(token, drawing.id, 'Move the outlet')).status).toBe(409);
    expect((await drawingsOf(jobId))[0]).toMatchObject({ answer: 'approved', answered_by_name: 'Ana Reyes', comment: null });

    // The owner hears of it as of a quotation answer: the alert names the drawing and the job; the lead's timeline shows it.
    const job = (await jobById(env.DB, jobId))!;
    const leadPage = await (await asOperator(owner, `/admin/leads/${job.lead_id}`)).text();
    expect(leadPage).toContain(`${jobReference(job)}</a>: Shop drawing rev. 1 approved by Ana Reyes`);
    expect(leadPage).toContain(
      `${jobReference(job)}</a>: Shop drawing sent for the customer&#x27;s approval: Shop drawing rev. 1: Outlet on the left`,
    );
    const alert = await env.DB.prepare(
      "SELECT id, source_id FROM lead_alerts WHERE lead_id = ? AND kind = 'drawing-answer' AND channel = 'telegram'",
    )
      .bind(job.lead_id)
      .first<{ id: number; source_id: number }>();
    expect(alert?.source_id).toBe(drawing.id);
    const telegram = mockOutbound({ 'https://api.telegram.org/bot123456:vitest-bot/sendMessage': () => json({ ok: true, result: {} }) });
    await runJobs([{ job: { kind: 'alert', alertId: alert!.id }, attempts: 1 }], withTelegram);
    expect(JSON.parse(telegram[0]!.body).text).toMatch(
      new RegExp(`^The customer approved shop drawing rev\\. 1 of ${jobReference(job)} from Ana Reyes: .*/admin/leads/${job.lead_id}$`),
    );
  });

  it('records a change request with its comment and a marked-up file held to the upload rules', async () => {
    const owner = await operator();
    const { token, jobId, drawing } = await jobWithDrawing(owner);
    const refused = await askChanges(token, drawing.id, 'See my marks', { name: 'marks.png', bytes: sampleExe() });
    expect(refused.status).toBe(415);
    expect(await refused.text()).toContain('marks.png does not look like a real .png file');
    const empty = await askChanges(token, drawing.id, '   ');
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain('Tell us what should change on the drawing.');
    expect((await drawingsOf(jobId))[0]!.answer).toBeNull();

    const markup = png(60, 40, 'marks');
    const asked = await askChanges(token, drawing.id, 'Move the outlet 50 mm up.\nAdd a drain valve.', {
      name: 'marks.png',
      bytes: markup,
    });
    expect(asked.status).toBe(303);
    const [row] = await drawingsOf(jobId);
    expect(row).toMatchObject({
      answer: 'changes',
      answered_by_name: 'Ana Reyes',
      comment: 'Move the outlet 50 mm up.\nAdd a drain valve.',
      markup_file_name: 'marks.png',
    });
    expect(new Uint8Array(await (await env.UPLOADS.get(row!.markup_r2_key!))!.arrayBuffer())).toEqual(markup);
    expect((await eventsOf(jobId)).at(-1)).toMatchObject({ kind: 'drawing-changes', actor: 'customer' });
    // The owner and the customer can both open the markup; the owner's panel shows the comment.
    const ownerCopy = await asOperator(owner, `/admin/jobs/${jobId}/drawings/${drawing.id}/markup`);
    expect(ownerCopy.status).toBe(200);
    expect(new Uint8Array(await ownerCopy.arrayBuffer())).toEqual(markup);
    const customerCopy = await customerFetch(`/quotation/${token}/drawings/${drawing.id}/markup`);
    expect(customerCopy.status).toBe(200);
    await customerCopy.arrayBuffer();
    const panel = await (await asOperator(owner, `/admin/jobs/${jobId}`)).text();
    expect(panel).toContain('Changes asked');
    expect(panel).toContain('Add a drain valve.');
  });

  it('stores a photographed drawing and a marked-up photo without the camera’s EXIF (where it was taken)', async () => {
    const owner = await operator();
    const accepted = await acceptedJob(newLeadId());
    const sent = await sendDrawing(owner, accepted.jobId, { name: 'sketch.jpg', bytes: jpeg(800, 600, 'shop sketch', { exif: true }) });
    expect(sent.status, await sent.clone().text()).toBe(303);
    const [drawing] = await drawingsOf(accepted.jobId);
    const stored = new TextDecoder('latin1').decode(await (await env.UPLOADS.get(drawing!.r2_key))!.arrayBuffer());
    expect(stored).toContain('shop sketch');
    expect(stored).not.toContain('GPS');

    const asked = await askChanges(accepted.token, drawing!.id, 'Marks on the photo.', {
      name: 'marks.jpg',
      bytes: jpeg(640, 480, 'customer marks', { exif: true }),
    });
    expect(asked.status).toBe(303);
    const [answered] = await drawingsOf(accepted.jobId);
    const markup = new TextDecoder('latin1').decode(await (await env.UPLOADS.get(answered!.markup_r2_key!))!.arrayBuffer());
    expect(markup).toContain('customer marks');
    expect(markup).not.toContain('GPS');
  });

  it('refuses a wrong token, a drawing of another job, a cross-site post, and a superseded revision', async () => {
    const owner = await operator();
    const first = await jobWithDrawing(owner);
    const second = await jobWithDrawing(owner);
    expect((await approve('A'.repeat(43), first.drawing.id)).status).toBe(404);
    expect((await approve(first.token, second.drawing.id)).status).toBe(404);
    expect((await customerFetch(`/quotation/${first.token}/drawings/${second.drawing.id}/file`)).status).toBe(404);
    expect((await approve(first.token, first.drawing.id, 'Ana', { Origin: 'https://evil.example' })).status).toBe(403);

    // A revision replaces it: the old one cannot be answered, the page says it was superseded.
    expect((await sendDrawing(owner, first.jobId, { name: 'Tank GA rev 2.pdf', bytes: samplePdf() })).status).toBe(303);
    const stale = await approve(first.token, first.drawing.id);
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain('Shop drawing rev. 1 was replaced by shop drawing rev. 2');
    const revisions = await drawingsOf(first.jobId);
    expect(revisions.map((row) => [row.revision, row.answer])).toEqual([
      [1, null],
      [2, null],
    ]);
    const page = await (await customerFetch(`/quotation/${first.token}`)).text();
    expect(page).toContain('Shop drawing rev. 2');
    expect(page).toMatch(/Shop drawing rev\. 1, sent [^<]*: superseded/);
    expect((await approve(first.token, revisions[1]!.id)).status).toBe(303);
  });
});

describe('Needs action', () => {
  it('lists a drawing waiting for the customer, then a change request as the owner’s to act on; an approved one leaves the list', async () => {
    const owner = await operator();
    const { token, jobId, drawing } = await jobWithDrawing(owner);
    const reference = jobReference((await jobById(env.DB, jobId))!);
    const item = async () => {
      const html = await (await asOperator(owner, '/admin')).text();
      const panel = /<section class="panel needs-action"[\s\S]*?<\/section>/.exec(html)![0];
      return panel.split('</li>').find((li) => li.includes(reference));
    };
    expect(await item()).toMatch(/Shop drawing rev\. 1 sent [^<]*: waiting for the customer&#x27;s approval/);
    expect(await item()).toContain(`href="/admin/jobs/${jobId}#drawings"`);
    expect((await askChanges(token, drawing.id, 'Thicker legs')).status).toBe(303);
    expect(await item()).toMatch(/Changes asked on shop drawing rev\. 1 [^<]*: send a revision/);
    expect((await sendDrawing(owner, jobId, { name: 'rev2.pdf', bytes: samplePdf() })).status).toBe(303);
    const [, second] = await drawingsOf(jobId);
    expect((await approve(token, second!.id)).status).toBe(303);
    expect(await item()).toBeUndefined();
  });
});

describe('the approval gate', () => {
  const move = (session: OperatorSession, jobId: number, fields: Record<string, string>) =>
    postForm(session, `/admin/jobs/${jobId}/stage`, { from: 'drawing-approval', to: 'materials', ...fields });

  it('asks the owner to confirm a move past shop drawing approval without an approved drawing, and records that they did', async () => {
    const owner = await operator();
    const { jobId } = await acceptedJob(newLeadId());
    const asked = await move(owner, jobId, {});
    expect(asked.status).toBe(200);
    const confirm = await asked.text();
    expect(confirm).toContain('without an approved drawing?');
    expect(confirm).toContain('No shop drawing has been sent to the customer for approval.');
    expect(confirm).toContain('name="confirm" value="yes"');
    expect((await jobById(env.DB, jobId))!.stage).toBe('drawing-approval');

    const confirmed = await move(owner, jobId, { confirm: 'yes' });
    expect(confirmed.status).toBe(303);
    expect((await jobById(env.DB, jobId))!.stage).toBe('materials');
    const gate = (await eventsOf(jobId)).find((event) => event.kind === 'drawing-gate-confirmed');
    expect(gate).toMatchObject({ actor: operatorEmail });
    expect(gate!.detail).toContain('without an approved drawing');
    const audit = await auditRows(env.DB, operatorEmail, 0, 50);
    expect(audit.some((row) => row.action === 'job-drawing-gate-confirmed' && row.detail === gate!.detail)).toBe(true);
  });

  it('refuses staff past an unapproved drawing, and lets anyone past an approved one without asking', async () => {
    const owner = await operator();
    const staff = await signedInStaff(`staff-gate-${crypto.randomUUID().slice(0, 6)}@stainless.example`, 'Jun');
    const { jobId, token, drawing } = await jobWithDrawing(owner);
    const refused = await move(staff, jobId, { confirm: 'yes' });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('waiting for the customer');
    expect((await approve(token, drawing.id)).status).toBe(303);
    expect((await move(staff, jobId, {})).status).toBe(303);
    expect((await jobById(env.DB, jobId))!.stage).toBe('materials');
    expect((await eventsOf(jobId)).some((event) => event.kind === 'drawing-gate-confirmed')).toBe(false);
  });
});

describe('privacy', () => {
  it('puts the drawings and answers in the person’s export, and erasure removes their rows and R2 objects', async () => {
    const owner = await operator();
    const { token, jobId, drawing } = await jobWithDrawing(owner);
    expect((await askChanges(token, drawing.id, 'Thicker legs', { name: 'legs.png', bytes: png(20, 20, 'legs') })).status).toBe(303);
    const [row] = await drawingsOf(jobId);
    const leadId = (await jobById(env.DB, jobId))!.lead_id;
    const email = `drawings-${leadId}@example.com`;
    await env.DB.prepare('UPDATE leads SET email = ? WHERE id = ?').bind(email, leadId).run();

    const exported = await personalDataExport(workerEnv, { email }, origin, new Date());
    const rows = exported.leads[0]!.records['Shop drawings of your order, and your answers'] as Record<string, unknown>[];
    expect(rows[0]).toMatchObject({
      revision: 1,
      file_name: 'Tank GA.pdf',
      answer: 'changes',
      comment: 'Thicker legs',
      markup_file_name: 'legs.png',
    });
    expect(rows[0]).not.toHaveProperty('r2_key');
    expect(rows[0]).not.toHaveProperty('markup_r2_key');

    expect(await eraseLeadData(workerEnv, leadId, { by: operatorEmail, reason: 'Asked by email', at: new Date() })).toBe(true);
    expect(await env.UPLOADS.head(row!.r2_key)).toBeNull();
    expect(await env.UPLOADS.head(row!.markup_r2_key!)).toBeNull();
    expect(await drawingsOf(jobId)).toEqual([]);
  });

  it('the daily sweep deletes a drawing file no row names once a day old, and keeps the claimed ones', async () => {
    const owner = await operator();
    const { drawing } = await jobWithDrawing(owner);
    const orphan = `jobs/drawings/${crypto.randomUUID()}`;
    await env.UPLOADS.put(orphan, samplePdf());
    await deleteUnclaimedFiles(workerEnv, new Date(Date.now() + 25 * 60 * 60 * 1000));
    expect(await env.UPLOADS.head(orphan)).toBeNull();
    expect(await env.UPLOADS.head(drawing.r2_key)).not.toBeNull();
  });
});
