// A job notice's SMS to the customer (a job_notices row released from hold): through Semaphore,
// to the mobile number the customer gave. The email of the same notice goes the reply path.
import { sendSemaphoreSms } from '../alerts/semaphore';
import { customerMobile } from '../jobs/notices';
import { leadById } from '../lead-records/leads';
import { failedSend, type DeliveryHandler } from '../queue/handler';

const now = () => new Date().toISOString();

export const jobNotice: DeliveryHandler<{ kind: 'job-notice'; noticeId: number }> = {
  name: 'job notice SMS',

  async send(env, job) {
    const notice = await env.DB.prepare("SELECT id, lead_id, body FROM job_notices WHERE id = ? AND channel = 'sms' AND status = 'pending'")
      .bind(job.noticeId)
      .first<{ id: number; lead_id: number; body: string }>();
    const lead = notice && (await leadById(env.DB, notice.lead_id));
    const number = lead && customerMobile(lead);
    if (!notice || !number) return { kind: 'done' };
    if (!env.SEMAPHORE_API_KEY) return { kind: 'waiting-for-configuration' };
    const result = await sendSemaphoreSms({
      apiKey: env.SEMAPHORE_API_KEY,
      numbers: [number.replace(/^\+63/, '0')],
      message: notice.body,
      senderName: env.SEMAPHORE_SENDER_NAME,
    });
    if (!result.ok) return failedSend(result);
    await env.DB.prepare("UPDATE job_notices SET status = 'sent', attempts = attempts + 1, updated_at = ? WHERE id = ?")
      .bind(now(), notice.id)
      .run();
    return { kind: 'done' };
  },

  recordFailure: async (env, job, { detail, attempted, final }) => {
    await env.DB.prepare('UPDATE job_notices SET status = ?, attempts = attempts + ?, last_error = ?, updated_at = ? WHERE id = ?')
      .bind(final ? 'failed' : 'pending', attempted ? 1 : 0, detail, now(), job.noticeId)
      .run();
  },
};
