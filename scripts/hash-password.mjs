// Prints an ADMIN_PASSWORD_HASH for the dashboard's password login:
//   npm run hash-password -- 'a long passphrase' | npx wrangler secret put ADMIN_PASSWORD_HASH
// The format matches src/worker/admin/password.ts.
import { webcrypto } from 'node:crypto';
import { pathToFileURL } from 'node:url';

/** The most PBKDF2 iterations Workers accept. */
const iterations = 100_000;

export async function pbkdf2Hash(password) {
  const salt = webcrypto.getRandomValues(new Uint8Array(16));
  const key = await webcrypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await webcrypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256);
  const b64 = (bytes) => Buffer.from(bytes).toString('base64');
  return `pbkdf2-sha256$${iterations}$${b64(salt)}$${b64(new Uint8Array(bits))}`;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const password = process.argv[2];
  if (!password || password.length < 12) {
    console.error('Usage: npm run hash-password -- "<a passphrase of 12 characters or more>"');
    process.exit(1);
  }
  console.log(await pbkdf2Hash(password));
}
