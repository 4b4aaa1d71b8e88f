// The owner's own emails (the reminder, the daily digest) to the business address, through Resend.
import type { AlertSendResult } from '../alerts/alert-send-result';
import type { WorkerEnv } from '../app-env';
import { businessFromVars } from '../business-vars';
import type { RenderedEmail } from './render-email';
import { sendWithResend } from './resend-client';

export async function sendToBusiness(env: WorkerEnv, email: RenderedEmail, idempotencyKey: string): Promise<AlertSendResult> {
  const result = await sendWithResend(env.RESEND_API_KEY!, { from: env.EMAIL_FROM, to: [businessFromVars(env).email], ...email }, idempotencyKey);
  return result.ok ? { ok: true } : result;
}
