// The ADMIN_PASSWORD_HASH format, "pbkdf2-sha256$<iterations>$<salt>$<hash>" (base64). Imports
// nothing, so `npm run hash-password` (scripts/hash-password.mjs) runs this same code in Node.

/** Workers refuse PBKDF2 above 100,000 iterations. */
export const passwordIterations = 100_000;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
export const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

export async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(password, salt, passwordIterations);
  return `pbkdf2-sha256$${passwordIterations}$${toBase64(salt)}$${toBase64(hash)}`;
}
