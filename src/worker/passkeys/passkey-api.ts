// /api/admin/passkeys: adding a passkey (signed in) and signing in with one (public, throttled as
// the password sign-in is). Each ceremony is two requests: the options with a fresh challenge,
// then the browser's answer, checked against that challenge, which is taken (single use) first.
import { Hono, type Context } from 'hono';
import { hasInvisibleCharacters } from '../../shared/invisible-characters';
import { isKnownDeviceOf, rememberDevice } from '../admin/known-device';
import { safeNext } from '../admin/return-path';
import { homeFor, staffMay } from '../admin/roles';
import { startSession } from '../admin/session';
import { signInMethod, type PasswordLogin } from '../admin/sign-in-method';
import { loggedClient, recordSignInFailure, signInPausedMessage, sprayLockoutSeconds } from '../admin/sign-in-throttle';
import type { AppEnv, DashboardEnv } from '../app-env';
import { accountById } from '../admin/accounts';
import { apiError } from '../errors';
import { loadPasskeys } from '../lazy-modules';
import { limitBody } from '../middleware/body-limit';
import { rateLimit } from '../middleware/rate-limit';
import { sameOriginOnly } from '../middleware/same-origin';
import { siteFacts } from '../published-facts/published';
import { passkeyNameMaxLength, passkeysPerPerson } from '../../shared/passkeys';
import { adminPaths } from '../../shared/admin-paths';
import type { AnswerBody } from './answer';
import type { PasskeyProblem } from './passkey-refusals';
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

export const passkeyRoutes = new Hono<AppEnv>();

/** Adding a passkey to one's own account: signed in, so the person is known. */
const registrationRoutes = new Hono<DashboardEnv>();
/** Signing in with a passkey: anyone may ask. */
const signInRoutes = new Hono<AppEnv>();

/** Paths of the sign-in ceremony, which anyone may call (src/worker/dashboard/admin-auth.tsx). */
export const passkeySignInPaths = [`${adminPaths.passkeys}/sign-in-options`, `${adminPaths.passkeys}/sign-in`];

/** An answer with attestation "none" is under 2 KB; a packed attestation's certificates fit too. */
const passkeyBodyLimitBytes = 16 * 1024;
passkeyRoutes.use(sameOriginOnly({ what: 'Passkey requests' }));
passkeyRoutes.use(limitBody(passkeyBodyLimitBytes, `A passkey request is at most ${passkeyBodyLimitBytes / 1024} KB.`));

/** The refusal's words come with the library's module, so they weigh nothing on a page request. */
async function refuse<E extends AppEnv>(c: Context<E>, problem: PasskeyProblem, during: ChallengePurpose) {
  const { passkeyRefusal } = await loadPasskeys();
  const { status, code, message } = passkeyRefusal(problem, during);
  return apiError(c, status, code, message);
}

/** Passkeys need the password sign-in (not Cloudflare Access) and SITE_URL; else the refusal. */
async function passkeySetup<E extends AppEnv>(
  c: Context<E>,
  during: ChallengePurpose,
): Promise<{ login: PasswordLogin; rp: RelyingParty } | Response> {
  const method = signInMethod(c.env);
  if (method.kind !== 'password') return refuse(c, 'access-only', during);
  const rp = relyingParty(c.env);
  if (!rp) return refuse(c, 'no-site-address', during);
  return { login: method.password, rp };
}

/** Reads the answer and takes the challenge it answers; the refusal when either fails. */
async function answerWithChallenge<E extends AppEnv>(
  c: Context<E>,
  purpose: ChallengePurpose,
  accountId: number | null,
  now: Date,
): Promise<{ body: AnswerBody; challenge: string } | Response> {
  const { readAnswer } = await loadPasskeys();
  const answer = readAnswer(await c.req.json().catch(() => undefined));
  if (!answer) return refuse(c, 'garbled', purpose);
  if (!(await takeChallenge(c.env.DB, answer.challenge, purpose, accountId, now))) return refuse(c, 'challenge', purpose);
  return answer;
}

registrationRoutes.post('/registration-options', staffMay, async (c) => {
  const setup = await passkeySetup(c, 'registration');
  if (setup instanceof Response) return setup;
  const person = c.get('person');
  const existing = await passkeysOf(c.env.DB, person.id);
  if (existing.length >= passkeysPerPerson) {
    return refuse(c, 'too-many', 'registration');
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

registrationRoutes.post('/registration', staffMay, async (c) => {
  const setup = await passkeySetup(c, 'registration');
  if (setup instanceof Response) return setup;
  const person = c.get('person');
  const now = new Date();
  const answer = await answerWithChallenge(c, 'registration', person.id, now);
  if (answer instanceof Response) return answer;
  const name = typeof answer.body.name === 'string' ? answer.body.name.trim() : '';
  if (!name || name.length > passkeyNameMaxLength || hasInvisibleCharacters(name)) {
    return refuse(c, 'bad-name', 'registration');
  }
  const { verifyRegistration } = await loadPasskeys();
  const verified = await verifyRegistration(setup.rp, answer.body.response, answer.challenge);
  if (!verified.ok) {
    c.get('logger').warn('passkey registration refused', { problem: verified.problem, detail: verified.detail });
    return refuse(c, verified.problem, 'registration');
  }
  const saved = await insertPasskey(
    c.env.DB,
    {
      id: verified.passkey.id,
      account_id: person.id,
      name,
      public_key: verified.passkey.publicKey,
      counter: verified.passkey.counter,
      transports: verified.passkey.transports.join(','),
      created_at: now.toISOString(),
    },
    c.get('operator'),
  );
  if (!saved) {
    return refuse(c, 'exists', 'registration');
  }
  return c.json({ passkey: { id: verified.passkey.id, name } }, 201);
});

const signInThrottle = rateLimit({ binding: 'ADMIN_LOGIN_RATE_LIMIT', what: 'sign-in attempts' });

signInRoutes.post('/sign-in-options', signInThrottle, async (c) => {
  const setup = await passkeySetup(c, 'sign-in');
  if (setup instanceof Response) return setup;
  const { signInOptions } = await loadPasskeys();
  const options = await signInOptions(setup.rp, passkeyTimeoutMs);
  await insertChallenge(c.env.DB, options.challenge, 'sign-in', null, new Date());
  return c.json(options);
});

signInRoutes.post('/sign-in', signInThrottle, async (c) => {
  const setup = await passkeySetup(c, 'sign-in');
  if (setup instanceof Response) return setup;
  const now = new Date();
  const answer = await answerWithChallenge(c, 'sign-in', null, now);
  if (answer instanceof Response) return answer;
  const passkey = await passkeyById(c.env.DB, answer.body.response.id);
  const account = passkey && (await accountById(c.env.DB, passkey.account_id));

  // The password sign-in's rules: paused for new devices during a spray, every failure counted.
  const email = account?.email ?? '';
  const lockoutSeconds = (await isKnownDeviceOf(c, setup.login, email)) ? 0 : await sprayLockoutSeconds(c.env.DB, now, email);
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
  await rememberDevice(c, setup.login, account);
  return c.json({ location: safeNext(answer.body.next) ?? homeFor(account.role) });
});

passkeyRoutes.route('/', registrationRoutes).route('/', signInRoutes);
