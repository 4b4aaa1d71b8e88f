// The owner's own emails (the reminder, the daily digest) to the business address, by the one
// way out every email takes (Resend, or the local outbox in development). One about a lead
// answers to the customer and copies the lead's reply address, so the owner's Reply All from the
// mail app reaches the customer and comes back to the lead's timeline.
import type { SendResult } from '../queue/send-result';
import type { WorkerEnv } from '../app-env';
import { siteFacts } from '../published-facts/published';
import type { RenderedEmail } from './render-email';
import type { OutgoingEmail } from '../email-transport/resend-client';
import { emailTransport, sendEmail } from '../email-transport/send-email';

export async function sendToBusiness(
  env: WorkerEnv,
  email: RenderedEmail,
  idempotencyKey: string,
  leadId: number | null,
  /** For an email about a lead: its Reply-To (the customer) and Cc (the lead's reply address). */
  answers: Pick<OutgoingEmail, 'replyTo' | 'cc'> = {},
): Promise<SendResult> {
  const transport = emailTransport(env);
  if (transport.kind === 'waiting') return { ok: false, retryable: false, detail: transport.detail };
  const attempt = await sendEmail(
    env,
    transport,
    { from: env.EMAIL_FROM, to: [(await siteFacts(env)).business.email], ...answers, ...email },
    idempotencyKey,
    leadId,
  );
  return attempt.kind === 'failed'
    ? { ok: false, retryable: attempt.retryable, detail: attempt.detail, retryAfterSeconds: attempt.retryAfterSeconds }
    : { ok: true };
}
