// The one runner every queued email and alert goes through (src/worker/delivery/): the same
// backoff, Retry-After, giving up and record for every kind, with each service answering as its
// documentation shows.
import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import type { WorkerEnv } from '../../src/worker/app-env';
import { telegramSendMessageUrl } from '../../src/worker/alerts/telegram';
import { createAlerts } from '../../src/worker/lead-records/alerts';
import { claimPeriod } from '../../src/worker/email/periodic-email-store';
import type { DeliveryJob } from '../../src/worker/queue/delivery-job';
import { maxAttempts, retryDelaySeconds } from '../../src/worker/delivery/run-delivery';
import { resendEmailsUrl } from '../../src/worker/email-transport/resend-client';
import { insertLead } from './lead-rows';
import { json, mockOutbound } from './outbound';
import { runJobs } from './queue-helpers';
import { workerEnv } from './quote-helpers';

const botToken = '7100000002:AAE-runner-test';
const deliveryEnv: WorkerEnv = {
  ...workerEnv,
  RESEND_API_KEY: 're_runner_test',
  TELEGRAM_BOT_TOKEN: botToken,
  TELEGRAM_CHAT_ID: '-1009876543210',
};
const at = '2027-05-03T05:00:00.000Z';

/** Resend's 429, with the Retry-After header its rate limit sends. */
const resendRateLimited = (seconds: number) =>
  new Response(
    JSON.stringify({
      statusCode: 429,
      name: 'rate_limit_exceeded',
      message: 'Too many requests. You can only make 2 requests per second.',
    }),
    {
      status: 429,
      headers: { 'Content-Type': 'application/json', 'Retry-After': String(seconds) },
    },
  );
/** Telegram's 429: the wait is in the body's parameters. */
const telegramRateLimited = (seconds: number) =>
  json({ ok: false, error_code: 429, description: `Too Many Requests: retry after ${seconds}`, parameters: { retry_after: seconds } }, 429);
const resendDown = () => json({ statusCode: 500, name: 'internal_server_error', message: 'Unexpected error' }, 500);
const telegramDown = () => json({ ok: false, error_code: 502, description: 'Bad Gateway' }, 502);

/** One pending row of every kind, on two leads (one for the emails, one for its alert). */
async function pendingOfEveryKind(firstLeadId: number, digestDay: string) {
  await insertLead({
    id: firstLeadId,
    createdAt: `${digestDay.slice(0, 8)}${String(Number(digestDay.slice(8)) - 1).padStart(2, '0')}T05:00:00.000Z`,
  });
  await insertLead({ id: firstLeadId + 1, createdAt: at });
  const delivery = await env.DB.prepare("INSERT INTO email_deliveries (lead_id, kind, updated_at) VALUES (?, 'business', ?) RETURNING id")
    .bind(firstLeadId, at)
    .first<{ id: number }>();
  const message = await env.DB.prepare(
    `INSERT INTO lead_messages (lead_id, created_at, sender, to_address, reply_to, subject, text, html, updated_at)
     VALUES (?, ?, 'owner', 'maria@santosfood.example', 'quotes@stainless.example', 'Your quotation', 'Please find it attached.', '<p>Please find it attached.</p>', ?) RETURNING id`,
  )
    .bind(firstLeadId, at, at)
    .first<{ id: number }>();
  const [alertId] = await createAlerts(env.DB, firstLeadId + 1, 'new-lead', ['telegram'], at);
  expect(await claimPeriod(env.DB, 'digest', digestDay, at)).toBe(true);
  const jobs: DeliveryJob[] = [
    { kind: 'lead-email', deliveryId: delivery!.id },
    { kind: 'reply', leadMessageId: message!.id },
    { kind: 'alert', alertId: alertId! },
    { kind: 'daily-digest', period: digestDay },
  ];
  const rows = async () => ({
    'lead-email': await env.DB.prepare('SELECT status, attempts, last_error FROM email_deliveries WHERE id = ?').bind(delivery!.id).first(),
    reply: await env.DB.prepare('SELECT status, attempts, last_error FROM lead_messages WHERE id = ?').bind(message!.id).first(),
    alert: await env.DB.prepare('SELECT status, attempts, last_error FROM lead_alerts WHERE id = ?').bind(alertId!).first(),
    'daily-digest': await env.DB.prepare('SELECT status, attempts, last_error FROM daily_digests WHERE day = ?').bind(digestDay).first(),
  });
  const flagged = async () =>
    (
      await env.DB.prepare('SELECT id FROM leads WHERE id IN (?, ?) AND needs_attention = 1')
        .bind(firstLeadId, firstLeadId + 1)
        .all<{ id: number }>()
    ).results.map((row) => row.id);
  return { jobs, rows, flagged };
}

