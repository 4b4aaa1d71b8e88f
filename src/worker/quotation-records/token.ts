// The customer's link token: 256 random bits, base64url; D1 keeps only its SHA-256.

const toHex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

export async function tokenHash(token: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
}

export async function newToken(): Promise<{ token: string; hash: string }> {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const token = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return { token, hash: await tokenHash(token) };
}

/** What a token in a link looks like; anything else is refused before D1 is asked. */
export const isTokenShaped = (value: string) => /^[A-Za-z0-9_-]{43}$/.test(value);

/** HMAC of the client's address with the worker's secret: "the same client" without keeping the address. */
export async function clientHash(address: string, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return toHex(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(address)));
}
