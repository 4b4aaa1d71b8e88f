// /api/admin/passkeys: adding a passkey (signed in) and signing in with one (public, throttled as
// the password sign-in is). Each ceremony is two requests: the options with a fresh challenge,
// then the browser's answer, checked against that challenge, which is taken (single use) first.
import { Hono, type Context } from 'hono';
import * as z from 'zod';
import { hasInvisibleCharacters } from '../../shared/invisible-characters';
import { isKnownDevice, rememberDevice } from '../admin/known-device';
import { safeNext } from '../admin/return-path';
import { homeFor } from '../admin/roles';
import { startSession } from '../admin/session';
import { signInMethod, type PasswordLogin } from '../admin/sign-in-method';
import { loggedClient, recordSignInFailure, signInPausedMessage, sprayLockoutSeconds } from '../admin/sign-in-throttle';
import type { AppEnv } from '../app-env';
import { accountById } from '../db/accounts';
import { apiError } from '../errors';
import { loadPasskeys } from '../lazy-modules';
import { limitBody } from '../middleware/body-limit';
import { rateLimit } from '../middleware/rate-limit';
import { sameOriginOnly } from '../middleware/same-origin';
import { siteFacts } from '../site-facts/published';
import { passkeyNameMaxLength } from '../../shared/passkeys';
import { passkeyRefusal, type PasskeyProblem } from './passkey-refusals';
import {
  insertChallenge,
  insertPasskey,
  passkeyById,
  passkeysOf,
  passkeyTimeoutMs,
  recordPasskeyUse,
  takeChallenge,
  type ChallengePurpose,
} from './passkey-store';
import { relyingParty, type RelyingParty } from './relying-party';

export const passkeyApi = new Hono<AppEnv>();

/** Paths of the sign-in ceremony, which anyone may call (src/worker/middleware/admin-auth.tsx). */
export const passkeySignInPaths = ['/api/admin/passkeys/sign-in-options', '/api/admin/passkeys/sign-in'];

/** The most passkeys one person keeps: a phone, a laptop, a key or two, and room to spare. */
export const passkeysPerPerson = 10;

/** An answer with attestation "none" is under 2 KB; a packed attestation's certificates fit too. */
const passkeyBodyLimitBytes = 16 * 1024;
passkeyApi.use(sameOriginOnly({ what: 'Passkey requests' }));
passkeyApi.use(limitBody(passkeyBodyLimitBytes, `A passkey request is at most ${passkeyBodyLimitBytes / 1024} KB.`));

const base64url = (maxLength: number) =>
  z
    .string()
    .regex(/^[\w-]*$/, 'not base64url')
    .max(maxLength);
/** WebAuthn caps a credential id at 1023 bytes: 1364 characters of base64url. */
const credentialId = base64url(1364).min(1);
const answerFields = {
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  clientExtensionResults: z.record(z.string(), z.unknown()),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};
const knownTransports = new Set(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);
const registrationAnswer = z.object({
  ...answerFields,
  response: z.object({
    clientDataJSON: base64url(4096).min(1),
    attestationObject: base64url(12_000).min(1),
    // Only a hint for later sign-ins: a transport this list does not know yet is dropped, not refused.
    transports: z
      .array(z.string().max(32))
      .max(10)
      .optional()
      .transform((list) => (list ?? []).filter((transport) => knownTransports.has(transport))),
  }),
});
const signInAnswer = z.object({
  ...answerFields,
  response: z.object({
    clientDataJSON: base64url(4096).min(1),
    authenticatorData: base64url(4096).min(1),
    signature: base64url(1024).min(1),
    userHandle: base64url(128).optional(),
  }),
});
const registrationBody = z.object({ name: z.string(), response: registrationAnswer });
const signInBody = z.object({ next: z.string().optional(), response: signInAnswer });

/** The challenge the browser says it answered, read from its client data (checked again by the library). */
function answeredChallenge(clientDataJSON: string): string | null {
  try {
    const json = atob(clientDataJSON.replace(/-/g, '+').replace(/_/g, '/'));
    const clientData: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (c) => c.charCodeAt(0))));
    const challenge = (clientData as { challenge?: unknown }).challenge;
    return typeof challenge === 'string' && /^[\w-]{16,128}$/.test(challenge) ? challenge : null;
  } catch {
    return null;
  }
}

const refuse = (c: Context<AppEnv>, problem: PasskeyProblem, during: ChallengePurpose) => {
  const { status, code, message } = passkeyRefusal(problem, during);
  return apiError(c, status, code, message);
};

/** Passkeys need the password sign-in (not Cloudflare Access) and SITE_URL; else the refusal. */
function passkeySetup(c: Context<AppEnv>): { login: PasswordLogin; rp: RelyingParty } | Response {
  const method = signInMethod(c.env);
  if (method.kind !== 'password') {
    return apiError(
      c,
      403,
      'passkeys_off',
      'This dashboard signs in through Cloudflare Access, so passkeys are not used here. Open it from your Access application.',
    );
  }
  const rp = relyingParty(c.env);
  if (!rp) {
    return apiError(
      c,
      409,
      'passkeys_off',
      "Passkeys need the site's address (SITE_URL, a host name) to be set. Sign in with your email and password; an owner can fix SITE_URL (docs/operations.md).",
    );
  }
  return { login: method.password, rp };
}

