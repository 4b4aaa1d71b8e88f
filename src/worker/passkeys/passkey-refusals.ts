// Why a passkey was refused, in words the person can act on. Every refusal is a 4xx with one of
// these: a passkey request that fails never answers 500. Bundled with the library's module
// (webauthn.ts), loaded only by passkey requests.
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { passkeyNameMaxLength, passkeysPerPerson } from '../../shared/passkeys';

export type PasskeyProblem =
  /** The body is not a WebAuthn answer: truncated, bytes that do not parse, fields missing. */
  | 'garbled'
  /** Parsed, but its signature (or its registration) does not verify. */
  | 'forged'
  /** Made for another site: the origin or the RP ID is not this dashboard's. */
  | 'other-site'
  /** The signature counter went backwards: a copy of the passkey may be in use. */
  | 'counter'
  /** The authenticator did not check who held it (no fingerprint, face or PIN). */
  | 'no-user-verification'
  /** The challenge answered is unknown, expired, already used, or someone else's. */
  | 'challenge'
  /** The credential is not (or no longer) on this dashboard, or its account was removed. */
  | 'unknown'
  /** Cloudflare Access is configured: it is the only way in. */
  | 'access-only'
  /** SITE_URL is missing or not a host name: there is no RP ID. */
  | 'no-site-address'
  /** The person has the most passkeys kept. */
  | 'too-many'
  /** No name, too long, or with invisible characters. */
  | 'bad-name'
  /** The credential is registered already. */
  | 'exists';

interface Refusal {
  status: ContentfulStatusCode;
  code: string;
  message: string;
}

const signInInstead = 'Sign in with your email and password instead.';

export function passkeyRefusal(problem: PasskeyProblem, during: 'registration' | 'sign-in'): Refusal {
  const again = during === 'sign-in' ? 'Press "Sign in with a passkey" again' : 'Press "Add a passkey" again';
  switch (problem) {
    case 'garbled':
      return {
        status: 400,
        code: 'passkey_unreadable',
        message: `The passkey's answer could not be read. ${again}; if it keeps failing, update your browser${during === 'sign-in' ? ` or ${signInInstead.toLowerCase()}` : ''}.`,
      };
    case 'forged':
      return {
        status: 401,
        code: 'passkey_not_verified',
        message: `The passkey's signature does not check out, so it was not accepted. ${again}${during === 'sign-in' ? `, or ${signInInstead.toLowerCase()}` : ''}.`,
      };
    case 'other-site':
      return {
        status: 401,
        code: 'passkey_other_site',
        message: `That passkey was made for another site or address, not this dashboard. Open the dashboard at its own address and ${during === 'sign-in' ? 'use the passkey you added on Your account' : 'add the passkey there'}.`,
      };
    case 'counter':
      return {
        status: 401,
        code: 'passkey_counter_went_back',
        message: `This passkey's use counter went backwards, which happens when a copy of it is used. It was not accepted: ${signInInstead} Then remove that passkey on Your account and add it again.`,
      };
    case 'no-user-verification':
      return {
        status: 401,
        code: 'passkey_user_not_verified',
        message: `The passkey did not check that it was you (fingerprint, face, screen lock or PIN). Set a screen lock or a security key PIN, then ${again.toLowerCase()}.`,
      };
    case 'challenge':
      return {
        status: 400,
        code: 'passkey_request_used',
        message: `This passkey request has expired (after 5 minutes) or was already used. ${again}.`,
      };
    case 'unknown':
      return {
        status: 401,
        code: 'passkey_unknown',
        message: `That passkey is not on this dashboard: it was removed, or its account was. ${signInInstead} If you have no account here, ask an owner to invite you.`,
      };
    case 'access-only':
      return {
        status: 403,
        code: 'passkeys_off',
        message: 'This dashboard signs in through Cloudflare Access, so passkeys are not used here. Open it from your Access application.',
      };
    case 'no-site-address':
      return {
        status: 409,
        code: 'passkeys_off',
        message: `Passkeys need the site's address (SITE_URL, a host name) to be set. ${signInInstead} An owner can set SITE_URL (docs/operations.md).`,
      };
    case 'too-many':
      return {
        status: 409,
        code: 'too_many_passkeys',
        message: `You have ${passkeysPerPerson} passkeys, the most this dashboard keeps for one person. Remove one you no longer use, then add this one.`,
      };
    case 'bad-name':
      return {
        status: 400,
        code: 'invalid_passkey_name',
        message: `Give the passkey a name you will recognise, e.g. "Pixel 7", at most ${passkeyNameMaxLength} characters on one line. Then press "Add a passkey" again.`,
      };
    case 'exists':
      return {
        status: 409,
        code: 'passkey_exists',
        message: 'This passkey is already on this dashboard. Use it to sign in, or add another one.',
      };
  }
}
