// Jobs (issue 39): one job per accepted quotation version, made in the acceptance's own batch; its
// stages moved in order by staff and anywhere by the owner, each move recorded; the owner's stage
// lists checked; notices to the customer held over the night (the clock is injected) and released
// by the sweep; progress photos checked from their bytes and stored without EXIF; the customer's
// order page with the stages they are told of and the photos.
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkerEnv } from '../../src/worker/app-env';
import { moveStage } from '../../src/worker/jobs/stages';
import { noticeSendAfter, queueJobNotice, releaseDueNotices } from '../../src/worker/jobs/notices';
import { jobById, jobReference } from '../../src/worker/jobs/store';
import { jobActionItems, jobFigures } from '../../src/worker/jobs/owner-figures';
import { tokenHash } from '../../src/worker/quotation-records/token';
import { asOperator, operator, postForm, signedInStaff, type OperatorSession } from './admin-helpers';
import { jpeg } from './image-bytes';
import { acceptance, acceptedJob, customerFetch, drawingApproved, sameSite, sentQuotation } from './job-helpers';
import { mockOutbound, json } from './outbound';
import { runJobs } from './queue-helpers';
import { origin, sampleExe, workerEnv } from './quote-helpers';

afterEach(() => {
  vi.restoreAllMocks();
});

let nextLead = 39_000;
const newLeadId = () => ++nextLead;

const jobRow = async (id: number) => (await jobById(env.DB, id))!;
const eventsOf = async (jobId: number) =>
  (
    await env.DB.prepare('SELECT kind, actor, detail, created_at FROM job_events WHERE job_id = ? ORDER BY id').bind(jobId).all<{
      kind: string;
      actor: string;
      detail: string;
      created_at: string;
    }>()
  ).results;

/** Manila 10:00 on a weekday (02:00 UTC), and 22:30 (14:30 UTC). */
const manilaMorning = new Date('2026-12-01T02:00:00.000Z');
const manilaNight = new Date('2026-12-01T14:30:00.000Z');

describe('a job for every accepted quotation', () => {
  it('is made with the acceptance: the version’s lines, the first stage, the J- reference; goods and a service make fabrication', async () => {
    const { jobId, versionId, document } = await acceptedJob(newLeadId(), ['goods', 'service']);
    const job = await jobRow(jobId);
    expect(job).toMatchObject({ version_id: versionId, kind: 'fabrication', stage: 'drawing-approval', closed_at: null });
    expect(jobReference(job)).toMatch(/^J-2026-\d{6}$/);
    const { results: lines } = await env.DB.prepare(
      'SELECT position, description, unit, quantity_milli FROM job_lines WHERE job_id = ? ORDER BY position',
    )
      .bind(jobId)
      .all();
    expect(lines).toEqual(
      document.lines.map((line, index) => ({
        position: index + 1,
        description: line.description,
        unit: line.unit,
        quantity_milli: line.quantityMilli,
      })),
    );
    expect((await eventsOf(jobId))[0]).toMatchObject({ kind: 'created', actor: 'customer' });
  });

  it('is supply only when every line is goods, starting at Preparing', async () => {
    const { jobId } = await acceptedJob(newLeadId(), ['goods', 'goods']);
    expect(await jobRow(jobId)).toMatchObject({ kind: 'supply', stage: 'preparing' });
  });

  it('is one job however many times the acceptance is posted at once (a double tap)', async () => {
    const sent = await sentQuotation(newLeadId());
    const answers = await Promise.all(
      [1, 2, 3].map(() => customerFetch(`/quotation/${sent.token}/accept`, { method: 'POST', headers: sameSite, body: acceptance() })),
    );
    expect(answers.map((answer) => answer.status).sort()).toContain(303);
    const count = await env.DB.prepare('SELECT COUNT(*) AS jobs FROM jobs WHERE version_id = ?').bind(sent.versionId).first<number>('jobs');
    expect(count).toBe(1);
    const lines = await env.DB.prepare('SELECT COUNT(*) AS lines FROM job_lines WHERE job_id = (SELECT id FROM jobs WHERE version_id = ?)')
      .bind(sent.versionId)
      .first<number>('lines');
    expect(lines).toBe(2);
  });

  it('is linked from the lead page', async () => {
    const owner = await operator();
    const leadId = newLeadId();
    const { jobId } = await acceptedJob(leadId);
    const page = await (await asOperator(owner, `/admin/leads/${leadId}`)).text();
    expect(page).toContain(`href="/admin/jobs/${jobId}"`);
    expect(page).toContain(jobReference(await jobRow(jobId)));
  });
});

