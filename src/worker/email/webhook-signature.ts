// Resend signs webhooks the Svix way: HMAC-SHA256 over "id.timestamp.body" with the
// base64 secret after its "whsec_" prefix; the header lists "v1,<base64>" signatures.
import { timingSafeEqual } from '../timing-safe-equal';

/** Svix refuses messages older or newer than five minutes, against replay. */
const webhookToleranceSeconds = 5 * 60;

const base64ToBytes = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));

export async function signWebhook(secret: string, id: string, timestamp: string, body: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', base64ToBytes(secret.replace(/^whsec_/, '')), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const signature = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${id}.${timestamp}.${body}`));
  return btoa(String.fromCharCode(...new Uint8Array(signature)));
}

interface SignedWebhook {
  id: string | undefined;
  timestamp: string | undefined;
  signatures: string | undefined;
  body: string;
}

export async function isValidWebhook(secret: string, webhook: SignedWebhook, nowSeconds: number): Promise<boolean> {
  const { id, timestamp, signatures, body } = webhook;
  if (!id || !timestamp || !signatures || !/^\d+$/.test(timestamp)) return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > webhookToleranceSeconds) return false;
  const expected = new TextEncoder().encode(await signWebhook(secret, id, timestamp, body));
  return signatures.split(' ').some((entry) => {
    const [version, signature] = entry.split(',');
    if (version !== 'v1' || !signature) return false;
    return timingSafeEqual(new TextEncoder().encode(signature), expected);
  });
}
