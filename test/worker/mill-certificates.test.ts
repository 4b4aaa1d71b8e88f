// The mill certificate library: a PDF only (checked from its bytes), heat numbers searched as
// typed, a heat named on a job line shown on that customer's order page and nobody else's, the
// current stock's certificate, deletion only when no order names it, and erasure of a lead taking
// its links and delivery photos but never the business's certificates.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { asOperator, operator, postForm, type OperatorSession } from './admin-helpers';
import { jpeg } from './image-bytes';
import { customerFetch } from './job-helpers';
import { insertJob } from './job-rows';
import { loadBeforeTests } from './lazy-modules';
import { origin, sampleExe, samplePdf, samplePng } from './quote-helpers';
import { loadQuotationPdf } from '../../src/worker/lazy-modules';
import { addDays, manilaDay } from '../../src/shared/business-time';

loadBeforeTests(loadQuotationPdf);

const htmlText = async (response: Response) =>
  (await response.text())
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

function upload(session: OperatorSession, file: File | null, fields: Record<string, string>) {
  const body = new FormData();
  if (file) body.set('file', file);
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return asOperator(session, '/admin/certificates', { method: 'POST', headers: { Origin: origin }, body });
}

const certificateFields = (heats: string) => ({ heats, grade: '304', product: 'Sheet 1.5 mm 4x8 2B' });
const countCertificates = () => env.DB.prepare('SELECT COUNT(*) AS n FROM mill_certificates').first<number>('n');

/** A unique heat number for this run, as a mill prints it. */
const heatNumber = (prefix: string) => `${prefix}${crypto.randomUUID().replace(/\D/g, '').slice(0, 6).padEnd(6, '7')}`;

/** A scanned certificate's size (300 KB): far over the dashboard's 32 KB form cap, which must not apply here. */
function scannedPdf() {
  const bytes = new Uint8Array(300 * 1024).fill(0x20);
  bytes.set(samplePdf());
  return bytes;
}

async function uploaded(session: OperatorSession, heats: string) {
  const response = await upload(session, new File([scannedPdf()], 'mtc.pdf', { type: 'application/pdf' }), certificateFields(heats));
  expect(response.status, await response.clone().text()).toBe(303);
  return env.DB.prepare('SELECT MAX(id) AS id FROM mill_certificates').first<number>('id');
}

describe('uploading a certificate', () => {
  it('refuses anything but a PDF, from its name and its bytes, and a missing heat number, storing nothing', async () => {
    const owner = await operator();
    const before = await countCertificates();
    const cases: [File | null, Record<string, string>, number, string][] = [
      [
        new File([samplePng()], 'mtc.png', { type: 'image/png' }),
        certificateFields('A1'),
        415,
        'mtc.png: a certificate is uploaded as a PDF',
      ],
      [
        new File([sampleExe()], 'mtc.pdf', { type: 'application/pdf' }),
        certificateFields('A1'),
        415,
        'mtc.pdf does not look like a real PDF file.',
      ],
      [null, certificateFields('A1'), 400, 'Choose the certificate’s PDF.'],
      [
        new File([samplePdf()], 'mtc.pdf', { type: 'application/pdf' }),
        certificateFields(' , '),
        400,
        'Enter the certificate’s heat numbers',
      ],
      [new File([samplePdf()], 'mtc.pdf', { type: 'application/pdf' }), certificateFields('A1 <b>'), 400, 'is not a heat number'],
    ];
    for (const [file, fields, status, message] of cases) {
      const response = await upload(owner, file, fields);
      expect(response.status, message).toBe(status);
      expect(await htmlText(response), message).toContain(message);
    }
    expect(await countCertificates()).toBe(before);
  });

  it('keeps heat numbers as printed, found by the start of a number, and the PDF to download', async () => {
    const owner = await operator();
    const first = heatNumber('S24-');
    const id = await uploaded(owner, `${first.toLowerCase()}; ${first}B`);
    const heats = await env.DB.prepare('SELECT heat_number FROM mill_certificate_heats WHERE certificate_id = ? ORDER BY heat_number')
      .bind(id)
      .all();
    expect(heats.results).toEqual([{ heat_number: first }, { heat_number: `${first}B` }]);

    const found = await htmlText(
      await asOperator(owner, `/admin/certificates?heat=${encodeURIComponent(first.slice(0, 7).toLowerCase())}`),
    );
    expect(found).toContain(`Heat ${first}, Heat ${first}B`);
    const missing = await htmlText(await asOperator(owner, '/admin/certificates?heat=ZZ-NONE'));
    expect(missing).toContain('No certificate has a heat number starting ZZ-NONE.');
    expect(missing).not.toContain(first);

    const file = await asOperator(owner, `/admin/certificates/${id}/file`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="mtc.pdf"/);
    expect(new TextDecoder().decode(await file.arrayBuffer())).toMatch(/^%PDF-/);
  });
});

