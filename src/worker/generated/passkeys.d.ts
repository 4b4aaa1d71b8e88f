// The types of passkeys.js, which scripts/build-worker-modules.mjs bundles from this source.
export { passkeyRefusal, readAnswer, registrationOptions, signInOptions, verifyRegistration, verifySignIn } from '../passkeys/webauthn';
