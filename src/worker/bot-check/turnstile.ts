// Server-side Turnstile verification (siteverify). reCAPTCHA is switched off and has no code.
import { quoteAction } from '../../shared/turnstile';
import { alwaysPassTestSecret } from '../../shared/turnstile-test-keys';

export const siteverifyUrl = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

interface SiteverifyAnswer {
  success: boolean;
  hostname?: string;
  action?: string;
  'error-codes'?: string[];
}

export type BotCheck = { passed: true } | { passed: false; reason: string };

interface VerifyOptions {
  secret: string;
  token: string;
  remoteIp: string | undefined;
  expectedHostname: string;
  idempotencyKey: string;
  /** Development with the test secret: siteverify is not called (it may be offline) and the check passes. */
  offlineTestMode: boolean;
}

export async function verifyTurnstile(options: VerifyOptions): Promise<BotCheck> {
  if (options.offlineTestMode && options.secret === alwaysPassTestSecret) return { passed: true };

  const form = new URLSearchParams({ secret: options.secret, response: options.token });
  if (options.remoteIp) form.set('remoteip', options.remoteIp);
  form.set('idempotency_key', options.idempotencyKey);

  const response = await fetch(siteverifyUrl, { method: 'POST', body: form });
  if (!response.ok) return { passed: false, reason: `siteverify answered ${response.status}` };
  const answer = (await response.json()) as SiteverifyAnswer;
  if (!answer.success) return { passed: false, reason: `rejected: ${(answer['error-codes'] ?? []).join(', ') || 'no reason given'}` };
  if (answer.hostname !== options.expectedHostname) return { passed: false, reason: `hostname ${answer.hostname}` };
  if (answer.action !== quoteAction) return { passed: false, reason: `action ${answer.action}` };
  return { passed: true };
}
