// Files at their real sizes on the job's forms (issue 39): a phone camera's photo of the signed
// receipt (megabytes) marks a trip delivered, and a scanned mill certificate (hundreds of KB) goes
// into the library. Both forms carry a file past the dashboard's 32 KB form limit and have their
// own (15 MB photo, 20 MB upload), as progress photos and shop drawings do: before this, both were
// refused 413 "This form is larger than the dashboard accepts".
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { adminFormLimitBytes } from '../../src/worker/middleware/dashboard-form-limit';
import { asOperator, operator } from './admin-helpers';
import { webp } from './image-bytes';
import { insertJob, scheduleTrip } from './job-rows';
import { origin } from './quote-helpers';

const upload = (session: Awaited<ReturnType<typeof operator>>, path: string, form: FormData) =>
  asOperator(session, path, { method: 'POST', headers: { Origin: origin }, body: form });

describe('files from the phone on the job’s forms', () => {
  it('a 2 MB camera photo marks a delivery delivered', async () => {
    const owner = await operator();
    const job = await insertJob([{ description: 'Sheet 1.5 mm 4x8 2B, 304', unit: 'sheet', quantityMilli: 2_000 }]);
    const tripId = await scheduleTrip(owner, job, '2');
    const photo = webp(4032, 3024, 'signed receipt', { padTo: 2 * 1024 * 1024 });
    expect(photo.byteLength).toBeGreaterThan(adminFormLimitBytes * 10);
    const form = new FormData();
    form.set('photo', new File([photo], 'IMG_2051.webp', { type: 'image/webp' }));
    form.set('receivedBy', 'Maria Santos');
    const done = await upload(owner, `/admin/jobs/${job.jobId}/deliveries/${tripId}/delivered`, form);
    expect(done.status, await done.clone().text()).toBe(303);
    expect(await env.DB.prepare('SELECT status FROM job_deliveries WHERE id = ?').bind(tripId).first('status')).toBe('delivered');
  });

  it('a 300 KB scanned certificate goes into the library', async () => {
    const owner = await operator();
    const heat = `SC${Date.now()}`;
    const scan = new TextEncoder().encode(
      `%PDF-1.7\n%${'scan '.repeat(60_000)}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    );
    expect(scan.byteLength).toBeGreaterThan(adminFormLimitBytes * 9);
    const form = new FormData();
    form.set('file', new File([scan], 'mtc-316l.pdf', { type: 'application/pdf' }));
    for (const [name, value] of Object.entries({ heats: heat, grade: '316L', product: 'Pipe NPS 2 Sch 10S' })) form.set(name, value);
    const uploaded = await upload(owner, '/admin/certificates', form);
    expect(uploaded.status, await uploaded.clone().text()).toBe(303);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM mill_certificate_heats WHERE heat_number = ?').bind(heat).first('n')).toBe(1);
  });
});
