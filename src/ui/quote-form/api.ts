// The browser's side of the quote API: drawing uploads (XMLHttpRequest, for upload progress,
// which fetch cannot report) and the quote submission itself.
import { quoteForm } from '../../content/quote-form';
import { apiPaths, headerNames, quoteSendTimeoutMs, type ApiErrorBody, type UploadAccepted } from '../../shared/api';
import { quoteReferencePattern, type QuoteAccepted, type QuoteField } from '../../shared/quote-request';

/** Reads `{ error: { code, message, fields? } }`, or null when the body is something else. */
function readApiError(body: string): ApiErrorBody['error'] | null {
  try {
    const parsed = JSON.parse(body) as Partial<ApiErrorBody>;
    const error = parsed?.error;
    return error && typeof error.message === 'string' ? error : null;
  } catch {
    return null;
  }
}

type UploadOutcome =
  { kind: 'uploaded'; upload: UploadAccepted['upload'] } | { kind: 'failed'; message: string; retryable: boolean } | { kind: 'cancelled' };

export interface UploadTask {
  done: Promise<UploadOutcome>;
  cancel(): void;
}

/** Loaded with the first upload, so the page's first load never carries the compression code. */
const loadUploadBody = () => import('./upload-body');

/**
 * Sends one file as the request body (gzipped when that pays, see upload-body.ts) with the form's
 * bot-check ticket ('' when the check is switched off); `onProgress` gets the fraction sent, 0 to 1.
 */
export function uploadDrawing(file: File, draftId: string, botTicket: string, onProgress: (fraction: number) => void): UploadTask {
  const request = new XMLHttpRequest();
  let cancelled = false;
  // A chunk that cannot load (the network dropped) or a compression that fails sends the file as it is.
  const prepared = loadUploadBody()
    .then(({ uploadBody }) => uploadBody(file))
    .catch(() => ({ body: file, headers: {} as Record<string, string> }));
  const done = prepared.then(
    ({ body, headers }) =>
      new Promise<UploadOutcome>((resolve) => {
        if (cancelled) {
          resolve({ kind: 'cancelled' });
          return;
        }
        request.open('POST', apiPaths.uploads);
        request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
        request.setRequestHeader(headerNames.fileName, encodeURIComponent(file.name));
        request.setRequestHeader(headerNames.quoteDraft, draftId);
        if (botTicket) request.setRequestHeader(headerNames.botTicket, botTicket);
        for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
        request.upload.onprogress = (event) => {
          if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
        };
        request.onload = () => {
          if (request.status === 201 || request.status === 200) {
            try {
              const accepted = JSON.parse(request.responseText) as UploadAccepted;
              if (typeof accepted.upload?.id === 'string') {
                resolve({ kind: 'uploaded', upload: accepted.upload });
                return;
              }
            } catch {
              // Falls through to the generic failure below.
            }
          }
          const error = readApiError(request.responseText);
          resolve({
            kind: 'failed',
            message: error?.message ?? quoteForm.attachments.failed(request.status),
            // Type, size and format problems fail the same way every time; the rest may pass later.
            retryable: request.status === 429 || request.status >= 500,
          });
        };
        request.onerror = () => resolve({ kind: 'failed', message: quoteForm.attachments.networkError, retryable: true });
        request.ontimeout = request.onerror;
        request.onabort = () => resolve({ kind: 'cancelled' });
        request.send(body);
      }),
  );
  return {
    done,
    cancel: () => {
      cancelled = true;
      request.abort();
    },
  };
}

/** Fire and forget: an upload nobody claims is deleted by the worker after a day anyway. */
export function deleteUpload(uploadId: string, draftId: string): void {
  fetch(`${apiPaths.uploads}/${encodeURIComponent(uploadId)}`, {
    method: 'DELETE',
    headers: { [headerNames.quoteDraft]: draftId },
    keepalive: true,
  }).catch(() => undefined);
}

export type SubmitOutcome =
  | { kind: 'accepted'; reference: string | null }
  | {
      kind: 'rejected';
      status: number;
      message: string | null;
      fields: Partial<Record<QuoteField, string>>;
      retryAfterSeconds: number | null;
    }
  | { kind: 'unreachable' };

export async function sendQuoteRequest(body: unknown, draftId: string): Promise<SubmitOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), quoteSendTimeoutMs);
  try {
    const response = await fetch(apiPaths.quote, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [headerNames.idempotencyKey]: draftId },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    const text = await response.text();
    if (response.ok) {
      let reference: string | null = null;
      try {
        const accepted = JSON.parse(text) as QuoteAccepted;
        if (quoteReferencePattern.test(accepted.lead?.reference ?? '')) reference = accepted.lead.reference;
      } catch {
        // Accepted all the same; the thank-you panel just cannot show the reference.
      }
      return { kind: 'accepted', reference };
    }
    const error = readApiError(text);
    const retryAfter = Number.parseInt(response.headers.get('Retry-After') ?? '', 10);
    return {
      kind: 'rejected',
      status: response.status,
      message: error?.message ?? null,
      fields: (error?.fields ?? {}) as Partial<Record<QuoteField, string>>,
      retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    };
  } catch {
    return { kind: 'unreachable' };
  } finally {
    clearTimeout(timer);
  }
}
