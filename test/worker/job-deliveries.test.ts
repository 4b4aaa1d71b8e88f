// A job's deliveries: scheduling refused with a message per field, a partial delivery leaving the
// job open with the right remainder, the last one moving the job to 'delivered' and closing it, the
// delivered photo checked and stripped of its EXIF, staff marking a trip delivered but not
// scheduling one, and the delivery receipt's text read back from its PDF.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { addDays, manilaDay } from '../../src/shared/business-time';
import { receiptStatement } from '../../src/worker/jobs/delivery-receipt-pdf';
import { loadQuotationPdf } from '../../src/worker/lazy-modules';
import { asOperator, operator, postForm, staffMember, type OperatorSession } from './admin-helpers';
import { jpeg } from './image-bytes';
import { insertJob } from './job-rows';
import { loadBeforeTests } from './lazy-modules';
import { pdfText } from './pdf-text';
import { origin } from './quote-helpers';

loadBeforeTests(loadQuotationPdf);

const tomorrow = () => addDays(manilaDay(new Date()), 1);

const sheets = { description: 'Sheet 1.5 mm 4x8 2B, 304', unit: 'sheet', quantityMilli: 10_000 };
const pipes = { description: 'Pipe NPS 2 Sch 10S, 6 m', unit: 'length', quantityMilli: 3_000 };

function trip(lines: Record<number, string>, overrides: Record<string, string> = {}) {
  return {
    scheduledOn: tomorrow(),
    windowFrom: '08:00',
    windowUntil: '12:00',
    address: 'Lot 4, Anabu II-D, Imus, Cavite',
    driverName: 'Jun Dela Cruz',
    plateNumber: 'nbc 1234',
    ...Object.fromEntries(Object.entries(lines).map(([id, quantity]) => [`quantity-${id}`, quantity])),
    ...overrides,
  };
}

const htmlText = async (response: Response) =>
  (await response.text())
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

async function schedule(session: OperatorSession, jobId: number, fields: Record<string, string>) {
  const response = await postForm(session, `/admin/jobs/${jobId}/deliveries`, fields);
  expect(response.status, await response.clone().text()).toBe(303);
  return env.DB.prepare('SELECT id FROM job_deliveries WHERE job_id = ? ORDER BY id DESC LIMIT 1').bind(jobId).first<number>('id');
}

function deliveredWith(
  session: OperatorSession,
  path: string,
  photo: Uint8Array<ArrayBuffer>,
  name = 'receipt.jpg',
  receivedBy = 'Maria Santos',
) {
  const body = new FormData();
  body.set('photo', new File([photo], name, { type: 'image/jpeg' }));
  body.set('receivedBy', receivedBy);
  return asOperator(session, path, { method: 'POST', headers: { Origin: origin }, body });
}

const jobRow = (jobId: number) =>
  env.DB.prepare('SELECT stage, closed_at FROM jobs WHERE id = ?').bind(jobId).first<{ stage: string; closed_at: string | null }>();
const delivered = async (jobId: number) =>
  (
    await env.DB.prepare('SELECT delivered_milli FROM job_lines WHERE job_id = ? ORDER BY position')
      .bind(jobId)
      .all<{ delivered_milli: number }>()
  ).results.map((row) => row.delivered_milli);

