// Resend's HTTP API with fetch: the `resend` SDK is not needed for one endpoint.
import { retryAfterSeconds } from '../queue/send-result';

export const resendEmailsUrl = 'https://api.resend.com/emails';

/** A file kept in R2 that goes with an email; read and base64-encoded only when it is sent. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  size: number;
  r2Key: string;
}

export interface OutgoingEmail {
  from: string;
  to: string[];
  /** Copies, e.g. the lead's reply address on the owner's alerts, so a Reply All comes back to the lead. */
  cc?: string[];
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  attachments?: StoredAttachment[];
}

/** Resend's attachment shape: the file's bytes as base64 `content` and its `filename`. */
export interface ResendAttachment {
  filename: string;
  content: string;
}

export type ResendResult =
  { ok: true; providerMessageId: string } | { ok: false; retryable: boolean; detail: string; retryAfterSeconds?: number };

interface ResendError {
  statusCode?: number;
  name?: string;
  message?: string;
}

/** 429, 5xx and 409 (a concurrent request with the same idempotency key) are worth retrying. */
const isRetryable = (status: number) => status === 429 || status === 409 || status >= 500;

export async function sendWithResend(
  apiKey: string,
  email: OutgoingEmail,
  idempotencyKey: string,
  attachments: ResendAttachment[] = [],
): Promise<ResendResult> {
  let response: Response;
  try {
    response = await fetch(resendEmailsUrl, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${apiKey}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': idempotencyKey,
      },
      body: JSON.stringify({
        from: email.from,
        to: email.to,
        ...(email.cc?.length ? { cc: email.cc } : {}),
        subject: email.subject,
        html: email.html,
        text: email.text,
        ...(email.replyTo ? { reply_to: [email.replyTo] } : {}),
        ...(attachments.length ? { attachments } : {}),
      }),
    });
  } catch (error) {
    return { ok: false, retryable: true, detail: `network error: ${String(error)}` };
  }
  const answer = (await response.json().catch(() => ({}))) as ResendError & { id?: string };
  if (response.ok && answer.id) return { ok: true, providerMessageId: answer.id };
  const detail = `Resend ${response.status}${answer.name ? ` ${answer.name}` : ''}: ${answer.message ?? 'no message'}`;
  return {
    ok: false,
    retryable: response.ok || isRetryable(response.status),
    detail,
    retryAfterSeconds: retryAfterSeconds(response.headers),
  };
}
