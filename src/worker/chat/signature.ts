// Meta's webhook checks: the verification handshake's token and each POST's X-Hub-Signature-256,
// "sha256=" and the hex HMAC-SHA256 of the raw body under the app secret. Both compared in constant time.
import { timingSafeEqual } from '../timing-safe-equal';

const encoder = new TextEncoder();

const sha256 = async (text: string) => new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));

/** The token Meta sent equals ours: both hashed first, so neither the length nor a prefix leaks. */
export async function isVerifyToken(expected: string, given: string): Promise<boolean> {
  return timingSafeEqual(await sha256(expected), await sha256(given));
}

/** The header's value for this body under this secret (tests and the development page sign with it). */
export async function signatureFor(secret: string, body: Uint8Array<ArrayBuffer>): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, body));
  return `sha256=${[...mac].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** The X-Hub-Signature-256 header matches the raw body. */
export async function isSignedBody(secret: string, body: Uint8Array<ArrayBuffer>, header: string | undefined): Promise<boolean> {
  if (!header || !/^sha256=[0-9a-f]{64}$/i.test(header.trim())) return false;
  const expected = encoder.encode(await signatureFor(secret, body));
  return timingSafeEqual(expected, encoder.encode(header.trim().toLowerCase()));
}