describe('every delivery kind, one policy', () => {
  it('backs off 1, 2, 4, 8 and 16 minutes, waits longer when a service asks, and never more than an hour', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelaySeconds(attempt))).toEqual([60, 120, 240, 480, 960]);
    expect(retryDelaySeconds(1, 900)).toBe(900);
    expect(retryDelaySeconds(5, 30)).toBe(960);
    expect(retryDelaySeconds(2, 86_400)).toBe(3600);
  });

  it("waits as long as the service's Retry-After for a quote email, a reply, an alert and the digest, and keeps each pending", async () => {
    const { jobs, rows, flagged } = await pendingOfEveryKind(730001, '2027-05-04');
    const sent = mockOutbound({
      [resendEmailsUrl]: () => resendRateLimited(900),
      [telegramSendMessageUrl(botToken)]: () => telegramRateLimited(1200),
    });
    const result = await runJobs(
      jobs.map((job) => ({ job, attempts: 1 })),
      deliveryEnv,
    );
    expect(sent.map((request) => request.url)).toEqual([
      resendEmailsUrl,
      resendEmailsUrl,
      telegramSendMessageUrl(botToken),
      resendEmailsUrl,
    ]);
    expect(result.retryDelays).toEqual([900, 900, 1200, 900]);
    expect(await rows()).toEqual({
      'lead-email': {
        status: 'pending',
        attempts: 1,
        last_error: 'Resend 429 rate_limit_exceeded: Too many requests. You can only make 2 requests per second.',
      },
      reply: {
        status: 'pending',
        attempts: 1,
        last_error: 'Resend 429 rate_limit_exceeded: Too many requests. You can only make 2 requests per second.',
      },
      alert: { status: 'pending', attempts: 1, last_error: expect.stringContaining('Too Many Requests: retry after 1200') },
      'daily-digest': {
        status: 'pending',
        attempts: 1,
        last_error: 'Resend 429 rate_limit_exceeded: Too many requests. You can only make 2 requests per second.',
      },
    });
    expect(await flagged()).toEqual([]);
  });

  it('gives up on the last attempt: every row failed, and a lead flagged only where an email to a person failed', async () => {
    const { jobs, rows, flagged } = await pendingOfEveryKind(730011, '2027-05-11');
    mockOutbound({ [resendEmailsUrl]: resendDown, [telegramSendMessageUrl(botToken)]: telegramDown });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await runJobs(
      jobs.map((job) => ({ job, attempts: maxAttempts })),
      deliveryEnv,
    );
    expect(result.retryMessages).toEqual([]);
    expect(result.explicitAcks).toHaveLength(4);
    expect(Object.values(await rows()).map((row) => row?.status)).toEqual(['failed', 'failed', 'failed', 'failed']);
    // The quote email and the reply flag the first lead; the alert's lead is not flagged.
    expect(await flagged()).toEqual([730011]);
    expect(errors.mock.calls.map(([line]) => (JSON.parse(String(line)) as { message: string }).message)).toEqual([
      'quote email failed',
      'reply failed',
      'alert failed',
      'daily digest failed',
    ]);
  });

  it('drops a body that is no job (no kind, an unknown kind, an id that is text or a fraction, a malformed chat message) instead of sending or retrying it', async () => {
    const { jobs, rows } = await pendingOfEveryKind(730021, '2027-05-18');
    const leadEmail = jobs[0] as Extract<DeliveryJob, { kind: 'lead-email' }>;
    const sent = mockOutbound({});
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await runJobs(
      [
        { job: { deliveryId: leadEmail.deliveryId } as unknown as DeliveryJob, attempts: 1 },
        { job: { kind: 'fax', number: 1 } as unknown as DeliveryJob, attempts: 1 },
        { job: { kind: 'lead-email', deliveryId: String(leadEmail.deliveryId) } as unknown as DeliveryJob, attempts: 1 },
        { job: { kind: 'lead-email', deliveryId: leadEmail.deliveryId + 0.5 } as unknown as DeliveryJob, attempts: 1 },
        { job: { kind: 'chat-in', event: { channel: 'sms', messageId: 'm_1' } } as unknown as DeliveryJob, attempts: 1 },
      ],
      deliveryEnv,
    );
    expect(result.retryMessages).toEqual([]);
    expect(result.explicitAcks).toEqual(['job-0', 'job-1', 'job-2', 'job-3', 'job-4']);
    expect(sent).toEqual([]);
    expect((await rows())['lead-email']).toMatchObject({ status: 'pending', attempts: 0 });
    expect(errors.mock.calls.map(([line]) => (JSON.parse(String(line)) as { message: string }).message)).toEqual([
      'queue message is no delivery job; dropped',
      'queue message is no delivery job; dropped',
      'queue message is no delivery job; dropped',
      'queue message is no delivery job; dropped',
      'queue message is no delivery job; dropped',
    ]);
  });
});
