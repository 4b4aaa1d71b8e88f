// Webhooks signed as Svix (Resend's sender) signs them, written here from the Standard Webhooks
// spec and independent of src/worker/email/webhook-signature.ts, so the tests can tell when that
// code is wrong. Checked against the spec's published vector in webhook-signature.test.ts.

/** The Standard Webhooks / Svix published test vector (also in svix-webhooks' library tests). */
export const publishedVector = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: '1614265330',
  body: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};

/** "v1," and the base64 HMAC-SHA256, keyed with the secret's base64 part, of "id.timestamp.body". */
export async function standardWebhookSignature(secret: string, id: string, timestamp: string, body: string): Promise<string> {
  const keyBytes = Uint8Array.from(atob(secret.slice('whsec_'.length)), (char) => char.charCodeAt(0));
  const key = await crypto.subtle.importKey('raw', keyBytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${id}.${timestamp}.${body}`)));
  return `v1,${btoa(String.fromCharCode(...mac))}`;
}
