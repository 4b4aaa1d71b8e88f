// A phone's side of Web Push for tests: VAPID keys as `npm run vapid-keys` makes them, a
// browser's subscription keys, and RFC 8291 decryption written here from the RFC, apart from the
// library that encrypts, so a sent body is checked by what a browser would do with it.
import type { WorkerEnv } from '../../src/worker/app-env';
import { workerEnv } from './quote-helpers';

const base64url = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const fromBase64url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

async function vapidKeys() {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const publicKey = base64url((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer);
  const privateKey = (await crypto.subtle.exportKey('jwk', pair.privateKey)) as JsonWebKey;
  return { publicKey, privateKey: privateKey.d!, verifyKey: pair.publicKey };
}

export async function pushEnv() {
  const keys = await vapidKeys();
  const environment: WorkerEnv = {
    ...workerEnv,
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: 'mailto:owner@stainless.example',
  };
  return { environment, keys };
}

/** What a browser's PushManager.subscribe() hands the page, and the private half it keeps. */
export async function browserSubscription(endpoint: string) {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair;
  const publicBytes = new Uint8Array((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer);
  const auth = crypto.getRandomValues(new Uint8Array(16));
  return {
    endpoint,
    keys: { p256dh: base64url(publicBytes), auth: base64url(auth) },
    privateKey: pair.privateKey,
    publicBytes,
    authBytes: auth,
  };
}

async function hmac(key: Uint8Array<ArrayBuffer>, data: Uint8Array<ArrayBuffer>) {
  const hmacKey = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', hmacKey, data));
}
const concat = (...parts: Uint8Array[]): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
const text = (value: string) => new TextEncoder().encode(value);

/** RFC 8291 §3.3–3.4 and RFC 8188 §2: one record, padding after the 0x02 delimiter. */
export async function decryptPush(body: Uint8Array, subscription: Awaited<ReturnType<typeof browserSubscription>>) {
  const salt = body.slice(0, 16);
  const keyIdLength = body[20];
  const senderPublic = body.slice(21, 21 + keyIdLength);
  const record = body.slice(21 + keyIdLength);
  const senderKey = await crypto.subtle.importKey('raw', senderPublic, { name: 'ECDH', namedCurve: 'P-256' }, false, []);
  const shared = new Uint8Array(await crypto.subtle.deriveBits({ name: 'ECDH', public: senderKey }, subscription.privateKey, 256));
  const prkKey = await hmac(subscription.authBytes, shared);
  const ikm = (await hmac(prkKey, concat(text('WebPush: info\0'), subscription.publicBytes, senderPublic, new Uint8Array([1])))).slice(
    0,
    32,
  );
  const prk = await hmac(salt, ikm);
  const cek = (await hmac(prk, concat(text('Content-Encoding: aes128gcm\0'), new Uint8Array([1])))).slice(0, 16);
  const nonce = (await hmac(prk, concat(text('Content-Encoding: nonce\0'), new Uint8Array([1])))).slice(0, 12);
  const key = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['decrypt']);
  const padded = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: nonce }, key, record));
  const delimiter = padded.lastIndexOf(2);
  if (padded.slice(delimiter + 1).some((byte) => byte !== 0)) throw new Error('padding is not zeroes');
  return new TextDecoder().decode(padded.slice(0, delimiter));
}

/** The VAPID JWT's claims, its ES256 signature checked with the VAPID public key. */
export async function verifiedVapidClaims(authorization: string, verifyKey: CryptoKey) {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization);
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, header, claims, signature, k] = match;
  const valid = await crypto.subtle.verify(
    { name: 'ECDSA', hash: 'SHA-256' },
    verifyKey,
    fromBase64url(signature),
    text(`${header}.${claims}`),
  );
  if (!valid) throw new Error('VAPID signature does not verify');
  return {
    header: JSON.parse(new TextDecoder().decode(fromBase64url(header))) as Record<string, unknown>,
    claims: JSON.parse(new TextDecoder().decode(fromBase64url(claims))) as { aud: string; exp: number; sub: string },
    k,
  };
}
