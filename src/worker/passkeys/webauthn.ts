// The WebAuthn ceremonies with @simplewebauthn/server, bundled into a module of its own and loaded
// only by a passkey request (src/worker/lazy-modules.ts): about 30 KB gzip that no page pays for.
// It answers a problem's kind, never throws: the caller words the refusal (passkey-refusals.ts).
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { PasskeyProblem } from './passkey-refusals';

export { readAnswer } from './answer';
export { passkeyRefusal } from './passkey-refusals';
import type { RelyingParty } from './relying-party';

interface StoredPasskey {
  id: string;
  /** base64url */
  publicKey: string;
  counter: number;
  transports: string[];
}

const knownTransports = new Set(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);

/** ES256 and EdDSA, which phones and keys make, and RS256, which Windows Hello still does. */
const algorithms = [-7, -8, -257];

/** The options for adding a passkey; the phone or key shows the person's email under "<business> dashboard". */
export function registrationOptions(
  rp: RelyingParty,
  businessName: string,
  person: { id: number; email: string; name: string },
  existing: Array<{ id: string; transports: string[] }>,
  timeoutMs: number,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName: `${businessName} dashboard`,
    rpID: rp.id,
    // The user handle: never reused (accounts.id is AUTOINCREMENT), and no email in it.
    userID: new TextEncoder().encode(`account-${person.id}`),
    userName: person.email,
    userDisplayName: person.name,
    timeout: timeoutMs,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
    // A discoverable credential: sign-in needs no email typed first. The person is verified
    // (fingerprint, face, PIN): a passkey alone signs in, so holding the device must not be enough.
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
    supportedAlgorithmIDs: algorithms,
  });
}

export function signInOptions(rp: RelyingParty, timeoutMs: number): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({ rpID: rp.id, timeout: timeoutMs, userVerification: 'required' });
}

type Verified<T> = ({ ok: true } & T) | { ok: false; problem: PasskeyProblem; detail: string };

/** Which refusal a thrown verification error is, from the library's messages. */
function problemOf(error: unknown): { ok: false; problem: PasskeyProblem; detail: string } {
  const detail = error instanceof Error ? error.message : String(error);
  if (/origin|RP ID/i.test(detail)) return { ok: false, problem: 'other-site', detail };
  if (/counter/i.test(detail)) return { ok: false, problem: 'counter', detail };
  if (/user verification|user could not be verified|not verified/i.test(detail))
    return { ok: false, problem: 'no-user-verification', detail };
  return { ok: false, problem: 'garbled', detail };
}

/** `answer` is the browser's answer, its shape already checked by the route's schema. */
export async function verifyRegistration(
  rp: RelyingParty,
  answer: object,
  challenge: string,
): Promise<Verified<{ passkey: StoredPasskey }>> {
  const response = answer as RegistrationResponseJSON;
  try {
    const verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      supportedAlgorithmIDs: algorithms,
    });
    if (!verification.verified) return { ok: false, problem: 'forged', detail: 'registration not verified' };
    const { credential } = verification.registrationInfo;
    return {
      ok: true,
      passkey: {
        id: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        // Only a hint for later sign-ins: a transport not known yet is dropped.
        transports: (credential.transports ?? []).filter((transport) => knownTransports.has(transport)),
      },
    };
  } catch (error) {
    return problemOf(error);
  }
}

export async function verifySignIn(
  rp: RelyingParty,
  answer: object,
  challenge: string,
  stored: StoredPasskey,
): Promise<Verified<{ counter: number }>> {
  const response = answer as AuthenticationResponseJSON;
  try {
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: stored.id,
        publicKey: isoBase64URL.toBuffer(stored.publicKey),
        counter: stored.counter,
        transports: stored.transports,
      },
      requireUserVerification: true,
    });
    if (!verification.verified) return { ok: false, problem: 'forged', detail: 'signature not verified' };
    return { ok: true, counter: verification.authenticationInfo.newCounter };
  } catch (error) {
    return problemOf(error);
  }
}
