// Operator password check against ADMIN_PASSWORD_HASH (format in ./password-hash.ts; make one with
// `npm run hash-password`). PBKDF2 because Workers' WebCrypto has it built in.
import { timingSafeEqual } from '../timing-safe-equal';
import { derive, fromBase64, passwordIterations } from './password-hash';

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterations, salt, hash] = stored.split('$');
  if (scheme !== 'pbkdf2-sha256' || !salt || !hash || !/^\d+$/.test(iterations ?? '')) return false;
  const expected = fromBase64(hash);
  const actual = await derive(password, fromBase64(salt), Math.min(Number(iterations), passwordIterations));
  return timingSafeEqual(actual, expected);
}
