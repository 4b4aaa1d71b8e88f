// The one way out for every email: Resend when RESEND_API_KEY is set, the local outbox
// (dev_outbox, shown in the dashboard) when it is not and this is not production, otherwise
// the email waits until the key is set.
import { appEnvironment } from '../../shared/release';
import type { WorkerEnv } from '../app-env';
import { keepInDevOutbox } from './dev-outbox';
import { featureFlags } from '../feature-flags';
import { sendWithResend, type OutgoingEmail, type ResendAttachment } from './resend-client';
import { readStoredFile } from '../storage/drawing-store';

/** btoa() takes a binary string; built in slices, as spreading megabytes into one call overflows the stack. */
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let offset = 0; offset < bytes.length; offset += 0x8000) binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
  return btoa(binary);
}

export type EmailTransport = { kind: 'resend'; apiKey: string } | { kind: 'dev-outbox' } | { kind: 'waiting'; detail: string };

export function emailTransport(env: WorkerEnv): EmailTransport {
  if (!featureFlags(env).resendEmail) {
    return {
      kind: 'waiting',
      detail: 'Email is switched off (FEATURE_FLAGS resendEmail: false); the email is sent once it is switched on.',
    };
  }
  if (env.RESEND_API_KEY) return { kind: 'resend', apiKey: env.RESEND_API_KEY };
  if (appEnvironment(env.ENVIRONMENT) !== 'production') return { kind: 'dev-outbox' };
  return { kind: 'waiting', detail: 'RESEND_API_KEY is not configured; the email is sent once it is set.' };
}

export type SendAttempt =
  | { kind: 'sent'; providerMessageId: string }
  | { kind: 'kept-locally'; outboxId: number }
  | { kind: 'failed'; retryable: boolean; detail: string; retryAfterSeconds?: number };

export async function sendEmail(
  env: WorkerEnv,
  transport: Exclude<EmailTransport, { kind: 'waiting' }>,
  email: OutgoingEmail,
  idempotencyKey: string,
  /** The lead the email is about (null for the owner's digest and weekly report): erasure deletes its local copy. */
  leadId: number | null,
): Promise<SendAttempt> {
  if (transport.kind === 'dev-outbox') {
    return { kind: 'kept-locally', outboxId: await keepInDevOutbox(env.DB, email, idempotencyKey, new Date().toISOString(), leadId) };
  }
  const attachments: ResendAttachment[] = [];
  for (const file of email.attachments ?? []) {
    const body = await readStoredFile(env.UPLOADS, file.r2Key);
    if (!body) return { kind: 'failed', retryable: false, detail: `The attachment ${file.filename} is no longer in storage.` };
    attachments.push({ filename: file.filename, content: toBase64(new Uint8Array(await new Response(body).arrayBuffer())) });
  }
  const result = await sendWithResend(transport.apiKey, email, idempotencyKey, attachments);
  if (result.ok) return { kind: 'sent', providerMessageId: result.providerMessageId };
  return { kind: 'failed', retryable: result.retryable, detail: result.detail, retryAfterSeconds: result.retryAfterSeconds };
}

/** How a send that went out (or into the local outbox) is recorded on its delivery. */
export function sentUpdate(attempt: Exclude<SendAttempt, { kind: 'failed' }>, at: string) {
  return attempt.kind === 'sent'
    ? { status: 'sent' as const, at, outcome: 'sent', attempted: true, providerMessageId: attempt.providerMessageId }
    : {
        status: 'sent' as const,
        at,
        outcome: 'kept in the local outbox',
        detail: `Outbox (development) #${attempt.outboxId}`,
        attempted: true,
      };
}