describe('scheduling a delivery', () => {
  it('refuses a past day, a window that closes before it opens, a bad plate and more than is left, each with its field’s message, storing nothing', async () => {
    const owner = await operator();
    const job = await insertJob([sheets, pipes]);
    const cases: [Record<string, string>, string][] = [
      [trip({ [job.lineIds[0]!]: '2' }, { scheduledOn: addDays(manilaDay(new Date()), -1) }), 'The delivery day has passed'],
      [trip({ [job.lineIds[0]!]: '2' }, { windowFrom: '13:00', windowUntil: '09:00' }), 'The window closes after it opens'],
      [trip({ [job.lineIds[0]!]: '2' }, { plateNumber: '!!' }), 'Enter the plate number, e.g. NBC 1234.'],
      [trip({ [job.lineIds[0]!]: '11' }), 'At most 10 sheets of this line is left to deliver.'],
      [trip({ [job.lineIds[0]!]: 'four' }), 'Enter a number, e.g. 4 or 2.5'],
      [trip({}), 'Put at least one line on this delivery'],
      [trip({ [job.lineIds[0]!]: '2' }, { address: '陳家 Imus, Cavite' }), 'which the delivery receipt cannot print'],
    ];
    for (const [fields, message] of cases) {
      const response = await postForm(owner, `/admin/jobs/${job.jobId}/deliveries`, fields);
      expect(response.status, message).toBe(400);
      const text = await htmlText(response);
      expect(text, message).toContain(message);
      // What was typed comes back in the form.
      expect(text).toContain('Schedule a delivery');
    }
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM job_deliveries WHERE job_id = ?').bind(job.jobId).first('n')).toBe(0);
  });

  it('is the owner’s: staff are refused, and a post from another site is refused', async () => {
    await operator();
    const staff = await staffMember();
    const job = await insertJob([sheets]);
    expect((await postForm(staff.session, `/admin/jobs/${job.jobId}/deliveries`, trip({ [job.lineIds[0]!]: '2' }))).status).toBe(403);
    const owner = await operator();
    const forged = await postForm(owner, `/admin/jobs/${job.jobId}/deliveries`, trip({ [job.lineIds[0]!]: '2' }), {
      Origin: 'https://evil.example',
    });
    expect(forged.status).toBe(403);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM job_deliveries WHERE job_id = ?').bind(job.jobId).first('n')).toBe(0);
  });
});

describe('goods delivered before the drawing was approved', () => {
  it('closes the job at "delivered" all the same, and records that it went past the approval gate', async () => {
    const owner = await operator();
    const job = await insertJob([sheets], { kind: 'fabrication', stage: 'drawing-approval' });
    const trip1 = await schedule(owner, job.jobId, trip({ [job.lineIds[0]!]: '10' }));
    const done = await deliveredWith(owner, `/admin/jobs/${job.jobId}/deliveries/${trip1}/delivered`, jpeg(640, 480, 'goods'));
    expect(done.status).toBe(303);
    const closed = await jobRow(job.jobId);
    expect(closed!.stage).toBe('delivered');
    expect(closed!.closed_at).not.toBeNull();
    const gate = await env.DB.prepare("SELECT COUNT(*) AS n FROM job_events WHERE job_id = ? AND kind = 'drawing-gate-confirmed'")
      .bind(job.jobId)
      .first<number>('n');
    expect(gate).toBe(1);
  });
});

