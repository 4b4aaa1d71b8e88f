// What every alert channel's sender answers, and the rule for which failures are worth retrying.

export type AlertSendResult =
  | { ok: true }
  | { ok: false; retryable: boolean; detail: string; retryAfterSeconds?: number };

/** A gateway that does not answer within this long is treated as down, and retried later. */
export const alertTimeoutMs = 10_000;

/** 429 and 5xx are the gateway's trouble and worth retrying; other 4xx are ours (a bad key or number). */
export const isRetryableStatus = (status: number) => status === 429 || status >= 500;

/** A network error or our timeout, as a retryable result. */
export function unreachable(service: string, error: unknown): AlertSendResult {
  const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
  return { ok: false, retryable: true, detail: timedOut ? `${service} did not answer within ${alertTimeoutMs / 1000} s` : `${service} unreachable: ${String(error)}` };
}

/** An answer's body for the lead page: short, on one line. */
export const answerDetail = (body: string) => body.replace(/\s+/g, ' ').trim().slice(0, 300) || 'no body';
