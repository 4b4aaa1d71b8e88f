// The owner answers a lead's alert from the mail app with Reply All: the alert carries the lead's
// reply address in Cc, and the answer comes back to the lead's timeline as the business's, which
// answers the lead instead of marking it "needs reply". The alert's own copy through the Cc is
// dropped when Email Routing vouches for it; mail that only claims our sending address is kept.
import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { placeholderBusiness } from '../../src/content/business';
import type { WorkerEnv } from '../../src/worker/app-env';
import { remindOfNewLeads } from '../../src/worker/alerts/reminders';
import { alertsForLead } from '../../src/worker/lead-records/alerts';
import { resendEmailsUrl } from '../../src/worker/email-transport/resend-client';
import worker from '../../src/worker/index';
import businessReplyAll from '../fixtures/mail/business-reply-all.eml?raw';
import plain from '../fixtures/mail/plain.eml?raw';
import { asOperator, operator } from './admin-helpers';
import { insertLead } from './lead-rows';
import { json, mockOutbound } from './outbound';
import { runJobs } from './queue-helpers';
import { workerEnv } from './quote-helpers';
import { loadMailParser } from '../../src/worker/lazy-modules';
import { loadBeforeTests } from './lazy-modules';

loadBeforeTests(loadMailParser);

const resendEnv: WorkerEnv = { ...workerEnv, RESEND_API_KEY: 're_test_reply_all' };
/** Nothing is published in these tests: the business email is the default in code. */
const businessEmail = placeholderBusiness.email;

/** The platform's message for raw MIME that Email Routing received from `envelopeFrom` for `to`. */
function mailFor(raw: string, envelopeFrom: string, to: string, headers: Record<string, string> = {}) {
  const bytes = new TextEncoder().encode(raw);
  const forward = vi.fn(async () => ({ messageId: '<forwarded@example.net>' }));
  const message = {
    from: envelopeFrom,
    to,
    headers: new Headers(headers),
    raw: new Blob([bytes]).stream(),
    rawSize: bytes.byteLength,
    setReject: () => {},
    forward,
    reply: async () => {
      throw new Error('the worker never replies');
    },
  } as unknown as ForwardableEmailMessage;
  return { message, forward };
}

const leadState = (id: number) =>
  env.DB.prepare('SELECT awaiting_reply_since FROM leads WHERE id = ?').bind(id).first<{ awaiting_reply_since: string | null }>();
const storedMail = async (id: number) =>
  (
    await env.DB.prepare('SELECT from_address, envelope_from, from_business, text FROM inbound_messages WHERE lead_id = ? ORDER BY id')
      .bind(id)
      .all<{ from_address: string; envelope_from: string; from_business: number; text: string }>()
  ).results;

describe("the owner's emails about a lead carry its reply address in Cc", () => {
  it('the new-lead notification: to the business, Cc the reply address, Reply-To the customer', async () => {
    await insertLead({ id: 710010, createdAt: '2026-11-20T02:00:00.000Z' });
    const delivery = await env.DB.prepare(
      "INSERT INTO email_deliveries (lead_id, kind, updated_at) VALUES (?, 'business', '2026-11-20T02:00:00.000Z') RETURNING id",
    )
      .bind(710010)
      .first<{ id: number }>();
    const sent = mockOutbound({ [resendEmailsUrl]: () => json({ id: 'resend-notification-cc' }) });
    await runJobs([{ job: { kind: 'lead-email', deliveryId: delivery!.id }, attempts: 1 }], resendEnv);

    expect(sent).toHaveLength(1);
    const subject = 'New quote request Q-2026-710010: Tanks and vessels from Maria Santos';
    const body = JSON.parse(sent[0]!.body) as Record<string, unknown>;
    expect(body).toEqual({
      from: env.EMAIL_FROM,
      to: [businessEmail],
      cc: ['quotes+Q-2026-710010@cavitestainless.example'],
      subject,
      html: expect.stringContaining('Q-2026-710010') as string,
      text: expect.stringContaining('Q-2026-710010') as string,
      reply_to: ['maria@santosfood.example'],
    });
    // The exact request as Resend reads it: the copy sits beside the recipients.
    expect(sent[0]!.body.slice(0, sent[0]!.body.indexOf(',"subject"'))).toBe(
      `{"from":${JSON.stringify(env.EMAIL_FROM)},"to":["${businessEmail}"],"cc":["quotes+Q-2026-710010@cavitestainless.example"]`,
    );
  });

  it('the reminder: to the business, Cc the reply address, Reply-To the customer', async () => {
    // Friday 20 November 2026, 17:00 in Manila: the reminder is due Monday 9:00.
    await insertLead({ id: 710011, createdAt: '2026-11-20T09:00:00.000Z', fullName: 'Ramon Cruz' });
    await remindOfNewLeads(resendEnv, new Date('2026-11-23T01:00:00.000Z'));
    const reminder = (await alertsForLead(env.DB, 710011)).find((alert) => alert.kind === 'reminder' && alert.channel === 'email')!;
    const sent = mockOutbound({ [resendEmailsUrl]: () => json({ id: 'resend-reminder-cc' }) });
    await runJobs([{ job: { kind: 'alert', alertId: reminder.id }, attempts: 1 }], resendEnv);

    expect(JSON.parse(sent[0]!.body)).toEqual({
      from: env.EMAIL_FROM,
      to: [businessEmail],
      cc: ['quotes+Q-2026-710011@cavitestainless.example'],
      subject: 'Still waiting for an answer: Q-2026-710011 from Ramon Cruz',
      html: expect.stringContaining('/admin/leads/710011') as string,
      text: expect.stringContaining('Q-2026-710011') as string,
      reply_to: ['maria@santosfood.example'],
    });
  });
});

