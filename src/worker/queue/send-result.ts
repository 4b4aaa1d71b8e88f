// What every sender answers (an alert channel, an email to the business), and the rules for
// which failures are worth retrying and how long a service asks us to wait.

export type SendResult = { ok: true } | { ok: false; retryable: boolean; detail: string; retryAfterSeconds?: number };

/** A gateway that does not answer within this long is treated as down, and retried later. */
export const alertTimeoutMs = 10_000;

/** 429 and 5xx are the gateway's trouble and worth retrying; other 4xx are ours (a bad key or number). */
export const isRetryableStatus = (status: number) => status === 429 || status >= 500;

/** A network error or our timeout, as a retryable result. */
export function unreachable(service: string, error: unknown): SendResult {
  const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
  return {
    ok: false,
    retryable: true,
    detail: timedOut ? `${service} did not answer within ${alertTimeoutMs / 1000} s` : `${service} unreachable: ${String(error)}`,
  };
}

/** An answer's body for the lead page: short, on one line. */
export const answerDetail = (body: string) => body.replace(/\s+/g, ' ').trim().slice(0, 300) || 'no body';

/** A Retry-After header's seconds (the HTTP-date form is not used by the services we call). */
export function retryAfterSeconds(headers: Headers): number | undefined {
  const seconds = Number(headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}
