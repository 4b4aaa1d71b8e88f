// The passkey API as the dashboard's script calls it, with the answers Chromium's virtual
// authenticator recorded (test/worker/fixtures/passkeys.json, scripts/record-passkey-fixtures.mjs).
import { SELF, env } from 'cloudflare:test';
import fixtures from './fixtures/passkeys.json';
import { newClientIp, origin } from './quote-helpers';

export { fixtures };
export type Answer = (typeof fixtures)['signIn']['response'];
export type ApiAnswer = {
  error?: { code: string; message: string };
  location?: string;
  challenge?: string;
  rpId?: string;
  rp?: { id: string };
};

/** Stores a recorded answer's challenge as the worker stores the ones it hands out. */
export async function handOut(challenge: string, purpose: 'registration' | 'sign-in', accountId: number | null = null) {
  await env.DB.prepare('INSERT OR REPLACE INTO passkey_challenges (challenge, purpose, account_id, expires_at) VALUES (?, ?, ?, ?)')
    .bind(challenge, purpose, accountId, new Date(Date.now() + 5 * 60 * 1000).toISOString())
    .run();
}

/** A JSON post from the dashboard's own page, from a client of its own (sign-in limits count per client). */
export function postJson(path: string, body: unknown, cookie?: string) {
  return SELF.fetch(`${origin}/api/admin/passkeys/${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/json',
      Origin: origin,
      'cf-connecting-ip': newClientIp(),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The recorded passkey added by the person signed in with `cookie` (account `accountId`). */
export async function register(cookie: string, accountId: number, name = 'Pixel 7', answer = fixtures.registration) {
  await handOut(answer.challenge, 'registration', accountId);
  return postJson('registration', { name, response: answer.response }, cookie);
}

export async function signInWith(response: Answer, challenge: string, next?: string) {
  await handOut(challenge, 'sign-in');
  return postJson('sign-in', { response, next });
}

export const refusal = async (response: Response) => ((await response.json()) as ApiAnswer).error!;
