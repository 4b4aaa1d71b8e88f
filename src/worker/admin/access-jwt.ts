// Cloudflare Access: the Cf-Access-Jwt-Assertion header is an RS256 JWT signed by the team's
// keys at https://<team>.cloudflareaccess.com/cdn-cgi/access/certs; its aud must be the
// application's AUD tag and its iss the team domain.
import * as z from 'zod';

const jwks = z.object({
  keys: z.array(z.object({ kid: z.string(), kty: z.literal('RSA'), n: z.string(), e: z.string(), alg: z.string().optional() }).loose()),
});

const claims = z.object({
  aud: z.union([z.string(), z.array(z.string())]),
  iss: z.string(),
  exp: z.number(),
  nbf: z.number().optional(),
  email: z.string().optional(),
  sub: z.string().optional(),
});

export interface AccessConfig {
  /** e.g. https://cavite-stainless.cloudflareaccess.com */
  teamDomain: string;
  audience: string;
}

export type AccessIdentity = { email: string };

const keysCacheMs = 10 * 60 * 1000;
let cachedKeys: { teamDomain: string; fetchedAt: number; keys: Map<string, CryptoKey> } | undefined;

async function teamKeys(teamDomain: string, now: number): Promise<Map<string, CryptoKey>> {
  if (cachedKeys && cachedKeys.teamDomain === teamDomain && now - cachedKeys.fetchedAt < keysCacheMs) return cachedKeys.keys;
  const response = await fetch(`${teamDomain}/cdn-cgi/access/certs`);
  if (!response.ok) throw new Error(`Access certs answered ${response.status}`);
  const { keys } = jwks.parse(await response.json());
  const imported = new Map<string, CryptoKey>();
  for (const key of keys) {
    imported.set(
      key.kid,
      await crypto.subtle.importKey('jwk', { kty: 'RSA', n: key.n, e: key.e, alg: 'RS256', ext: true }, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, ['verify']),
    );
  }
  cachedKeys = { teamDomain, fetchedAt: now, keys: imported };
  return imported;
}

const base64UrlToBytes = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '=')), (c) => c.charCodeAt(0));

const decodeJson = (part: string): unknown => JSON.parse(new TextDecoder().decode(base64UrlToBytes(part)));

/** The signed-in identity, or null for a missing, forged, expired or foreign token. */
export async function verifyAccessJwt(token: string | undefined, config: AccessConfig, nowMs: number): Promise<AccessIdentity | null> {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const header = z.object({ alg: z.literal('RS256'), kid: z.string() }).parse(decodeJson(parts[0]));
    const key = (await teamKeys(config.teamDomain, nowMs)).get(header.kid);
    if (!key) return null;
    const signed = new TextEncoder().encode(`${parts[0]}.${parts[1]}`);
    if (!(await crypto.subtle.verify('RSASSA-PKCS1-v1_5', key, base64UrlToBytes(parts[2]), signed))) return null;
    const payload = claims.parse(decodeJson(parts[1]));
    const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
    const nowSeconds = nowMs / 1000;
    if (!audiences.includes(config.audience) || payload.iss !== config.teamDomain) return null;
    if (payload.exp <= nowSeconds || (payload.nbf !== undefined && payload.nbf > nowSeconds + 60)) return null;
    return { email: payload.email ?? payload.sub ?? 'access user' };
  } catch {
    return null;
  }
}
