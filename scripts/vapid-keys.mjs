// Prints a new VAPID key pair for Web Push (RFC 8292): the public key goes in wrangler.toml's
// [vars] as VAPID_PUBLIC_KEY, the private key is set with `wrangler secret put VAPID_PRIVATE_KEY`.
// A new pair makes every phone's subscription useless: they must turn notifications on again.
import { pathToFileURL } from 'node:url';

/** A P-256 pair as Web Push wants it: the public key's raw point and the private scalar, base64url. */
export async function vapidKeyPair() {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const publicKey = Buffer.from(await crypto.subtle.exportKey('raw', pair.publicKey)).toString('base64url');
  const { d: privateKey } = await crypto.subtle.exportKey('jwk', pair.privateKey);
  return { publicKey, privateKey };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { publicKey, privateKey } = await vapidKeyPair();
  console.log(`VAPID_PUBLIC_KEY=${publicKey}`);
  console.log(`VAPID_PRIVATE_KEY=${privateKey}`);
  console.log('\nPut VAPID_PUBLIC_KEY and VAPID_SUBJECT ("mailto:you@example.com") in wrangler.toml [vars];');
  console.log('set the private key with: npx wrangler secret put VAPID_PRIVATE_KEY');
}