describe('a partial delivery, then the rest', () => {
  it('leaves the job open with what is left, then closes it at "delivered" when the last goods arrive', async () => {
    const owner = await operator();
    const job = await insertJob([sheets, pipes]);
    const first = await schedule(owner, job.jobId, trip({ [job.lineIds[0]!]: '4' }));
    // What is on a trip cannot be scheduled twice.
    const twice = await postForm(owner, `/admin/jobs/${job.jobId}/deliveries`, trip({ [job.lineIds[0]!]: '7' }));
    expect(twice.status).toBe(400);
    expect(await htmlText(twice)).toContain('At most 6 sheets of this line is left to deliver.');

    expect((await postForm(owner, `/admin/jobs/${job.jobId}/deliveries/${first}/out`, {})).status).toBe(303);
    const notices = await env.DB.prepare("SELECT body FROM job_notices WHERE job_id = ? AND channel = 'email'")
      .bind(job.jobId)
      .all<{ body: string }>();
    expect(notices.results.map((notice) => notice.body).join('\n')).toContain('Out for delivery');
    // Out once: a second tap is told it is out already.
    expect((await postForm(owner, `/admin/jobs/${job.jobId}/deliveries/${first}/out`, {})).status).toBe(409);

    const photo = jpeg(640, 480, 'signed-receipt', { exif: true });
    const done = await deliveredWith(owner, `/admin/jobs/${job.jobId}/deliveries/${first}/delivered`, photo);
    expect(done.status).toBe(303);
    expect(await delivered(job.jobId)).toEqual([4_000, 0]);
    expect(await jobRow(job.jobId)).toEqual({ stage: 'ready', closed_at: null });
    // The photo is stored without the camera's GPS.
    const stored = await env.DB.prepare('SELECT photo_r2_key, received_by FROM job_deliveries WHERE id = ?')
      .bind(first)
      .first<{ photo_r2_key: string; received_by: string }>();
    expect(stored!.received_by).toBe('Maria Santos');
    const object = await env.UPLOADS.get(stored!.photo_r2_key);
    const bytes = new TextDecoder('latin1').decode(await object!.arrayBuffer());
    expect(bytes).toContain('signed-receipt');
    expect(bytes).not.toContain('GPS');
    // A second photo for the same trip does not count its goods twice.
    expect((await deliveredWith(owner, `/admin/jobs/${job.jobId}/deliveries/${first}/delivered`, jpeg(640, 480, 'again'))).status).toBe(
      409,
    );
    expect(await delivered(job.jobId)).toEqual([4_000, 0]);
    // The customer is told a part came.
    const partial = await env.DB.prepare("SELECT body FROM job_notices WHERE job_id = ? AND body LIKE 'Part of your order delivered%'")
      .bind(job.jobId)
      .first<string>('body');
    expect(partial).toContain('4 sheets of Sheet 1.5 mm 4x8 2B, 304');

    const page = await htmlText(await asOperator(owner, `/admin/jobs/${job.jobId}/deliveries`));
    expect(page).toMatch(/Sheet 1\.5 mm 4x8 2B, 304 10 sheets 4 sheets 0 sheets 6 sheets/);
    expect(page).toContain('received by Maria Santos');

    const second = await schedule(owner, job.jobId, trip({ [job.lineIds[0]!]: '6', [job.lineIds[1]!]: '3' }));
    expect((await deliveredWith(owner, `/admin/jobs/${job.jobId}/deliveries/${second}/delivered`, jpeg(640, 480, 'goods'))).status).toBe(
      303,
    );
    expect(await delivered(job.jobId)).toEqual([10_000, 3_000]);
    const closed = await jobRow(job.jobId);
    expect(closed!.stage).toBe('delivered');
    expect(closed!.closed_at).not.toBeNull();
    const events = await env.DB.prepare(
      "SELECT kind, detail FROM job_events WHERE job_id = ? AND kind IN ('stage', 'delivery') ORDER BY id",
    )
      .bind(job.jobId)
      .all<{ kind: string; detail: string }>();
    expect(events.results.at(-1)).toEqual({ kind: 'stage', detail: 'delivered' });
    // Closed: no new trip.
    const after = await asOperator(owner, `/admin/jobs/${job.jobId}/deliveries`);
    expect(await htmlText(after)).not.toContain('Schedule a delivery');
  });

  it('lets staff mark a trip delivered with its photo, and refuses a file that is no photo', async () => {
    const owner = await operator();
    const staff = await staffMember();
    const job = await insertJob([pipes]);
    const id = await schedule(owner, job.jobId, trip({ [job.lineIds[0]!]: '3' }));
    const notPhoto = await deliveredWith(
      staff.session,
      `/admin/jobs/${job.jobId}/deliveries/${id}/delivered`,
      new TextEncoder().encode('%PDF-1.7 not a photo'),
      'receipt.jpg',
    );
    expect(notPhoto.status).toBe(415);
    expect(await htmlText(notPhoto)).toContain('is not a JPEG, PNG or WebP photo');
    expect((await postForm(staff.session, `/admin/jobs/${job.jobId}/deliveries/${id}/cancel`, {})).status).toBe(403);
    // The driver prints the receipt to take along.
    expect((await asOperator(staff.session, `/admin/jobs/${job.jobId}/deliveries/${id}/receipt`)).status).toBe(200);
    // A phone's photo is hundreds of kilobytes at least: far over the dashboard's 32 KB form cap, which must not apply here.
    const photo = jpeg(4032, 3024, 'tailgate'.repeat(40_000));
    const delivered = await deliveredWith(staff.session, `/admin/jobs/${job.jobId}/deliveries/${id}/delivered`, photo);
    expect(delivered.status, await delivered.clone().text()).toBe(303);
    expect(
      (await env.DB.prepare('SELECT photo_size FROM job_deliveries WHERE id = ?').bind(id).first<number>('photo_size'))!,
    ).toBeGreaterThan(300_000);
    expect((await jobRow(job.jobId))!.closed_at).not.toBeNull();
    // The job's timeline, and so the audit, names who marked it delivered.
    const event = await env.DB.prepare("SELECT actor FROM job_events WHERE job_id = ? AND kind = 'delivery' AND detail LIKE '%delivered%'")
      .bind(job.jobId)
      .first<string>('actor');
    expect(event).toBe(staff.email);
  });
});

