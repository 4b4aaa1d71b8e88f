// New-lead alerts and reminders to the owner's channels: the exact requests to Semaphore,
// Telegram and a chat webhook, retries on 429, 500 and timeouts, and the record on the lead.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/shared/logger';
import { leadReference, optionLabel, quoteServiceOptions } from '../../src/shared/quote-request';
import { remindOfNewLeads } from '../../src/worker/alerts/reminders';
import { semaphoreMessagesUrl } from '../../src/worker/alerts/semaphore';
import { telegramSendMessageUrl } from '../../src/worker/alerts/telegram';
import type { WorkerEnv } from '../../src/worker/app-env';
import { placeholderBusiness } from '../../src/content/business';
import { alertsForLead } from '../../src/worker/lead-records/alerts';
import { maxAttempts } from '../../src/worker/delivery/run-delivery';
import { queueLeadEmails } from '../../src/worker/alerts/queue-lead-emails';
import { resendEmailsUrl } from '../../src/worker/email-transport/resend-client';
import { insertLead } from './lead-rows';
import { json, mockOutbound } from './outbound';
import { runJobs } from './queue-helpers';
import { workerEnv } from './quote-helpers';
import { workerLogs } from './worker-logs';

const quietLogger = createLogger({ debug: false, sink: { debug() {}, info() {}, warn() {}, error() {} } });
const botToken = '7100000001:AAE-test-token';
const slackWebhook = 'https://hooks.slack.com/services/T0000/B0000/testsecret';
const alertEnv: WorkerEnv = {
  ...workerEnv,
  SEMAPHORE_API_KEY: 'semaphore-test-key',
  SEMAPHORE_SENDER_NAME: 'CAVSTEEL',
  ALERT_SMS_NUMBERS: '0917 123 4567, 0918-123-4567',
  TELEGRAM_BOT_TOKEN: botToken,
  TELEGRAM_CHAT_ID: '-1001234567890',
  ALERT_WEBHOOK_URL: slackWebhook,
};

/** As Semaphore documents its answer: one object per recipient. */
const semaphoreSent = (numbers: string[], message: string) =>
  json(
    numbers.map((recipient, i) => ({
      message_id: 1000 + i,
      recipient,
      message,
      sender_name: 'CAVSTEEL',
      network: 'Globe',
      status: 'Pending',
    })),
  );
const telegramSent = (text: string) =>
  json({ ok: true, result: { message_id: 42, chat: { id: -1001234567890, type: 'supergroup' }, date: 1763600000, text } });

async function newLeadAlerts(id: number, environment: WorkerEnv, fullName = 'Maria Santos') {
  const lead = await insertLead({ id, createdAt: '2026-11-20T02:00:00.000Z', fullName });
  await queueLeadEmails(environment, id, [], quietLogger);
  const alerts = await alertsForLead(env.DB, id);
  const jobFor = (channel: string, attempts = 1) => ({
    job: { kind: 'alert' as const, alertId: alerts.find((a) => a.channel === channel)!.id },
    attempts,
  });
  return { ...lead, alerts, jobFor };
}

