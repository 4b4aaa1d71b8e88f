// The HTTP contract between the browser and the worker's /api routes.

export const apiPaths = {
  /** POST the raw file as the body; DELETE /api/storage/:id removes an unclaimed upload. */
  uploads: '/api/storage',
  /** POST a QuoteRequestInput as JSON. */
  quote: '/api/quotes',
  /** POST one AnalyticsEventInput as JSON (src/shared/analytics-event.ts); answers 204. */
  analytics: '/api/analytics',
  /** POST `{ token }` (the Turnstile widget's) with the form's draft id: answers a BotTicketIssued. */
  botCheck: '/api/bot-check',
} as const;

export const headerNames = {
  /** Ties uploads to the form they were made from; the quote must send the same value. */
  quoteDraft: 'X-Quote-Draft',
  /** Percent-encoded original file name of an upload. */
  fileName: 'X-File-Name',
  /** The quote's idempotency key: the same draft id, so a retried submit creates one lead. */
  idempotencyKey: 'Idempotency-Key',
  /** An upload's proof that its form passed the bot check (the quote carries it as `botTicket`). */
  botTicket: 'X-Bot-Ticket',
  /** `gzip` when the browser compressed the file; the two headers below then describe the file itself. */
  uploadEncoding: 'X-Upload-Encoding',
  /** The file's size before compression, in bytes. */
  originalSize: 'X-Original-Size',
  /** The SHA-256 of the file before compression, hex; the worker checks it against what it decompresses. */
  originalSha256: 'X-Original-Sha256',
} as const;

/** The quote form's hidden field with the worker's signed render time, for its post without scripts. */
export const formStampField = 'formStamp';

/** A phone on a weak signal may stall a quote's send: after this long the form, or the outbox, stops waiting. */
export const quoteSendTimeoutMs = 45_000;

/** A lead's reference as the worker answers it, e.g. Q-2026-000123. */
export const quoteReferencePattern = /^Q-\d{4}-\d{6}$/;

/** A lead's reference, Q-<year it came>-<id as six digits>. */
export function leadReference(id: number, createdAt: string): string {
  return `Q-${createdAt.slice(0, 4)}-${String(id).padStart(6, '0')}`;
}

/** Proof, signed by the worker, that the visitor of one form passed Turnstile; `expiresAt` is ISO 8601. */
export interface BotTicketIssued {
  ticket: string;
  expiresAt: string;
}

export interface UploadAccepted {
  upload: { id: string; name: string; size: number; contentType: string };
}

export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}
