// How people sign in to the dashboard, read from the deployment's vars and secrets. Cloudflare
// Access, when configured, is the only way in: a password would let a request that bypasses
// Access sign in anyway. Otherwise email and password, which needs its own session-signing
// secret; the shared ADMIN_PASSWORD_HASH only makes the first owner (src/worker/admin/people.ts).
import type { WorkerEnv } from '../app-env';
import type { AccessConfig } from './access-jwt';

export interface PasswordLogin {
  /** The shared password from before accounts: the first sign-in with it makes the first owner. */
  sharedPasswordHash?: string;
  sessionSecret: string;
}

export type SignInMethod =
  { kind: 'access'; access: AccessConfig } | { kind: 'password'; password: PasswordLogin } | { kind: 'unconfigured'; problem: string };

/** HMAC-SHA-256 wants a key of 32 bytes; anything shorter is guessable sooner than the password. */
const sessionSecretMinLength = 32;

export function signInMethod(env: WorkerEnv): SignInMethod {
  if (env.ACCESS_TEAM_DOMAIN && env.ACCESS_AUD) {
    return { kind: 'access', access: { teamDomain: env.ACCESS_TEAM_DOMAIN.replace(/\/$/, ''), audience: env.ACCESS_AUD } };
  }
  // Half of Access set up is a mistake, not a choice of passwords: falling back would leave the
  // password sign-in open on a dashboard its owner believes is behind Access.
  if (env.ACCESS_TEAM_DOMAIN || env.ACCESS_AUD) {
    return {
      kind: 'unconfigured',
      problem: 'set both ACCESS_TEAM_DOMAIN and ACCESS_AUD for Cloudflare Access, or neither (see docs/operations.md)',
    };
  }
  if (!env.SESSION_SECRET && !env.ADMIN_PASSWORD_HASH) {
    return { kind: 'unconfigured', problem: 'set ADMIN_PASSWORD_HASH and SESSION_SECRET, or Cloudflare Access (see docs/operations.md)' };
  }
  if (!env.SESSION_SECRET || env.SESSION_SECRET.length < sessionSecretMinLength) {
    return {
      kind: 'unconfigured',
      problem: `set SESSION_SECRET to ${sessionSecretMinLength} or more random characters for the password sign-in (see docs/operations.md)`,
    };
  }
  return { kind: 'password', password: { sharedPasswordHash: env.ADMIN_PASSWORD_HASH || undefined, sessionSecret: env.SESSION_SECRET } };
}
