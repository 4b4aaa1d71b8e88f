// Notices to the customer about their job: an email with the order page's link (through the reply
// path, so the development outbox shows it) and an SMS through Semaphore when the customer gave a
// mobile number. Never at night, Manila time: a notice planned then is held (job_notices.send_after)
// and the cron sweep releases it in the morning (docs/decisions/041-job-notices-held-to-the-morning.md).
import { addDays, manilaClock, manilaDay, manilaDayStart } from '../../shared/business-time';
import { philippinePhoneToE164 } from '../../shared/phone';
import type { WorkerEnv } from '../app-env';
import { enqueue } from '../queue/enqueue';
import { leadReply } from '../email/quote-emails';
import { replyAddressFor } from '../email/reply-address';
import { leadById, type LeadRow } from '../lead-records/leads';
import { leadMessageOf, storeLeadMessage } from '../lead-records/messages';
import { leadReference } from '../../shared/quote-request';
import { newToken } from '../quotation-records/token';
import { siteFacts } from '../published-facts/published';
import { jobById, jobReference, type JobRow } from './store';

/** Quiet hours, Manila: no notice from 20:00 until 08:00, when the held ones go. */
const quietHours = { from: '20:00', until: '08:00' } as const;

type NoticeChannel = 'email' | 'sms';

export interface NoticePlan {
  channels: NoticeChannel[];
  /** When it may go (ISO): now, or the morning after quiet hours. */
  sendAfter: string;
  held: boolean;
}

/** The morning a notice planned at `now` may go: now in the day, else the next 08:00 Manila. */
export function noticeSendAfter(now: Date): { sendAfter: Date; held: boolean } {
  const clock = manilaClock(now);
  if (clock >= quietHours.until && clock < quietHours.from) return { sendAfter: now, held: false };
  const day = clock >= quietHours.from ? addDays(manilaDay(now), 1) : manilaDay(now);
  const [hours, minutes] = quietHours.until.split(':').map(Number);
  return { sendAfter: new Date(manilaDayStart(day).getTime() + (hours! * 60 + minutes!) * 60_000), held: true };
}

/** The customer's mobile number in E.164, or null (a landline, none, or not Philippine). */
export function customerMobile(lead: Pick<LeadRow, 'phone'>): string | null {
  const e164 = philippinePhoneToE164(lead.phone ?? '');
  return e164 && /^\+639\d{9}$/.test(e164) ? e164 : null;
}

const smsConfigured = (env: WorkerEnv) => Boolean(env.SEMAPHORE_API_KEY);

/** The channels a customer can be reached on, and when: null when there is none. */
export async function planNotice(env: WorkerEnv, job: Pick<JobRow, 'lead_id'>, now: Date): Promise<NoticePlan | null> {
  const lead = await leadById(env.DB, job.lead_id);
  if (!lead) return null;
  const channels: NoticeChannel[] = [];
  if (lead.email) channels.push('email');
  if (smsConfigured(env) && customerMobile(lead)) channels.push('sms');
  if (channels.length === 0) return null;
  const { sendAfter, held } = noticeSendAfter(now);
  return { channels, sendAfter: sendAfter.toISOString(), held };
}

const channelWords: Record<NoticeChannel, string> = { email: 'Email', sms: 'SMS' };

/**
 * The notice's 'notice' event (on the job's timeline) and one held row per channel; `onlyIf` ties
 * them to the change they announce (a stage move's own write), in that change's batch.
 */
export function noticeStatements(
  db: D1Database,
  job: Pick<JobRow, 'id' | 'lead_id'>,
  plan: NoticePlan,
  what: string,
  at: string,
  onlyIf: { sql: string; binds: unknown[] } = { sql: '1', binds: [] },
): D1PreparedStatement[] {
  const channels = plan.channels.map((channel) => channelWords[channel]).join(' and ');
  const detail = `${channels} to the customer: ${what}${plan.held ? ' (held to the morning, no notices at night)' : ''}`;
  return [
    db
      .prepare(
        `INSERT INTO job_events (job_id, lead_id, kind, created_at, actor, detail) SELECT ?, ?, 'notice', ?, 'system', ? WHERE ${onlyIf.sql}`,
      )
      .bind(job.id, job.lead_id, at, detail, ...onlyIf.binds),
    ...plan.channels.map((channel) =>
      db
        .prepare(
          `INSERT INTO job_notices (job_id, lead_id, event_id, channel, created_at, send_after, body, updated_at)
           SELECT ?, ?, (SELECT MAX(id) FROM job_events WHERE job_id = ? AND kind = 'notice'), ?, ?, ?, ?, ? WHERE ${onlyIf.sql}`,
        )
        .bind(job.id, job.lead_id, job.id, channel, at, plan.sendAfter, what, at, ...onlyIf.binds),
    ),
  ];
}

/**
 * Queues a notice about the job to the customer ("Drawing ready for approval", "Out for
 * delivery"): `what` is its headline, `detail` a line under it. Held to the morning at night.
 * False when the customer has no address to reach.
 */
export async function queueJobNotice(env: WorkerEnv, job: JobRow, what: string, detail = '', now = new Date()): Promise<boolean> {
  const plan = await planNotice(env, job, now);
  if (!plan) return false;
  await env.DB.batch(noticeStatements(env.DB, job, plan, detail ? `${what}. ${detail}` : what, now.toISOString()));
  if (!plan.held) await releaseDueNotices(env, now, job.id);
  return true;
}

