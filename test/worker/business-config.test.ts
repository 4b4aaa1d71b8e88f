// A BUSINESS_* var that does not fit must not take the site down: its default is used, the
// error logged once, and the dashboard says what was ignored.
import { createMessageBatch, env as testEnv } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { placeholderBusiness } from '../../src/content/business';
import type { EmailJob } from '../../src/worker/email/email-job';
import { resendEmailsUrl } from '../../src/worker/email/resend-client';
import worker, { app } from '../../src/worker/index';
import { asOperator, operator } from './admin-helpers';
import { json, mockOutbound } from './outbound';
import { leadByKey, mockSiteverify, origin, submitQuote, validQuote, workerEnv } from './quote-helpers';

const publicPaths = ['/', '/about', '/contact', '/offline', '/admin/login'];

afterEach(() => vi.restoreAllMocks());

describe('BUSINESS_* vars that do not fit', () => {
  it('serves every page with the default WhatsApp number', async () => {
    const env = { ...workerEnv, BUSINESS_WHATSAPP: 'call us on Viber' };
    const defaultLink = `https://wa.me/${placeholderBusiness.whatsappNumber}?`;
    for (const path of publicPaths) {
      const response = await app.request(`${origin}${path}`, {}, env);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      if (path !== '/admin/login') expect(html, path).toContain(defaultLink);
    }
    const manifest = await app.request(`${origin}/site.webmanifest`, {}, { ...env, BUSINESS_NAME: '' });
    expect(manifest.status).toBe(200);
    expect(((await manifest.json()) as { name: string }).name).toBe(placeholderBusiness.name);
  });

  it('takes the number as people write it', async () => {
    const response = await app.request(`${origin}/contact`, {}, { ...workerEnv, BUSINESS_WHATSAPP: '+63 917 000 0000' });
    expect(await response.text()).toContain('https://wa.me/639170000000?');
  });

  it('still sends the quote emails, to the default address', async () => {
    mockSiteverify();
    const draftId = crypto.randomUUID();
    expect((await submitQuote(validQuote(), draftId)).status).toBe(201);
    const lead = (await leadByKey(draftId))!;
    const delivery = (await testEnv.DB.prepare("SELECT id FROM email_deliveries WHERE lead_id = ? AND kind = 'business'").bind(lead.id).first<{ id: number }>())!;
    const sent = mockOutbound({ [resendEmailsUrl]: () => json({ id: 'resend-msg-bad-vars' }) });
    const batch = createMessageBatch<EmailJob>('quote-emails', [{ id: `m-${delivery.id}`, timestamp: new Date(), attempts: 1, body: { deliveryId: delivery.id } }]);
    const env = { ...workerEnv, RESEND_API_KEY: 're_test_key_123', BUSINESS_EMAIL: 'sales at imus', BUSINESS_WHATSAPP: 'call us' };
    await worker.queue(batch, env);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!.body).to).toEqual([placeholderBusiness.email]);
  });

  it('logs each one once per isolate, naming the var and the problem', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const env = { ...workerEnv, BUSINESS_LATITUDE: 'north of Manila' };
    for (let i = 0; i < 3; i++) await (await app.request(`${origin}/`, {}, env)).text();
    const logged = errors.mock.calls.filter((call) => JSON.stringify(call).includes('BUSINESS_LATITUDE'));
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged[0])).toContain('decimal number');
  });

  it('warns the operator on the dashboard, with what the site uses instead', async () => {
    const session = await operator();
    const env = { ...workerEnv, BUSINESS_WHATSAPP: 'call us on Viber' };
    const overview = await app.request(`${origin}/admin`, { headers: { Cookie: session.cookie } }, env);
    expect(overview.status).toBe(200);
    const html = await overview.text();
    expect(html).toContain('BUSINESS_WHATSAPP');
    expect(html).toContain('call us on Viber');
    expect(html).toContain(placeholderBusiness.whatsappNumber);

    const healthy = await asOperator(session, '/admin');
    expect(await healthy.text()).not.toContain('BUSINESS_');
  });
});