/** Parses the body by its schema and takes the challenge it answers; the refusal when either fails. */
async function answerWithChallenge<Schema extends typeof registrationBody | typeof signInBody>(
  c: Context<AppEnv>,
  schema: Schema,
  purpose: ChallengePurpose,
  accountId: number | null,
  now: Date,
): Promise<{ body: z.infer<Schema>; challenge: string } | Response> {
  const parsed = schema.safeParse(await c.req.json().catch(() => undefined));
  const challenge = parsed.success ? answeredChallenge(parsed.data.response.response.clientDataJSON) : null;
  if (!parsed.success || !challenge) return refuse(c, 'garbled', purpose);
  if (!(await takeChallenge(c.env.DB, challenge, purpose, accountId, now))) return refuse(c, 'challenge', purpose);
  return { body: parsed.data as z.infer<Schema>, challenge };
}

passkeyApi.post('/registration-options', async (c) => {
  const setup = passkeySetup(c);
  if (setup instanceof Response) return setup;
  const person = c.get('person')!;
  const existing = await passkeysOf(c.env.DB, person.id);
  if (existing.length >= passkeysPerPerson) {
    return apiError(
      c,
      409,
      'too_many_passkeys',
      `You have ${passkeysPerPerson} passkeys, the most this dashboard keeps for one person. Remove one you no longer use, then add this one.`,
    );
  }
  const { registrationOptions } = await loadPasskeys();
  const options = await registrationOptions(
    setup.rp,
    (await siteFacts(c.env)).business.name,
    person,
    existing.map((passkey) => ({ id: passkey.id, transports: passkey.transports ? passkey.transports.split(',') : [] })),
    passkeyTimeoutMs,
  );
  await insertChallenge(c.env.DB, options.challenge, 'registration', person.id, new Date());
  return c.json(options);
});

passkeyApi.post('/registration', async (c) => {
  const setup = passkeySetup(c);
  if (setup instanceof Response) return setup;
  const person = c.get('person')!;
  const now = new Date();
  const answer = await answerWithChallenge(c, registrationBody, 'registration', person.id, now);
  if (answer instanceof Response) return answer;
  const name = answer.body.name.trim();
  if (!name || name.length > passkeyNameMaxLength || hasInvisibleCharacters(name)) {
    return apiError(
      c,
      400,
      'invalid_passkey_name',
      `Give the passkey a name you will recognise, e.g. "Pixel 7", at most ${passkeyNameMaxLength} characters on one line. Then press "Add a passkey" again.`,
      { name: 'Name the passkey.' },
    );
  }
  const { verifyRegistration } = await loadPasskeys();
  const verified = await verifyRegistration(setup.rp, answer.body.response, answer.challenge);
  if (!verified.ok) {
    c.get('logger').warn('passkey registration refused', { problem: verified.problem, detail: verified.detail });
    return refuse(c, verified.problem, 'registration');
  }
  const saved = await insertPasskey(c.env.DB, {
    id: verified.passkey.id,
    account_id: person.id,
    name,
    public_key: verified.passkey.publicKey,
    counter: verified.passkey.counter,
    transports: verified.passkey.transports.join(','),
    created_at: now.toISOString(),
  });
  if (!saved) {
    return apiError(c, 409, 'passkey_exists', 'This passkey is already on this dashboard. Use it to sign in, or add another one.');
  }
  return c.json({ passkey: { id: verified.passkey.id, name } }, 201);
});

const signInThrottle = rateLimit({ binding: 'ADMIN_LOGIN_RATE_LIMIT', what: 'sign-in attempts' });

passkeyApi.post('/sign-in-options', signInThrottle, async (c) => {
  const setup = passkeySetup(c);
  if (setup instanceof Response) return setup;
  const { signInOptions } = await loadPasskeys();
  const options = await signInOptions(setup.rp, passkeyTimeoutMs);
  await insertChallenge(c.env.DB, options.challenge, 'sign-in', null, new Date());
  return c.json(options);
});

passkeyApi.post('/sign-in', signInThrottle, async (c) => {
  const setup = passkeySetup(c);
  if (setup instanceof Response) return setup;
  const now = new Date();
  const answer = await answerWithChallenge(c, signInBody, 'sign-in', null, now);
  if (answer instanceof Response) return answer;
  const passkey = await passkeyById(c.env.DB, answer.body.response.id);
  const account = passkey && (await accountById(c.env.DB, passkey.account_id));

  // The password sign-in's rules: paused for new devices during a spray, every failure counted.
  const lockoutSeconds = (await isKnownDevice(c, setup.login)) ? 0 : await sprayLockoutSeconds(c.env.DB, now, account?.email ?? '');
  if (lockoutSeconds > 0) {
    c.header('Retry-After', String(lockoutSeconds));
    return apiError(c, 429, 'sign_in_paused', signInPausedMessage(lockoutSeconds));
  }
  const fail = async (problem: PasskeyProblem, detail: string) => {
    const client = await loggedClient(c.req.raw, setup.login.sessionSecret);
    await recordSignInFailure(c.env.DB, now, client, account?.email ?? '');
    c.get('logger').warn('dashboard passkey sign-in failed', { client, problem, detail });
    return refuse(c, problem, 'sign-in');
  };
  if (!passkey || !account) return fail('unknown', 'no such credential');

  const { verifySignIn } = await loadPasskeys();
  const verified = await verifySignIn(setup.rp, answer.body.response, answer.challenge, {
    id: passkey.id,
    publicKey: passkey.public_key,
    counter: passkey.counter,
    transports: passkey.transports ? passkey.transports.split(',') : [],
  });
  if (!verified.ok) return fail(verified.problem, verified.detail);
  // Conditional on the counter: a copy racing this sign-in with the same counter loses.
  if (!(await recordPasskeyUse(c.env.DB, passkey.id, verified.counter, now))) return fail('counter', 'counter raced');

  await startSession(c, setup.login, account, now);
  await rememberDevice(c, setup.login);
  return c.json({ location: safeNext(answer.body.next) ?? homeFor(account.role) });
});
