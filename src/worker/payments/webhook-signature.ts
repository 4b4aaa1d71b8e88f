// PayMongo's Paymongo-Signature header: `t=<unix seconds>,te=<test hex>,li=<live hex>`, each an
// HMAC-SHA256 of `<t>.<raw body>` under the webhook's secret key. A test-mode deployment checks
// `te`, a live one `li`; a timestamp further than the tolerance from now is refused as a replay.
import { timingSafeEqual } from '../timing-safe-equal';

/** How far a signature's timestamp may be from our clock (PayMongo retries sign afresh). */
const signatureToleranceSeconds = 5 * 60;

function parseSignatureHeader(header: string): { t: string; te: string; li: string } | null {
  const parts = new Map<string, string>();
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at > 0) parts.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  const t = parts.get('t') ?? '';
  if (!/^\d{1,12}$/.test(t)) return null;
  return { t, te: parts.get('te') ?? '', li: parts.get('li') ?? '' };
}

async function signatureHex(secret: string, timestamp: string, body: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${timestamp}.${body}`)));
  return Array.from(mac, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export type SignatureCheck = 'valid' | 'missing' | 'stale' | 'wrong';

export async function checkSignature(
  secret: string,
  header: string | undefined,
  body: string,
  mode: 'live' | 'test',
  nowSeconds: number,
): Promise<SignatureCheck> {
  const parsed = header ? parseSignatureHeader(header) : null;
  if (!parsed) return 'missing';
  const given = mode === 'live' ? parsed.li : parsed.te;
  if (!/^[0-9a-f]{64}$/i.test(given)) return 'wrong';
  const expected = await signatureHex(secret, parsed.t, body);
  const encoder = new TextEncoder();
  if (!timingSafeEqual(encoder.encode(expected), encoder.encode(given.toLowerCase()))) return 'wrong';
  return Math.abs(nowSeconds - Number(parsed.t)) > signatureToleranceSeconds ? 'stale' : 'valid';
}

/** The header PayMongo would send for this body: the development checkout signs its webhooks with it. */
export async function signatureHeader(secret: string, body: string, mode: 'live' | 'test', nowSeconds: number): Promise<string> {
  const t = String(nowSeconds);
  const signature = await signatureHex(secret, t, body);
  return `t=${t},te=${mode === 'test' ? signature : ''},li=${mode === 'live' ? signature : ''}`;
}