describe('a heat named on a job line', () => {
  it('shows its certificate on that customer’s order page and receipt, never on another’s; an ambiguous heat asks which certificate', async () => {
    const owner = await operator();
    const heat = heatNumber('H');
    const certificate = await uploaded(owner, heat);
    const job = await insertJob([{ description: 'Sheet 1.5 mm 4x8 2B, 304', unit: 'sheet', quantityMilli: 5_000 }]);
    const other = await insertJob([{ description: 'Pipe NPS 2', unit: 'length', quantityMilli: 1_000 }]);

    const unknown = await postForm(owner, `/admin/jobs/${job.jobId}/certificates`, { line: String(job.lineIds[0]), heat: 'NOPE-1' });
    expect(unknown.status).toBe(400);
    expect(await htmlText(unknown)).toContain('No certificate in the library has heat NOPE-1');
    // Another job's line is not this job's.
    expect((await postForm(owner, `/admin/jobs/${job.jobId}/certificates`, { line: String(other.lineIds[0]), heat })).status).toBe(400);
    expect(
      (await postForm(owner, `/admin/jobs/${job.jobId}/certificates`, { line: String(job.lineIds[0]), heat: heat.toLowerCase() })).status,
    ).toBe(303);
    expect((await postForm(owner, `/admin/jobs/${job.jobId}/certificates`, { line: String(job.lineIds[0]), heat })).status).toBe(409);

    const page = await customerFetch(`/quotation/${job.token}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Mill certificates');
    expect(html).toContain(`href="/quotation/${job.token}/certificates/${certificate}"`);
    expect(html).toContain(`Heat ${heat}`);
    const download = await customerFetch(`/quotation/${job.token}/certificates/${certificate}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');

    // The other customer sees neither the certificate nor the first customer's receipt.
    expect(await (await customerFetch(`/quotation/${other.token}`)).text()).not.toContain(heat);
    expect((await customerFetch(`/quotation/${other.token}/certificates/${certificate}`)).status).toBe(404);
    const scheduled = await postForm(owner, `/admin/jobs/${job.jobId}/deliveries`, {
      scheduledOn: addDays(manilaDay(new Date()), 2),
      windowFrom: '13:00',
      windowUntil: '17:00',
      address: 'Anabu, Imus, Cavite',
      driverName: 'Jun',
      plateNumber: 'ABC 123',
      [`quantity-${job.lineIds[0]}`]: '5',
    });
    expect(scheduled.status).toBe(303);
    const tripId = await env.DB.prepare('SELECT id FROM job_deliveries WHERE job_id = ?').bind(job.jobId).first<number>('id');
    expect(await (await customerFetch(`/quotation/${job.token}`)).text()).toContain(`/quotation/${job.token}/deliveries/${tripId}/receipt`);
    const receipt = await customerFetch(`/quotation/${job.token}/deliveries/${tripId}/receipt`);
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toBe('application/pdf');
    expect((await customerFetch(`/quotation/${other.token}/deliveries/${tripId}/receipt`)).status).toBe(404);

    // A heat number on two certificates: the owner picks which.
    const twin = await uploaded(owner, heat);
    const ambiguous = await postForm(owner, `/admin/jobs/${other.jobId}/certificates`, { line: String(other.lineIds[0]), heat });
    expect(ambiguous.status).toBe(409);
    expect(await htmlText(ambiguous)).toContain(`Heat ${heat} is on 2 certificates: choose which one.`);
    expect(
      (
        await postForm(owner, `/admin/jobs/${other.jobId}/certificates`, {
          line: String(other.lineIds[0]),
          heat,
          certificate: String(twin),
        })
      ).status,
    ).toBe(303);

    // Named on an order: not deleted; taken off, then it can go.
    expect((await postForm(owner, `/admin/certificates/${certificate}/delete`, {})).status).toBe(409);
    expect(
      (
        await postForm(owner, `/admin/jobs/${job.jobId}/certificates/remove`, {
          line: String(job.lineIds[0]),
          certificate: String(certificate),
          heat,
        })
      ).status,
    ).toBe(303);
    const key = await env.DB.prepare('SELECT r2_key FROM mill_certificates WHERE id = ?').bind(certificate).first<string>('r2_key');
    expect((await postForm(owner, `/admin/certificates/${certificate}/delete`, {})).status).toBe(303);
    expect(await env.UPLOADS.head(key!)).toBeNull();
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM mill_certificates WHERE id = ?').bind(certificate).first('n')).toBe(0);
  });

  it('offers the current stock’s certificate first, for a size and grade the catalogue has', async () => {
    const owner = await operator();
    const heat = heatNumber('STK');
    const certificate = await uploaded(owner, heat);
    expect(
      (await postForm(owner, '/admin/certificates/stock', { certificate: String(certificate), stock: 'sheets-plates/no-such-table/304' }))
        .status,
    ).toBe(400);
    expect(
      (await postForm(owner, '/admin/certificates/stock', { certificate: String(certificate), stock: 'sheets-plates/sheet-4x8/304' }))
        .status,
    ).toBe(303);
    expect(await htmlText(await asOperator(owner, `/admin/certificates?heat=${heat}`))).toContain(
      'Certificate of current stock: Cold-rolled sheet',
    );
    const job = await insertJob([{ description: 'Sheet 1.5 mm 4x8 2B, 304', unit: 'sheet', quantityMilli: 1_000 }]);
    expect(await (await asOperator(owner, `/admin/jobs/${job.jobId}/deliveries`)).text()).toContain(`<option value="${heat}">`);
    expect((await postForm(owner, '/admin/certificates/stock/clear', { stock: 'sheets-plates/sheet-4x8/304' })).status).toBe(303);
    expect(await (await asOperator(owner, `/admin/jobs/${job.jobId}/deliveries`)).text()).not.toContain(`<option value="${heat}">`);
  });
});

describe('erasing the lead of a delivered job', () => {
  it('removes its deliveries, their photos and its heat links, and keeps the certificate', async () => {
    const owner = await operator();
    const heat = heatNumber('E');
    const certificate = await uploaded(owner, heat);
    const job = await insertJob([{ description: 'Sheet 304', unit: 'sheet', quantityMilli: 2_000 }]);
    expect((await postForm(owner, `/admin/jobs/${job.jobId}/certificates`, { line: String(job.lineIds[0]), heat })).status).toBe(303);
    expect(
      (
        await postForm(owner, `/admin/jobs/${job.jobId}/deliveries`, {
          scheduledOn: manilaDay(new Date()),
          windowFrom: '08:00',
          windowUntil: '12:00',
          address: 'Anabu, Imus, Cavite',
          driverName: 'Jun',
          plateNumber: 'ABC 123',
          [`quantity-${job.lineIds[0]}`]: '2',
        })
      ).status,
    ).toBe(303);
    const tripId = await env.DB.prepare('SELECT id FROM job_deliveries WHERE job_id = ?').bind(job.jobId).first<number>('id');
    const body = new FormData();
    body.set('photo', new File([jpeg(320, 240, 'goods')], 'goods.jpg', { type: 'image/jpeg' }));
    expect(
      (
        await asOperator(owner, `/admin/jobs/${job.jobId}/deliveries/${tripId}/delivered`, {
          method: 'POST',
          headers: { Origin: origin },
          body,
        })
      ).status,
    ).toBe(303);
    const photoKey = await env.DB.prepare('SELECT photo_r2_key FROM job_deliveries WHERE id = ?')
      .bind(tripId)
      .first<string>('photo_r2_key');
    expect(await env.UPLOADS.head(photoKey!)).not.toBeNull();

    expect((await postForm(owner, `/admin/leads/${job.leadId}/erase`, { reason: 'Customer asked by email' })).status).toBe(303);
    expect(await env.UPLOADS.head(photoKey!)).toBeNull();
    for (const table of ['job_deliveries', 'job_delivery_lines', 'job_line_certificates'])
      expect(
        await env.DB.prepare(
          `SELECT COUNT(*) AS n FROM ${table} t WHERE ${table === 'job_deliveries' ? 't.id' : table === 'job_delivery_lines' ? 't.delivery_id' : 't.job_line_id'} = ?`,
        )
          .bind(table === 'job_line_certificates' ? job.lineIds[0] : tripId)
          .first('n'),
        table,
      ).toBe(0);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM mill_certificates WHERE id = ?').bind(certificate).first('n')).toBe(1);
  });
});