describe('the delivery receipt', () => {
  it('names the business, the references, the items and quantities on the trip with their heats, and the received-in-good-order block; never calls itself an invoice', async () => {
    const owner = await operator();
    const job = await insertJob([sheets, pipes]);
    const certificate = await env.DB.prepare(
      "INSERT INTO mill_certificates (r2_key, file_name, size, grade, product, created_at, created_by) VALUES (?, 'mtc.pdf', 10, '304', 'Sheet 1.5 mm 4x8 2B', ?, 'owner@stainless.example') RETURNING id",
    )
      .bind(`mill-certificates/${crypto.randomUUID()}.pdf`, new Date().toISOString())
      .first<number>('id');
    await env.DB.prepare("INSERT INTO mill_certificate_heats (certificate_id, heat_number) VALUES (?, 'S24-88761')")
      .bind(certificate)
      .run();
    await env.DB.prepare(
      "INSERT INTO job_line_certificates (job_line_id, certificate_id, heat_number, created_at, created_by) VALUES (?, ?, 'S24-88761', ?, 'owner@stainless.example')",
    )
      .bind(job.lineIds[0], certificate, new Date().toISOString())
      .run();
    const id = await schedule(owner, job.jobId, trip({ [job.lineIds[0]!]: '4' }));

    const response = await asOperator(owner, `/admin/jobs/${job.jobId}/deliveries/${id}/receipt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`Delivery receipt ${job.jobReference}-D1.pdf`);
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    for (const expected of [
      'Delivery receipt',
      `${job.jobReference}-D1`,
      job.reference,
      'Sheet 1.5 mm 4x8 2B, 304',
      '4 sheets',
      'S24-88761',
      'Lot 4, Anabu II-D, Imus, Cavite',
      'Jun Dela Cruz',
      'NBC 1234',
      'Received in good order',
      'Name',
      'Signature',
      'Date',
      receiptStatement,
      'THIS DOCUMENT IS NOT VALID FOR CLAIM OF INPUT TAX',
      // The rest of the order, to follow.
      '6 sheets',
      '3 lengths',
    ])
      expect(text, expected).toContain(expected);
    // The only "invoice" is the statement that it is not one; never an "official receipt".
    expect(text.replace(receiptStatement, '')).not.toMatch(/invoice/i);
    expect(text).not.toMatch(/official receipt/i);

    // Another job's trip is not this job's receipt.
    const other = await insertJob([pipes]);
    expect((await asOperator(owner, `/admin/jobs/${other.jobId}/deliveries/${id}/receipt`)).status).toBe(404);
  });
});