describe('stages', () => {
  const move = (session: OperatorSession, jobId: number, from: string, to: string, back?: string) =>
    postForm(session, `/admin/jobs/${jobId}/stage`, { from, to, ...(back ? { back } : {}) });

  it('staff move a job on to its next stage, recorded with who and when; skipping ahead or back is refused to staff', async () => {
    await operator();
    const staff = await signedInStaff(`staff-jobs-${crypto.randomUUID().slice(0, 6)}@stainless.example`, 'Jun');
    const { jobId } = await acceptedJob(newLeadId());
    await drawingApproved(jobId);
    const next = await move(staff, jobId, 'drawing-approval', 'materials', 'board');
    expect(next.status).toBe(303);
    expect(next.headers.get('location')).toBe(`/admin/jobs?moved=${jobId}#job-${jobId}`);
    expect((await jobRow(jobId)).stage).toBe('materials');
    const stageEvent = (await eventsOf(jobId)).find((event) => event.kind === 'stage')!;
    expect(stageEvent).toMatchObject({ actor: staff.email, detail: 'materials' });
    expect(Date.now() - Date.parse(stageEvent.created_at)).toBeLessThan(60_000);

    const skip = await move(staff, jobId, 'materials', 'welding');
    expect(skip.status).toBe(403);
    expect(await skip.text()).toContain('next stage');
    const back = await move(staff, jobId, 'materials', 'drawing-approval');
    expect(back.status).toBe(403);
    expect((await jobRow(jobId)).stage).toBe('materials');
  });

  it('the owner moves a job back or ahead; a page opened before another move, an unknown stage and the same stage are refused', async () => {
    const owner = await operator();
    const { jobId } = await acceptedJob(newLeadId());
    await drawingApproved(jobId);
    expect((await move(owner, jobId, 'drawing-approval', 'welding')).status).toBe(303);
    expect((await jobRow(jobId)).stage).toBe('welding');
    // Someone's board still shows the job at the first stage: its "next" must not move it back.
    const stale = await move(owner, jobId, 'drawing-approval', 'materials', 'board');
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain('was moved to Welding');
    expect((await move(owner, jobId, 'welding', 'painting')).status).toBe(400);
    expect((await move(owner, jobId, 'welding', 'welding')).status).toBe(409);
    expect((await move(owner, jobId, 'welding', 'materials')).status).toBe(303);
    expect((await eventsOf(jobId)).filter((event) => event.kind === 'stage').map((event) => event.detail)).toEqual([
      'welding',
      'materials',
    ]);
  });

  it('of two moves at once only one lands', async () => {
    const { jobId } = await acceptedJob(newLeadId());
    await drawingApproved(jobId);
    const job = await jobRow(jobId);
    const mover = { by: 'owner@stainless.example', role: 'owner' as const };
    const results = await Promise.all([moveStage(workerEnv, job, 'materials', mover), moveStage(workerEnv, job, 'materials', mover)]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect((await eventsOf(jobId)).filter((event) => event.kind === 'stage')).toHaveLength(1);
  });

  it('promised dates and the kind are the owner’s: staff are refused', async () => {
    const owner = await operator();
    const staff = await signedInStaff(`staff-dates-${crypto.randomUUID().slice(0, 6)}@stainless.example`);
    const { jobId } = await acceptedJob(newLeadId());
    const dates = { promisedReadyOn: '2026-12-10', promisedDeliveryOn: '2026-12-12', deliveryWindow: '8 AM to 12 noon' };
    expect((await postForm(staff, `/admin/jobs/${jobId}/dates`, dates)).status).toBe(403);
    expect((await postForm(staff, `/admin/jobs/${jobId}/kind`, { kind: 'supply' })).status).toBe(403);
    expect((await jobRow(jobId)).promised_ready_on).toBeNull();
    expect((await postForm(owner, `/admin/jobs/${jobId}/dates`, dates)).status).toBe(303);
    expect(await jobRow(jobId)).toMatchObject({ promised_ready_on: '2026-12-10', promised_delivery_on: '2026-12-12' });
    const backwards = await postForm(owner, `/admin/jobs/${jobId}/dates`, { ...dates, promisedDeliveryOn: '2026-12-01' });
    expect(backwards.status).toBe(400);
    expect(await backwards.text()).toContain('on or after the ready day');
  });

  it('the board shows each open job as a card with its customer, due day, balance and a late flag, and the one-tap move', async () => {
    const owner = await operator();
    const { jobId } = await acceptedJob(newLeadId());
    await env.DB.prepare("UPDATE jobs SET promised_ready_on = '2026-01-05' WHERE id = ?").bind(jobId).run();
    const board = await (await asOperator(owner, '/admin/jobs')).text();
    const card = board.slice(board.indexOf(`id="job-${jobId}"`), board.indexOf('</li>', board.indexOf(`id="job-${jobId}"`)));
    expect(card).toContain('Ana Reyes');
    expect(card).toContain('Late');
    expect(card).toMatch(/Due \w+/);
    expect(card).toMatch(/Balance ₱[\d,]+\.\d\d/);
    expect(card).toContain(`action="/admin/jobs/${jobId}/stage"`);
    expect(card).toContain('Move to Materials');
  });
});

describe('the owner’s stage lists', () => {
  const save = (session: OperatorSession, kind: string, fields: Record<string, string>) =>
    postForm(session, `/admin/jobs/stages/${kind}`, fields);
  const supplyRows = (overrides: Record<string, string> = {}) => ({
    key0: 'preparing',
    label0: 'Preparing',
    position0: '1',
    key1: 'ready',
    label1: 'Ready for pick-up',
    position1: '2',
    facing1: 'yes',
    key2: 'delivered',
    label2: 'Delivered or picked up',
    facing2: 'yes',
    ...overrides,
  });

  it('renames, reorders and adds stages with keys kept, "delivered" last; a job made after follows them; staff may not', async () => {
    const owner = await operator();
    const staff = await signedInStaff(`staff-stages-${crypto.randomUUID().slice(0, 6)}@stainless.example`);
    expect((await save(staff, 'supply', supplyRows())).status).toBe(403);
    try {
      const saved = await save(
        owner,
        'supply',
        supplyRows({ newLabel: 'Cutting to size', newPosition: '1', position0: '2', position1: '3' }),
      );
      expect(saved.status).toBe(200);
      const stored = JSON.parse(
        (await env.DB.prepare("SELECT stages FROM job_stage_settings WHERE kind = 'supply'").first<string>('stages'))!,
      );
      expect(stored.map((stage: { key: string }) => stage.key)).toEqual(['cutting-to-size', 'preparing', 'ready', 'delivered']);
      expect(stored[2]).toEqual({ key: 'ready', label: 'Ready for pick-up', customerFacing: true });
      const { jobId } = await acceptedJob(newLeadId(), ['goods']);
      expect((await jobRow(jobId)).stage).toBe('cutting-to-size');
    } finally {
      // Restore the defaults, with no job left at a stage they lack.
      await env.DB.prepare("UPDATE jobs SET stage = 'preparing' WHERE stage = 'cutting-to-size'").run();
      await env.DB.prepare("DELETE FROM job_stage_settings WHERE kind = 'supply'").run();
    }
  });

  it('refuses a list without a stage before "delivered", a changed key, and removing a stage open jobs stand at', async () => {
    const owner = await operator();
    const empty = await save(owner, 'supply', supplyRows({ remove0: 'yes', remove1: 'yes' }));
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain('at least one stage');
    const renamedKey = await save(owner, 'supply', supplyRows({ key0: 'prep' }));
    expect(renamedKey.status).toBe(400);
    await acceptedJob(newLeadId(), ['goods']);
    const removing = await save(owner, 'supply', supplyRows({ remove0: 'yes' }));
    expect(removing.status).toBe(409);
    expect(await removing.text()).toContain('stand at “Preparing”');
    expect(await env.DB.prepare("SELECT COUNT(*) AS rows FROM job_stage_settings WHERE kind = 'supply'").first<number>('rows')).toBe(0);
  });
});

describe('notices to the customer', () => {
  const noticesOf = async (jobId: number) =>
    (
      await env.DB.prepare('SELECT channel, status, send_after, lead_message_id, body FROM job_notices WHERE job_id = ? ORDER BY id')
        .bind(jobId)
        .all<{
          channel: string;
          status: string;
          send_after: string;
          lead_message_id: number | null;
          body: string;
        }>()
    ).results;
  const noticeEmails = async (leadId: number) =>
    (
      await env.DB.prepare("SELECT subject, text FROM lead_messages WHERE lead_id = ? AND sender = 'Website (order notice)'")
        .bind(leadId)
        .all<{
          subject: string;
          text: string;
        }>()
    ).results;

  it('are held from 20:00 to 08:00 Manila, to the next 08:00', () => {
    expect(noticeSendAfter(manilaMorning)).toEqual({ sendAfter: manilaMorning, held: false });
    expect(noticeSendAfter(manilaNight)).toEqual({ sendAfter: new Date('2026-12-02T00:00:00.000Z'), held: true });
    expect(noticeSendAfter(new Date('2026-12-01T21:30:00.000Z'))).toEqual({ sendAfter: new Date('2026-12-02T00:00:00.000Z'), held: true });
    expect(noticeSendAfter(new Date('2026-12-01T23:59:00.000Z')).held).toBe(true);
    expect(noticeSendAfter(new Date('2026-12-02T00:00:00.000Z')).held).toBe(false);
    expect(noticeSendAfter(new Date('2026-12-01T11:59:00.000Z')).held).toBe(false);
  });

  it('by day: a customer-facing stage emails the customer the order page’s link at once, on the timeline; a shop-floor stage tells no one', async () => {
    const leadId = newLeadId();
    const { jobId } = await acceptedJob(leadId);
    await drawingApproved(jobId);
    const owner = { by: 'owner@stainless.example', role: 'owner' as const };
    await moveStage(workerEnv, await jobRow(jobId), 'materials', owner, manilaMorning);
    expect(await noticesOf(jobId)).toEqual([]);
    const moved = await moveStage(workerEnv, await jobRow(jobId), 'cutting-forming', owner, manilaMorning);
    expect(moved.ok && moved.notice?.held).toBe(false);
    const [notice] = await noticesOf(jobId);
    expect(notice).toMatchObject({ channel: 'email', status: 'sent' });
    const [email] = await noticeEmails(leadId);
    expect(email!.subject).toContain('Cutting and forming');
    const link = /https:\/\/\S+\/quotation\/([A-Za-z0-9_-]{43})/.exec(email!.text);
    expect(link).not.toBeNull();
    // The link's token is kept only as its hash, and opens the order page.
    expect(
      await env.DB.prepare('SELECT COUNT(*) AS n FROM job_order_links WHERE token_hash = ?')
        .bind(await tokenHash(link![1]!))
        .first<number>('n'),
    ).toBe(1);
    const page = await customerFetch(`/quotation/${link![1]}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`Your order ${jobReference(await jobRow(jobId))}`);
    expect((await eventsOf(jobId)).map((event) => event.kind)).toEqual(['created', 'stage', 'stage', 'notice']);
  });

  it('at night: held to 08:00 Manila with nothing sent, then released by the sweep in the morning, once', async () => {
    const leadId = newLeadId();
    const { jobId } = await acceptedJob(leadId);
    await drawingApproved(jobId);
    const moved = await moveStage(
      workerEnv,
      await jobRow(jobId),
      'cutting-forming',
      { by: 'owner@stainless.example', role: 'owner' },
      manilaNight,
    );
    expect(moved.ok && moved.notice).toMatchObject({ held: true, sendAfter: '2026-12-02T00:00:00.000Z' });
    expect(await noticesOf(jobId)).toMatchObject([
      { channel: 'email', status: 'held', send_after: '2026-12-02T00:00:00.000Z', lead_message_id: null },
    ]);
    expect(await noticeEmails(leadId)).toEqual([]);
    expect((await eventsOf(jobId)).at(-1)!.detail).toContain('held to the morning');

    await releaseDueNotices(workerEnv, new Date('2026-12-01T23:45:00.000Z'));
    expect(await noticeEmails(leadId)).toEqual([]);
    await releaseDueNotices(workerEnv, new Date('2026-12-02T00:15:00.000Z'));
    await releaseDueNotices(workerEnv, new Date('2026-12-02T00:30:00.000Z'));
    expect(await noticeEmails(leadId)).toHaveLength(1);
    expect((await noticesOf(jobId))[0]!.status).toBe('sent');
  });

  it('send an SMS through Semaphore too when the customer gave a mobile and SMS is set up', async () => {
    const leadId = newLeadId();
    const { jobId } = await acceptedJob(leadId);
    const environment = { ...workerEnv, SEMAPHORE_API_KEY: 'semaphore-test-key', SEMAPHORE_SENDER_NAME: 'CAVSTEEL' } as WorkerEnv;
    const job = await jobRow(jobId);
    const send = vi.spyOn(environment.DELIVERY_QUEUE, 'sendBatch');
    expect(await queueJobNotice(environment, job, 'Ready for pick-up', 'Open Mon to Sat, 8 AM to 5 PM', manilaMorning)).toBe(true);
    const sms = (await noticesOf(jobId)).find((notice) => notice.channel === 'sms')!;
    expect(sms.status).toBe('pending');
    expect(sms.body).toMatch(
      /^J-2026-\d{6}: Ready for pick-up\. Open Mon to Sat, 8 AM to 5 PM\. Your order: https:\/\/\S+\/quotation\/[A-Za-z0-9_-]{43}$/,
    );
    const noticeId = send.mock.calls
      .flatMap(([batch]) => [...batch])
      .map((message) => message.body as { kind: string; noticeId?: number })
      .find((body) => body.kind === 'job-notice')!.noticeId!;
    const requests = mockOutbound({ 'https://api.semaphore.co/api/v4/messages': () => json([{ message_id: 1234, status: 'Pending' }]) });
    await runJobs([{ job: { kind: 'job-notice', noticeId }, attempts: 1 }], environment);
    expect(requests).toHaveLength(1);
    const form = new URLSearchParams(requests[0]!.body);
    expect(form.get('number')).toBe('09171234567');
    expect(form.get('message')).toBe(sms.body);
    expect(form.get('sendername')).toBe('CAVSTEEL');
    expect((await noticesOf(jobId)).find((notice) => notice.channel === 'sms')!.status).toBe('sent');
  });
});

describe('progress photos', () => {
  const upload = (session: OperatorSession, jobId: number, bytes: Uint8Array<ArrayBuffer>, name: string, type: string, caption = '') => {
    const body = new FormData();
    body.set('photo', new File([bytes], name, { type }));
    body.set('caption', caption);
    return asOperator(session, `/admin/jobs/${jobId}/photos`, { method: 'POST', headers: { Origin: origin }, body });
  };

  it('refuses a file that is not an image, whatever its name and type say, with what to do; nothing is stored', async () => {
    const staff = await signedInStaff(`staff-photo-${crypto.randomUUID().slice(0, 6)}@stainless.example`);
    const { jobId } = await acceptedJob(newLeadId());
    const response = await upload(staff, jobId, sampleExe(), 'tank.jpg', 'image/jpeg');
    expect(response.status).toBe(415);
    expect(await response.text()).toContain('is not a JPEG, PNG or WebP photo');
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM job_photos WHERE job_id = ?').bind(jobId).first<number>('n')).toBe(0);
    expect((await env.UPLOADS.list({ prefix: `job-photos/${jobId}/` })).objects).toEqual([]);
  });

  it('stores a camera photo without its EXIF (GPS included), shows it on the job page and the customer’s order page', async () => {
    await operator();
    const staff = await signedInStaff(`staff-photo-${crypto.randomUUID().slice(0, 6)}@stainless.example`);
    const leadId = newLeadId();
    const { jobId, token } = await acceptedJob(leadId);
    const response = await upload(staff, jobId, jpeg(640, 480, 'tank-weld', { exif: true }), 'IMG_0001.JPG', 'image/jpeg', 'Shell welded');
    expect(response.status).toBe(303);
    const photo = (await env.DB.prepare('SELECT id, r2_key, width, height FROM job_photos WHERE job_id = ?').bind(jobId).first<{
      id: number;
      r2_key: string;
      width: number;
      height: number;
    }>())!;
    expect(photo).toMatchObject({ width: 640, height: 480 });
    expect(photo.r2_key.startsWith(`job-photos/${jobId}/`)).toBe(true);
    const stored = new Uint8Array(await (await env.UPLOADS.get(photo.r2_key))!.arrayBuffer());
    expect(new TextDecoder('latin1').decode(stored)).not.toContain('GPS');
    expect(new TextDecoder('latin1').decode(stored)).not.toContain('Exif');
    expect(stored).toEqual(jpeg(640, 480, 'tank-weld'));

    const page = await (await customerFetch(`/quotation/${token}`)).text();
    expect(page).toContain(`src="/quotation/${token}/photos/${photo.id}"`);
    expect(page).toContain('Shell welded');
    const served = await customerFetch(`/quotation/${token}/photos/${photo.id}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(stored);
    // Another order's link does not open this photo.
    const other = await acceptedJob(newLeadId());
    expect((await customerFetch(`/quotation/${other.token}/photos/${photo.id}`)).status).toBe(404);
  });
});

describe('the customer’s order page', () => {
  it('shows the stages they are told of with their days, where the work stands, the promised dates and the note; never internal notes', async () => {
    const owner = await operator();
    const { jobId, token } = await acceptedJob(newLeadId());
    await drawingApproved(jobId);
    await postForm(owner, `/admin/jobs/${jobId}/stage`, { from: 'drawing-approval', to: 'welding' });
    await postForm(owner, `/admin/jobs/${jobId}/dates`, {
      promisedReadyOn: '2026-12-10',
      promisedDeliveryOn: '2026-12-12',
      deliveryWindow: '8 AM to 12 noon',
    });
    await postForm(owner, `/admin/jobs/${jobId}/customer-note`, { note: 'The polish is done by hand.' });
    await postForm(owner, `/admin/jobs/${jobId}/notes`, { text: 'Customer pays slowly; secret margin note' });
    const response = await customerFetch(`/quotation/${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    const page = await response.text();
    expect(page).toContain(`Your order ${jobReference(await jobRow(jobId))}`);
    expect(page).toMatch(/Now: <strong>Welding<\/strong>/);
    // Customer-facing stages only: drawing approval (passed), cutting (skipped by the owner, so done), ready, delivered.
    expect(page).toContain('Shop drawing approval');
    expect(page).toContain('Cutting and forming');
    expect(page).not.toContain('Quality check');
    expect(page).toContain('8 AM to 12 noon');
    expect(page).toContain('The polish is done by hand.');
    expect(page).not.toContain('secret margin note');
    expect(page).toContain('Ask for Rosa Cruz');
    expect(page).not.toContain('<script');
    // The payments section is kept.
    expect(page).toContain('Down payment');
  });

  it('is not there before acceptance: an open quotation shows its answer forms, no order', async () => {
    const sent = await sentQuotation(newLeadId());
    const page = await (await customerFetch(`/quotation/${sent.token}`)).text();
    expect(page).not.toContain('Your order');
    expect(page).toContain('Your answer');
  });
});

describe('the owner’s view', () => {
  it('Needs action lists a late job first, then one due this week, and not one due later; the overview counts and times deliveries', async () => {
    const today = '2026-12-01';
    const late = await acceptedJob(newLeadId());
    const dueSoon = await acceptedJob(newLeadId());
    const later = await acceptedJob(newLeadId());
    await env.DB.prepare("UPDATE jobs SET promised_ready_on = '2026-11-28' WHERE id = ?").bind(late.jobId).run();
    await env.DB.prepare("UPDATE jobs SET promised_delivery_on = '2026-12-04' WHERE id = ?").bind(dueSoon.jobId).run();
    await env.DB.prepare("UPDATE jobs SET promised_delivery_on = '2026-12-20' WHERE id = ?").bind(later.jobId).run();
    const items = await jobActionItems(env.DB, today, 100);
    const references = await Promise.all([late, dueSoon, later].map(async ({ jobId }) => jobReference(await jobRow(jobId))));
    const listed = items.map((item) => item.reference);
    expect(listed.indexOf(references[0]!)).toBeGreaterThanOrEqual(0);
    expect(listed.indexOf(references[0]!)).toBeLessThan(listed.indexOf(references[1]!));
    expect(listed).not.toContain(references[2]);
    expect(items.find((item) => item.reference === references[0])!.why).toMatch(/^Late: promised .*, still at Shop drawing approval$/);
    expect(items.find((item) => item.reference === references[1])!.why).toMatch(/^Due .*: at Shop drawing approval$/);

    // Delivered 10 days after acceptance: counted this month and in the tanks' median.
    const before = await jobFigures(env.DB, today);
    const deliveredAt = new Date(Date.parse('2026-12-01T03:00:00.000Z')).toISOString();
    await env.DB.prepare("UPDATE jobs SET created_at = ?, stage = 'delivered' WHERE id = ?")
      .bind(new Date(Date.parse(deliveredAt) - 10 * 86_400_000).toISOString(), later.jobId)
      .run();
    await env.DB.prepare(
      "INSERT INTO job_events (job_id, lead_id, kind, created_at, actor, detail) VALUES (?, ?, 'stage', ?, 'owner', 'delivered')",
    )
      .bind(later.jobId, (await jobRow(later.jobId)).lead_id, deliveredAt)
      .run();
    const after = await jobFigures(env.DB, today);
    expect(after.deliveredThisMonth).toBe(before.deliveredThisMonth + 1);
    expect(after.inProgress).toBe(before.inProgress - 1);
    const tanks = after.medianDaysByService.find((row) => row.service.toLowerCase().includes('tank'))!;
    expect(tanks.jobs).toBeGreaterThanOrEqual(1);
    expect(tanks).toMatchObject({ days: 10, jobs: 1 });
  });
});
