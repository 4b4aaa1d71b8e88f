// Every dashboard form (sign-in, status, notes, reply templates, sign-out, site facts) is capped: 413 as soon as the body
// passes the limit, whether or not the request declares its length. A route that declares its own
// limit (a photo, a file) gets that one instead.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { adminFormLimitBytes } from '../../src/worker/middleware/dashboard-form-limit';
import { asOperator, operator } from './admin-helpers';
import { jpeg } from './image-bytes';
import { insertJob, scheduleTrip } from './job-rows';
import { leadByKey, mockSiteverify, newClientIp, origin, submitQuote, validQuote } from './quote-helpers';

const formPaths = [
  '/admin/login',
  '/admin/leads/1/status',
  '/admin/leads/1/notes',
  '/admin/reply-templates/site-visit',
  '/admin/logout',
  '/admin/site/details',
  '/admin/site/publish',
  '/admin/site/projects/new',
];

/** A form body that passes the limit and then never ends, like a slow upload that stalls. */
function endlessBody() {
  const chunk = new TextEncoder().encode(`body=${'x'.repeat(1019)}`);
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent > adminFormLimitBytes * 4) return new Promise(() => {});
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms))]);

describe('dashboard form size limit', () => {
  it('answers 413 to a form with a declared length over the limit', async () => {
    const session = await operator();
    for (const path of formPaths) {
      const response = await asOperator(session, path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin, 'cf-connecting-ip': newClientIp() },
        body: `body=${'x'.repeat(adminFormLimitBytes)}`,
      });
      expect(response.status, path).toBe(413);
      expect(await response.text(), path).toContain(`${adminFormLimitBytes / 1024} KB`);
    }
  });

  it('answers 413 as soon as a body without Content-Length passes the limit', async () => {
    const session = await operator();
    for (const path of formPaths) {
      const response = await within(
        asOperator(session, path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin, 'cf-connecting-ip': newClientIp() },
          body: endlessBody(),
          // @ts-expect-error: workerd's RequestInit lacks `duplex`, which a streamed body needs elsewhere.
          duplex: 'half',
        }),
        5000,
      );
      expect(response.status, path).toBe(413);
      await response.body?.cancel();
    }
  });

  it('still takes a note of the longest allowed length in any script', async () => {
    mockSiteverify();
    const draftId = crypto.randomUUID();
    expect((await submitQuote(validQuote(), draftId)).status).toBe(201);
    const lead = (await leadByKey(draftId))!;
    const session = await operator();
    // 2000 characters of 3-byte UTF-8, percent-encoded: the largest note the form allows.
    const note = '鋼'.repeat(2000);
    const response = await asOperator(session, `/admin/leads/${lead.id}/notes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
      body: new URLSearchParams({ body: note }).toString(),
    });
    expect(response.status).toBe(303);
    const saved = await env.DB.prepare('SELECT body FROM lead_notes WHERE lead_id = ?').bind(lead.id).first<{ body: string }>();
    expect(saved?.body).toBe(note);
  });

  it('takes a camera photo over the form limit where the route declares its own: a trip marked delivered', async () => {
    const owner = await operator();
    const job = await insertJob([{ description: 'Sheet 1.5 mm 4x8 2B, 304', unit: 'sheet', quantityMilli: 2_000 }]);
    const trip = await scheduleTrip(owner, job, '2');
    const photo = jpeg(1600, 1200, 'x'.repeat(3 * adminFormLimitBytes));
    const body = new FormData();
    body.set('photo', new File([photo], 'receipt.jpg', { type: 'image/jpeg' }));
    body.set('receivedBy', 'Maria Santos');
    const response = await asOperator(owner, `/admin/jobs/${job.jobId}/deliveries/${trip}/delivered`, {
      method: 'POST',
      headers: { Origin: origin },
      body,
    });
    expect(response.status, await response.clone().text()).toBe(303);
    const stored = await env.DB.prepare('SELECT photo_r2_key FROM job_deliveries WHERE id = ?').bind(trip).first<string>('photo_r2_key');
    expect((await env.UPLOADS.get(stored!))?.size).toBeGreaterThan(adminFormLimitBytes);
  });
});
