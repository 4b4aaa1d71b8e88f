// Operator password check against ADMIN_PASSWORD_HASH ("pbkdf2-sha256$<iterations>$<salt>$<hash>",
// base64; make one with `npm run hash-password`). PBKDF2 because Workers' WebCrypto has it built in.
import { timingSafeEqual } from '../timing-safe-equal';

/** Workers refuse PBKDF2 above 100,000 iterations. */
export const passwordIterations = 100_000;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(password, salt, passwordIterations);
  return `pbkdf2-sha256$${passwordIterations}$${toBase64(salt)}$${toBase64(hash)}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterations, salt, hash] = stored.split('$');
  if (scheme !== 'pbkdf2-sha256' || !salt || !hash || !/^\d+$/.test(iterations ?? '')) return false;
  const expected = fromBase64(hash);
  const actual = await derive(password, fromBase64(salt), Math.min(Number(iterations), passwordIterations));
  return timingSafeEqual(actual, expected);
}
