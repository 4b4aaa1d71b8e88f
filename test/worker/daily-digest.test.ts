// The 8:00 Manila digest: the "0 0 * * *" cron queues it once a day, the queue sends it.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { WorkerEnv } from '../../src/worker/app-env';
import { placeholderBusiness } from '../../src/content/business';
import { resendEmailsUrl } from '../../src/worker/email-transport/resend-client';
import worker from '../../src/worker/index';
import { insertLead } from './lead-rows';
import { json, mockOutbound } from './outbound';
import { runJobs } from './queue-helpers';
import { workerEnv } from './quote-helpers';
import { workerLogs } from './worker-logs';

const digestEnv: WorkerEnv = { ...workerEnv, RESEND_API_KEY: 're_test_key' };

async function runCron(cron: string, at: string) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: new Date(at), cron }), digestEnv, ctx);
  await waitOnExecutionContext(ctx);
}

const digestRows = async () => (await env.DB.prepare('SELECT day, status FROM daily_digests ORDER BY day').all()).results;

describe('the daily digest', () => {
  it("lists the day's new leads and the older ones still waiting, once a day at 8:00 Manila", async () => {
    // Tuesday 2 March 2027, 8:00 in Manila is 00:00 UTC.
    const received = await insertLead({ id: 740001, createdAt: '2027-03-01T02:00:00.000Z', fullName: 'Joy Reyes' });
    const answeredToday = await insertLead({ id: 740002, createdAt: '2027-03-01T07:00:00.000Z', fullName: 'Leo Tan', status: 'contacted' });
    const waiting = await insertLead({ id: 740003, createdAt: '2027-02-26T03:00:00.000Z', fullName: 'Ramon Cruz' });
    const answeredBefore = await insertLead({ id: 740004, createdAt: '2027-02-25T03:00:00.000Z', status: 'quoted' });
    const afterDigest = await insertLead({ id: 740005, createdAt: '2027-03-02T00:30:00.000Z' });

    await runCron('*/15 * * * *', '2027-03-01T23:45:00.000Z');
    expect(await digestRows()).toEqual([]);
    await runCron('0 0 * * *', '2027-03-02T00:00:00.000Z');
    await runCron('0 0 * * *', '2027-03-02T00:00:00.000Z');
    expect(await digestRows()).toEqual([{ day: '2027-03-02', status: 'pending' }]);

    const sent = mockOutbound({ [resendEmailsUrl]: () => json({ id: 'resend-digest-1' }) });
    const job = { job: { kind: 'daily-digest' as const, period: '2027-03-02' }, attempts: 1 };
    await runJobs([job], digestEnv);
    await runJobs([job], digestEnv);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers['idempotency-key']).toBe('digest-2027-03-02');
    const email = JSON.parse(sent[0]!.body);
    expect(email.to).toEqual([placeholderBusiness.email]);
    expect(email.subject).toBe('Quote requests for Tue, Mar 2, 2027: 2 new, 1 waiting');
    const [newSection, waitingSection] = (email.text as string).split('Still waiting');
    expect(newSection).toContain(`${received.reference} Joy Reyes`);
    expect(newSection).toContain(`${answeredToday.reference} Leo Tan`);
    expect(waitingSection).toContain(`${waiting.reference} Ramon Cruz`);
    for (const absent of [answeredBefore.reference, afterDigest.reference]) expect(email.text).not.toContain(absent);
    expect(email.html).toContain(`href="${env.SITE_URL}/admin/leads/740003"`);
    expect(await digestRows()).toEqual([{ day: '2027-03-02', status: 'sent' }]);
  });

  it('waits while email is not configured, retries a failed send, and records a day with nothing to say as empty', async () => {
    // Tuesday 9 March 2027: one lead the day before.
    await insertLead({ id: 740101, createdAt: '2027-03-08T02:00:00.000Z', fullName: 'Nina Flores' });
    await runCron('0 0 * * *', '2027-03-09T00:00:00.000Z');
    const job = { job: { kind: 'daily-digest' as const, period: '2027-03-09' }, attempts: 1 };

    const unconfigured = await runJobs([job], workerEnv);
    expect(unconfigured.explicitAcks).toEqual(['job-0']);
    const waiting = await env.DB.prepare("SELECT status, attempts, last_error FROM daily_digests WHERE day = '2027-03-09'").first();
    expect(waiting).toEqual({ status: 'pending', attempts: 0, last_error: expect.stringContaining('email is not configured') });

    mockOutbound({ [resendEmailsUrl]: () => json({ name: 'internal_server_error', message: 'Unexpected error', statusCode: 500 }, 500) });
    const failed = await runJobs([job], digestEnv);
    expect(failed.retryMessages.map((message) => message.msgId)).toEqual(['job-0']);
    expect(await env.DB.prepare("SELECT status, attempts FROM daily_digests WHERE day = '2027-03-09'").first()).toEqual({
      status: 'pending',
      attempts: 1,
    });

    // Wednesday 10 March: nothing received, and nothing still new once every lead is answered.
    await env.DB.prepare("UPDATE leads SET status = 'contacted' WHERE status = 'new'").run();
    await runCron('0 0 * * *', '2027-03-10T00:00:00.000Z');
    const sent = mockOutbound({ [resendEmailsUrl]: () => json({ id: 'resend-digest-empty' }) });
    await runJobs([{ job: { kind: 'daily-digest' as const, period: '2027-03-10' }, attempts: 1 }], digestEnv);
    expect(sent).toEqual([]);
    expect(await env.DB.prepare("SELECT status, attempts FROM daily_digests WHERE day = '2027-03-10'").first()).toEqual({
      status: 'empty',
      attempts: 0,
    });
  });

  it('records a digest that cannot be written as failed after its last attempt (the sweep queues pending ones only)', async () => {
    const errors = workerLogs('error');
    // Thursday 11 March 2027: a lead a hand edit left unreadable (its time is not a date), so the digest cannot be written.
    const broken = await insertLead({ id: 740201, createdAt: '2027-03-10T02:00:00.000Z (edited by hand)' });
    await runCron('0 0 * * *', '2027-03-11T00:00:00.000Z');
    const sent = mockOutbound({ [resendEmailsUrl]: () => json({ id: 'resend-digest-never' }) });
    const row = () =>
      env.DB.prepare("SELECT status, last_error FROM daily_digests WHERE day = '2027-03-11'").first<{
        status: string;
        last_error: string | null;
      }>();

    const early = await runJobs([{ job: { kind: 'daily-digest' as const, period: '2027-03-11' }, attempts: 1 }], digestEnv);
    expect(early.retryMessages.map((message) => message.msgId)).toEqual(['job-0']);
    expect((await row())!.status).toBe('pending');

    const last = await runJobs([{ job: { kind: 'daily-digest' as const, period: '2027-03-11' }, attempts: 6 }], digestEnv);
    expect(last.explicitAcks).toEqual(['job-0']);
    expect(await row()).toEqual({ status: 'failed', last_error: expect.stringMatching(/\S/) });
    expect(sent).toEqual([]);
    await env.DB.prepare('DELETE FROM leads WHERE id = ?').bind(broken.id).run();
    expect(errors()).toContain('daily digest failed');
  });
});