describe('a Reply All from the business', () => {
  const replyAddress = 'quotes+Q-2026-710001@cavitestainless.example';
  const customerMail = plain.replace('Q-2026-700123', 'Q-2026-710001');

  it('is stored on the timeline as the business answer, answers the lead, alerts nobody and is not forwarded back', async () => {
    await insertLead({ id: 710001, createdAt: '2026-11-19T06:00:00.000Z' });
    const customer = mailFor(customerMail, 'maria@santosfood.example', replyAddress);
    await worker.email(customer.message, resendEnv);
    expect((await leadState(710001))!.awaiting_reply_since).not.toBeNull();
    const alertsBefore = await alertsForLead(env.DB, 710001);

    const owner = mailFor(businessReplyAll, businessEmail, replyAddress);
    await worker.email(owner.message, resendEnv);

    expect(await storedMail(710001)).toEqual([
      expect.objectContaining({ from_address: 'maria@santosfood.example', from_business: 0 }),
      {
        from_address: businessEmail,
        envelope_from: businessEmail,
        from_business: 1,
        text: expect.stringContaining('Yes, 1,200 mm is fine.') as string,
      },
    ]);
    expect((await leadState(710001))!.awaiting_reply_since).toBeNull();
    expect(await alertsForLead(env.DB, 710001)).toEqual(alertsBefore);
    expect(customer.forward).toHaveBeenCalledOnce();
    expect(owner.forward).not.toHaveBeenCalled();

    const page = await (await asOperator(await operator(), '/admin/leads/710001')).text();
    expect(page).toContain(`Your answer by email (Reply All from ${businessEmail})`);
    expect(page).not.toContain('panel--waiting');
    expect(page.match(/From an address not on this lead/g)).toBeNull();
  });

  it('counts only when Email Routing received it from the business too: a From typed by anyone else is a customer email', async () => {
    await insertLead({ id: 710002, createdAt: '2026-11-19T06:00:00.000Z' });
    const forged = mailFor(
      businessReplyAll.replaceAll('Q-2026-710001', 'Q-2026-710002'),
      'someone@elsewhere.example',
      replyAddress.replace('710001', '710002'),
    );
    await worker.email(forged.message, resendEnv);

    expect(await storedMail(710002)).toEqual([expect.objectContaining({ from_address: businessEmail, from_business: 0 })]);
    expect((await leadState(710002))!.awaiting_reply_since).not.toBeNull();
    expect(forged.forward).toHaveBeenCalledOnce();
  });

  it("drops the alert's own copy that comes back through its Cc", async () => {
    await insertLead({ id: 710003, createdAt: '2026-11-19T06:00:00.000Z' });
    const ownCopy = businessReplyAll
      .replaceAll('Q-2026-710001', 'Q-2026-710003')
      .replace('From: Cavite Stainless Sales <sales@cavitestainless.example>', `From: ${env.EMAIL_FROM}`);
    const copy = mailFor(ownCopy, 'bounces+abc@send.cavitestainless.example', 'quotes+Q-2026-710003@cavitestainless.example', {
      'Authentication-Results':
        'mx.cloudflare.net; dkim=pass header.d=cavitestainless.example header.s=resend header.b=Zx1; spf=pass smtp.mailfrom=send.cavitestainless.example; dmarc=pass header.from=cavitestainless.example policy.dmarc=none',
    });
    await worker.email(copy.message, resendEnv);

    expect(await storedMail(710003)).toEqual([]);
    expect((await leadState(710003))!.awaiting_reply_since).toBeNull();
    expect(copy.forward).not.toHaveBeenCalled();
  });

  it("keeps and forwards mail in our sending address's name that another sender sent, and raises no alert for it", async () => {
    await insertLead({ id: 710004, createdAt: '2026-11-19T06:00:00.000Z' });
    const claimed = businessReplyAll
      .replaceAll('Q-2026-710001', 'Q-2026-710004')
      .replace('From: Cavite Stainless Sales <sales@cavitestainless.example>', `From: ${env.EMAIL_FROM}`);
    const failed =
      'mx.cloudflare.net; dkim=none; spf=pass smtp.mailfrom=evil.example; dmarc=fail header.from=cavitestainless.example policy.dmarc=none';
    const cases = [
      // Someone else's server, with our address typed in From.
      mailFor(claimed, 'mallory@evil.example', 'quotes+Q-2026-710004@cavitestainless.example', { 'Authentication-Results': failed }),
      // An envelope in our domain but no signature of ours: not vouched for either.
      mailFor(claimed, 'bounces+x@send.cavitestainless.example', 'quotes+Q-2026-710004@cavitestainless.example', {
        'Authentication-Results': failed,
      }),
    ];
    for (const mail of cases) await worker.email(mail.message, resendEnv);

    const stored = await storedMail(710004);
    expect(stored).toEqual([
      expect.objectContaining({ envelope_from: 'mallory@evil.example', from_business: 0 }),
      expect.objectContaining({ envelope_from: 'bounces+x@send.cavitestainless.example', from_business: 0 }),
    ]);
    for (const mail of cases) expect(mail.forward).toHaveBeenCalledOnce();
    // Neither marks the lead nor alerts: were it our alert after all, its alert would come back the same way.
    expect((await leadState(710004))!.awaiting_reply_since).toBeNull();
    expect(await alertsForLead(env.DB, 710004)).toEqual([]);
    // The owner sees it on the lead, with who sent it.
    const page = await (await asOperator(await operator(), '/admin/leads/710004')).text();
    expect(page).toContain('mallory@evil.example');
  });
});
