// Push encryption against the published example of RFC 8291 (Appendix A): the library's aes128gcm
// with the example's salt and sender key must give the example's bytes, and the test's own
// decryption (which checks every sent push in push-delivery.test.ts) must read the example back.
import { encryptNotification } from '@block65/webcrypto-web-push';
import { describe, expect, it, vi } from 'vitest';
import { decryptPush } from './push-helpers';

/** RFC 8291 Appendix A, base64url as printed there (line breaks removed). */
const example = {
  plaintext: 'When I grow up, I want to be a watermelon',
  senderPublic: 'BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8',
  senderPrivate: 'yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw',
  receiverPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  receiverPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  authSecret: 'BTBZMqHH6r4Tts7J_aSIgg',
  salt: 'DGv6ra1nlYgDCS1FRnbzlw',
  body:
    'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPT' +
    'pK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};

const bytes = (base64url: string) => Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
const base64url = (data: Uint8Array) =>
  btoa(String.fromCharCode(...data))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** An ECDH key pair from the example's raw public key and private scalar. */
async function keyPair(publicKey: string, privateKey: string, usages: KeyUsage[]): Promise<CryptoKeyPair> {
  const point = bytes(publicKey);
  const jwk = { kty: 'EC', crv: 'P-256', x: base64url(point.slice(1, 33)), y: base64url(point.slice(33, 65)), d: privateKey };
  return {
    publicKey: await crypto.subtle.importKey('raw', point, { name: 'ECDH', namedCurve: 'P-256' }, true, []),
    privateKey: await crypto.subtle.importKey('jwk', jwk, { name: 'ECDH', namedCurve: 'P-256' }, false, usages),
  };
}

describe('push encryption (RFC 8291, aes128gcm)', () => {
  it('gives the example’s message byte for byte from its salt, sender key and subscription', async () => {
    const sender = await keyPair(example.senderPublic, example.senderPrivate, ['deriveBits']);
    // The library draws the salt and the sender's one-time key itself: the example's are handed in their place.
    vi.spyOn(crypto, 'getRandomValues').mockImplementationOnce((array) => {
      (array as Uint8Array).set(bytes(example.salt));
      return array;
    });
    vi.spyOn(crypto.subtle, 'generateKey').mockResolvedValueOnce(sender);

    const body = await encryptNotification(
      {
        endpoint: 'https://push.example/rfc8291',
        expirationTime: null,
        keys: { p256dh: example.receiverPublic, auth: example.authSecret },
      },
      new TextEncoder().encode(example.plaintext),
      // The example's record carries no padding; the worker's pushes are padded, which push-delivery.test.ts decrypts.
      { pad: false },
    );

    expect(base64url(body)).toBe(example.body);
  });

  it('reads the example’s message back with the receiver’s key, as the tests read every push the worker sends', async () => {
    const receiver = await keyPair(example.receiverPublic, example.receiverPrivate, ['deriveBits']);
    const plaintext = await decryptPush(bytes(example.body), {
      privateKey: receiver.privateKey,
      publicBytes: bytes(example.receiverPublic),
      authBytes: bytes(example.authSecret),
    } as Parameters<typeof decryptPush>[1]);
    expect(plaintext).toBe(example.plaintext);
  });
});