interface NoticeRow {
  id: number;
  job_id: number;
  lead_id: number;
  event_id: number;
  channel: NoticeChannel;
  created_at: string;
  send_after: string;
  status: 'held' | 'pending' | 'sent' | 'failed';
  body: string;
  lead_message_id: number | null;
  attempts: number;
  last_error: string | null;
}

/** A fresh order-page link for the job: the token goes in the notice, its SHA-256 in D1. */
async function orderPageLink(env: WorkerEnv, jobId: number, at: string): Promise<{ url: string; statement: D1PreparedStatement }> {
  const { token, hash } = await newToken();
  return {
    url: `${env.SITE_URL.replace(/\/$/, '')}/quotation/${token}`,
    statement: env.DB.prepare('INSERT INTO job_order_links (token_hash, job_id, created_at) VALUES (?, ?, ?)').bind(hash, jobId, at),
  };
}

/**
 * Releases the held notices that are due (one job's, or every job's for the sweep): each is claimed
 * (held -> pending) before it is sent, so a sweep and a stage move at once send it once.
 */
export async function releaseDueNotices(env: WorkerEnv, now: Date, jobId?: number): Promise<number> {
  const { results } = await env.DB.prepare(
    `SELECT * FROM job_notices WHERE status = 'held' AND send_after <= ?${jobId === undefined ? '' : ' AND job_id = ?'} ORDER BY id LIMIT 50`,
  )
    .bind(...(jobId === undefined ? [now.toISOString()] : [now.toISOString(), jobId]))
    .all<NoticeRow>();
  let released = 0;
  for (const notice of results) {
    const claimed = await env.DB.prepare("UPDATE job_notices SET status = 'pending', updated_at = ? WHERE id = ? AND status = 'held'")
      .bind(now.toISOString(), notice.id)
      .run();
    if (claimed.meta.changes !== 1) continue;
    try {
      await release(env, notice, now);
      released += 1;
    } catch (error) {
      await env.DB.prepare("UPDATE job_notices SET status = 'held', last_error = ?, updated_at = ? WHERE id = ?")
        .bind(String(error), now.toISOString(), notice.id)
        .run();
      throw error;
    }
  }
  return released;
}

/** The owner sends a held notice now rather than in the morning. False when it is not held. */
export async function sendHeldNoticeNow(env: WorkerEnv, jobId: number, noticeId: number, now = new Date()): Promise<boolean> {
  const moved = await env.DB.prepare("UPDATE job_notices SET send_after = ? WHERE id = ? AND job_id = ? AND status = 'held'")
    .bind(now.toISOString(), noticeId, jobId)
    .run();
  if (moved.meta.changes !== 1) return false;
  await releaseDueNotices(env, now, jobId);
  return true;
}

async function release(env: WorkerEnv, notice: NoticeRow, now: Date) {
  const [job, lead] = await Promise.all([jobById(env.DB, notice.job_id), leadById(env.DB, notice.lead_id)]);
  if (!job || !lead) return;
  const at = now.toISOString();
  const link = await orderPageLink(env, job.id, at);
  const reference = jobReference(job);
  if (notice.channel === 'sms') {
    const text = `${reference}: ${notice.body}. Your order: ${link.url}`;
    await env.DB.batch([link.statement, env.DB.prepare('UPDATE job_notices SET body = ? WHERE id = ?').bind(text, notice.id)]);
    await enqueue(env, [{ kind: 'job-notice', noticeId: notice.id }]);
    return;
  }
  const facts = await siteFacts(env);
  const email = await leadReply({
    lead,
    business: facts.business,
    from: env.EMAIL_FROM,
    replyTo: replyAddressFor(leadReference(lead.id, lead.created_at), env),
    topic: `Your order ${reference}: ${notice.body}`,
    body: [
      `Hi ${lead.full_name},`,
      '',
      `An update on your order ${reference}: ${notice.body}.`,
      '',
      `See where it stands, its photos and dates:`,
      link.url,
      '',
      'Reply to this email with any question.',
    ].join('\n'),
    attachmentNames: [],
  });
  const messageId = await storeLeadMessage(env.DB, leadMessageOf(lead, email, { createdAt: at, sender: 'Website (order notice)' }), [
    link.statement,
    env.DB.prepare(
      "UPDATE job_notices SET status = 'sent', lead_message_id = (SELECT MAX(id) FROM lead_messages WHERE lead_id = ?), updated_at = ? WHERE id = ?",
    ).bind(lead.id, at, notice.id),
  ]);
  await enqueue(env, [{ kind: 'reply', leadMessageId: messageId }]);
}

export interface JobNoticeView {
  id: number;
  channel: NoticeChannel;
  status: NoticeRow['status'];
  sendAfter: string;
  what: string;
  lastError: string | null;
}

export async function noticesOfJob(db: D1Database, jobId: number): Promise<JobNoticeView[]> {
  const { results } = await db.prepare('SELECT * FROM job_notices WHERE job_id = ? ORDER BY id').bind(jobId).all<NoticeRow>();
  return results.map((row) => ({
    id: row.id,
    channel: row.channel,
    status: row.status,
    sendAfter: row.send_after,
    what: row.body,
    lastError: row.last_error,
  }));
}
