// Which site passkeys belong to (the WebAuthn "relying party"): SITE_URL's host is the RP ID and
// SITE_URL's origin the only origin a passkey may answer from. Never the request's Host header,
// which anyone can set. Browsers refuse WebAuthn on an IP address, so a SITE_URL on a loopback
// address (`npm start`'s http://127.0.0.1:8787) gives localhost, at the same port: passkeys work
// there at http://localhost:8787.
import type { WorkerEnv } from '../app-env';
import { siteOrigin } from '../site-config';

export interface RelyingParty {
  /** e.g. www.cavitestainless.example */
  id: string;
  /** e.g. https://www.cavitestainless.example */
  origin: string;
}

const loopbackAddresses = new Set(['127.0.0.1', '[::1]']);

/** The deployment's relying party, or null without a usable SITE_URL (then passkeys are off). */
export function relyingParty(env: Pick<WorkerEnv, 'SITE_URL'>): RelyingParty | null {
  const origin = siteOrigin(env);
  if (!origin) return null;
  const url = new URL(origin);
  if (loopbackAddresses.has(url.hostname)) {
    url.hostname = 'localhost';
    return { id: 'localhost', origin: url.origin };
  }
  // An IP address cannot be an RP ID: browsers refuse it.
  if (/^[\d.]+$/.test(url.hostname) || url.hostname.startsWith('[')) return null;
  return { id: url.hostname, origin };
}
