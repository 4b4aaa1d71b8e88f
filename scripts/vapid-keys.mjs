// Prints a new VAPID key pair for Web Push (RFC 8292): the public key goes in wrangler.toml's
// [vars] as VAPID_PUBLIC_KEY, the private key is set with `wrangler secret put VAPID_PRIVATE_KEY`.
// A new pair makes every phone's subscription useless: they must turn notifications on again.
const base64url = (bytes) => Buffer.from(bytes).toString('base64url');

const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
const publicKey = base64url(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)));
const { d: privateKey } = await crypto.subtle.exportKey('jwk', pair.privateKey);

console.log(`VAPID_PUBLIC_KEY=${publicKey}`);
console.log(`VAPID_PRIVATE_KEY=${privateKey}`);
console.log('\nPut VAPID_PUBLIC_KEY and VAPID_SUBJECT ("mailto:you@example.com") in wrangler.toml [vars];');
console.log('set the private key with: npx wrangler secret put VAPID_PRIVATE_KEY');