describe('alerts where the owner reads', () => {
  it('sends a new lead to every configured channel in the shape each gateway documents', async () => {
    const lead = await newLeadAlerts(720001, alertEnv);
    expect(lead.alerts.map(({ kind, channel, status, attempts }) => ({ kind, channel, status, attempts }))).toEqual([
      { kind: 'new-lead', channel: 'sms', status: 'pending', attempts: 0 },
      { kind: 'new-lead', channel: 'telegram', status: 'pending', attempts: 0 },
      { kind: 'new-lead', channel: 'webhook', status: 'pending', attempts: 0 },
    ]);
    const text = `New quote request ${lead.reference} from Maria Santos: ${optionLabel(quoteServiceOptions, 'tanks-and-vessels')}. ${env.SITE_URL}/admin/leads/720001`;
    const sent = mockOutbound({
      [semaphoreMessagesUrl]: () => semaphoreSent(['639171234567', '639181234567'], text),
      [telegramSendMessageUrl(botToken)]: () => telegramSent(text),
      [slackWebhook]: () => new Response('ok'),
    });

    const result = await runJobs([lead.jobFor('sms'), lead.jobFor('telegram'), lead.jobFor('webhook')], alertEnv);
    expect(result.explicitAcks).toHaveLength(3);

    const [sms, telegram, webhook] = sent;
    expect(sms!.url).toBe('https://api.semaphore.co/api/v4/messages');
    expect(sms!.method).toBe('POST');
    expect(sms!.headers['content-type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(Object.fromEntries(new URLSearchParams(sms!.body))).toEqual({
      apikey: 'semaphore-test-key',
      number: '09171234567,09181234567',
      message: text,
      sendername: 'CAVSTEEL',
    });
    expect(telegram!.url).toBe(`https://api.telegram.org/bot${botToken}/sendMessage`);
    expect(telegram!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(telegram!.body)).toEqual({ chat_id: '-1001234567890', text });
    expect(webhook!.url).toBe(slackWebhook);
    expect(JSON.parse(webhook!.body)).toEqual({ text });
    // Nothing personal beyond the name: no email address, phone or project details.
    for (const request of [telegram!, webhook!]) {
      expect(request.body).not.toMatch(/santosfood|9171234567|mixing tanks/);
    }

    expect((await alertsForLead(env.DB, 720001)).map(({ status, attempts, lastError }) => ({ status, attempts, lastError }))).toEqual([
      { status: 'sent', attempts: 1, lastError: null },
      { status: 'sent', attempts: 1, lastError: null },
      { status: 'sent', attempts: 1, lastError: null },
    ]);
  });

  it('sends Discord its own shape, pinging nobody, and keeps markup that would ping a channel out of the name', async () => {
    const discord = 'https://discord.com/api/webhooks/123/test-token';
    const discordEnv = { ...workerEnv, ALERT_WEBHOOK_URL: discord };
    const lead = await newLeadAlerts(720002, discordEnv, 'Ana <!channel> @everyone');
    const sent = mockOutbound({ [discord]: () => new Response(null, { status: 204 }) });
    await runJobs([lead.jobFor('webhook')], discordEnv);
    const body = JSON.parse(sent[0]!.body);
    expect(body).toEqual({
      content: expect.stringContaining(`${lead.reference} from Ana !channel @everyone:`),
      allowed_mentions: { parse: [] },
    });
  });

  it('retries 429, 500 and timeouts with backoff, records each failure, and leaves the lead alone', async () => {
    const errors = workerLogs('error');
    const lead = await newLeadAlerts(720003, alertEnv);
    mockOutbound({
      [semaphoreMessagesUrl]: () => json({ message: 'Internal Server Error' }, 500),
      [telegramSendMessageUrl(botToken)]: () =>
        json({ ok: false, error_code: 429, description: 'Too Many Requests: retry after 300', parameters: { retry_after: 300 } }, 429),
      [slackWebhook]: () => {
        throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
      },
    });

    const first = await runJobs([lead.jobFor('sms'), lead.jobFor('telegram'), lead.jobFor('webhook')], alertEnv);
    expect(first.retryMessages.map((m) => m.msgId)).toEqual(['job-0', 'job-1', 'job-2']);
    // 1 minute after a first failure, unless Telegram asks for longer.
    expect(first.retryDelays).toEqual([60, 300, 60]);
    expect((await alertsForLead(env.DB, 720003)).map(({ status, attempts, lastError }) => ({ status, attempts, lastError }))).toEqual([
      { status: 'pending', attempts: 1, lastError: 'Semaphore 500: {"message":"Internal Server Error"}' },
      { status: 'pending', attempts: 1, lastError: 'Telegram 429: Too Many Requests: retry after 300' },
      { status: 'pending', attempts: 1, lastError: 'The alert webhook did not answer within 10 s' },
    ]);

    const last = await runJobs([lead.jobFor('sms', maxAttempts)], alertEnv);
    expect(last.explicitAcks).toEqual(['job-0']);
    expect((await alertsForLead(env.DB, 720003))[0]).toMatchObject({ status: 'failed', attempts: 2 });
    expect(await env.DB.prepare('SELECT status, needs_attention FROM leads WHERE id = 720003').first()).toEqual({
      status: 'new',
      needs_attention: 0,
    });
    expect(errors()).toContain('alert failed');
  });

  it('does not retry a request the gateway refuses (a wrong API key)', async () => {
    const errors = workerLogs('error');
    const lead = await newLeadAlerts(720004, alertEnv);
    mockOutbound({ [semaphoreMessagesUrl]: () => json({ apikey: ['The selected apikey is invalid.'] }, 401) });
    const result = await runJobs([lead.jobFor('sms')], alertEnv);
    expect(result.explicitAcks).toEqual(['job-0']);
    expect((await alertsForLead(env.DB, 720004))[0]).toMatchObject({
      status: 'failed',
      lastError: 'Semaphore 401: {"apikey":["The selected apikey is invalid."]}',
    });
    expect(errors()).toContain('alert failed');
  });
});

describe('the reminder after one working day', () => {
  const reminderEnv: WorkerEnv = { ...alertEnv, RESEND_API_KEY: 're_test_key' };
  // Friday 20 November 2026, 17:00 in Manila: due Monday 9:00 (1 hour Friday, 8 Saturday, 1 Monday).
  const fridayFivePm = '2026-11-20T09:00:00.000Z';

  beforeAll(async () => {
    await insertLead({ id: 730001, createdAt: fridayFivePm, fullName: 'Ramon Cruz' });
    await insertLead({ id: 730002, createdAt: fridayFivePm, status: 'contacted' });
  });

  it('goes to email and every alert channel once the lead has waited, once, and never for an answered lead', async () => {
    const reminders = async () => (await alertsForLead(env.DB, 730001)).filter((alert) => alert.kind === 'reminder');
    await remindOfNewLeads(reminderEnv, new Date('2026-11-23T00:59:00.000Z'));
    expect(await reminders()).toEqual([]);
    const queued = await remindOfNewLeads(reminderEnv, new Date('2026-11-23T01:00:00.000Z'));
    const sentReminders = await reminders();
    expect(sentReminders.map((alert) => alert.channel)).toEqual(['email', 'sms', 'telegram', 'webhook']);
    expect(queued).toEqual(expect.arrayContaining(sentReminders.map((alert) => alert.id)));
    expect(await alertsForLead(env.DB, 730002)).toEqual([]);
    await remindOfNewLeads(reminderEnv, new Date('2026-11-23T02:00:00.000Z'));
    expect(await reminders()).toEqual(sentReminders);

    const sent = mockOutbound({ [resendEmailsUrl]: () => json({ id: 'resend-reminder-1' }) });
    const emailReminder = sentReminders[0]!;
    await runJobs([{ job: { kind: 'alert' as const, alertId: emailReminder.id }, attempts: 1 }], reminderEnv);
    const email = JSON.parse(sent[0]!.body);
    const reference = leadReference(730001, fridayFivePm);
    expect(sent[0]!.headers['idempotency-key']).toBe(`alert-${emailReminder.id}`);
    expect(email.to).toEqual([placeholderBusiness.email]);
    expect(email.subject).toBe(`Still waiting for an answer: ${reference} from Ramon Cruz`);
    expect(email.html).toContain(`href="${env.SITE_URL}/admin/leads/730001"`);
    expect(email.text).toContain(reference);
  });
});
