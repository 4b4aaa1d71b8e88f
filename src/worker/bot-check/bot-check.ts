// The bot check as the API routes apply it: a Turnstile token verified with siteverify, or the
// ticket the worker signed when such a token passed. Both secrets are needed: without either,
// everything that needs the check is refused (503), never let through.
import type { Context } from 'hono';
import { appEnvironment } from '../../shared/release';
import type { AppEnv } from '../app-env';
import { apiError } from '../errors';
import { minimumTicketSecretLength } from './ticket';
import { quoteAction } from '../../shared/turnstile';
import { verifyTurnstile } from './turnstile';

export interface BotCheckSecrets {
  turnstileSecret: string;
  ticketSecret: string;
}

/** The two secrets, or the 503 that answers in their absence. */
export function botCheckSecrets(c: Context<AppEnv>): BotCheckSecrets | Response {
  const { TURNSTILE_SECRET_KEY: turnstileSecret, TICKET_SECRET: ticketSecret } = c.env;
  if (turnstileSecret && ticketSecret && ticketSecret.length >= minimumTicketSecretLength) return { turnstileSecret, ticketSecret };
  const problem = turnstileSecret
    ? `TICKET_SECRET is not set or shorter than ${minimumTicketSecretLength} characters`
    : 'TURNSTILE_SECRET_KEY is not set';
  c.get('logger').error(`${problem}: quote requests and uploads are refused`);
  return apiError(c, 503, 'bot_check_unavailable', 'The quote form is temporarily unavailable. Please call or WhatsApp us.');
}

/** Siteverify's verdict on the widget's token: null when it passes, else the 403 to answer. */
export async function turnstileRefusal(c: Context<AppEnv>, secret: string, token: string | undefined, draftId: string) {
  const botCheck = token
    ? await verifyTurnstile({
        secret,
        token,
        remoteIp: c.req.header('cf-connecting-ip'),
        expectedHostname: new URL(c.req.url).hostname,
        // The form's id: siteverify answers the same for the same token under the same key, so the
        // quote may still send the token the ticket was issued for.
        idempotencyKey: draftId,
        offlineTestMode: appEnvironment(c.env.ENVIRONMENT) === 'development',
      }).catch((error: unknown) => ({ passed: false as const, reason: `siteverify unreachable: ${String(error)}` }))
    : { passed: false as const, reason: 'no token, and no valid ticket' };
  if (botCheck.passed) return null;
  c.get('logger').warn('Turnstile check failed', { reason: botCheck.reason, action: quoteAction });
  return apiError(c, 403, 'bot_check_failed', 'The bot check did not pass. Please complete it again and resend.', {
    turnstileToken: 'Please complete the bot check again.',
  });
}
