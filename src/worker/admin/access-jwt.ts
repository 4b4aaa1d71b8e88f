// Cloudflare Access: the Cf-Access-Jwt-Assertion header is an RS256 JWT signed by the team's
// keys at https://<team>.cloudflareaccess.com/cdn-cgi/access/certs; its aud must be the
// application's AUD tag and its iss the team domain. jose fetches and caches the keys, and
// fetches them again when a token names a key it has not seen (Access rotates its keys).
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';

export interface AccessConfig {
  /** e.g. https://cavite-stainless.cloudflareaccess.com */
  teamDomain: string;
  audience: string;
}

type AccessIdentity = { email: string };

/** One allowance for clock difference, applied to exp, nbf and iat alike. */
const clockToleranceSeconds = 60;

// Per isolate, by team domain: public keys only, so sharing them between requests is safe.
const teamKeySets = new Map<string, JWTVerifyGetKey>();

function teamKeys(teamDomain: string): JWTVerifyGetKey {
  let keys = teamKeySets.get(teamDomain);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(`${teamDomain}/cdn-cgi/access/certs`));
    teamKeySets.set(teamDomain, keys);
  }
  return keys;
}

/** The signed-in identity, or null for a missing, forged, expired or foreign token, or when the keys cannot be fetched. */
export async function verifyAccessJwt(token: string | undefined, config: AccessConfig): Promise<AccessIdentity | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, teamKeys(config.teamDomain), {
      algorithms: ['RS256'],
      issuer: config.teamDomain,
      audience: config.audience,
      clockTolerance: clockToleranceSeconds,
      requiredClaims: ['exp'],
    });
    return { email: typeof payload.email === 'string' ? payload.email : (payload.sub ?? 'access user') };
  } catch {
    return null;
  }
}
