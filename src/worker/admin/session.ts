// The operator's signed session cookie. The signing key is derived from the password hash, so
// changing the password signs everyone out.
import { timingSafeEqual } from '../timing-safe-equal';

export const sessionCookie = '__Host-admin_session';
export const csrfCookie = '__Host-admin_csrf';
export const csrfField = '_csrf';
export const sessionLifetimeSeconds = 8 * 60 * 60;

const encoder = new TextEncoder();
const toBase64Url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

async function signingKey(passwordHash: string) {
  const material = await crypto.subtle.digest('SHA-256', encoder.encode(`admin-session:${passwordHash}`));
  return crypto.subtle.importKey('raw', material, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
}

async function sign(passwordHash: string, payload: string): Promise<string> {
  const signature = await crypto.subtle.sign('HMAC', await signingKey(passwordHash), encoder.encode(payload));
  return toBase64Url(new Uint8Array(signature));
}

/** "<expires>.<nonce>.<signature>" */
export async function createSession(passwordHash: string, nowSeconds: number): Promise<string> {
  const payload = `${nowSeconds + sessionLifetimeSeconds}.${toBase64Url(crypto.getRandomValues(new Uint8Array(16)))}`;
  return `${payload}.${await sign(passwordHash, payload)}`;
}

export async function isValidSession(passwordHash: string, token: string | undefined, nowSeconds: number): Promise<boolean> {
  if (!token) return false;
  const parts = token.split('.');
  if (parts.length !== 3) return false;
  const [expires, nonce, signature] = parts;
  if (!/^\d+$/.test(expires) || Number(expires) <= nowSeconds) return false;
  const expected = await sign(passwordHash, `${expires}.${nonce}`);
  return timingSafeEqual(encoder.encode(signature), encoder.encode(expected));
}

export function newCsrfToken(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(24)));
}

export function csrfTokensMatch(cookie: string | undefined, submitted: string | undefined): boolean {
  if (!cookie || !submitted) return false;
  return timingSafeEqual(encoder.encode(cookie), encoder.encode(submitted));
}
