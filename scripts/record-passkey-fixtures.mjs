// Records the WebAuthn answers test/worker/passkeys.test.ts checks the worker against: a real
// authenticator (Chromium's virtual one, over the DevTools protocol) registers a passkey for the
// worker tests' site (SITE_URL https://stainless.example) and signs in with it, and makes the
// answers of other sites. Run once; its output is committed: node scripts/record-passkey-fixtures.mjs
// Each answer is to a challenge made here and written beside it: the test stores that challenge
// as the worker would have handed it out. Then `npx prettier --write test/worker/fixtures/passkeys.json`.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';

const site = 'https://stainless.example';
const rpId = 'stainless.example';
const out = path.resolve(import.meta.dirname, '../test/worker/fixtures/passkeys.json');

const challenge = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const context = await browser.newContext();
// No network: every address answers an empty page, which is all a ceremony needs (a secure origin).
await context.route('**/*', (route) =>
  route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>fixture</title>' }),
);
const page = await context.newPage();
const devtools = await context.newCDPSession(page);
await devtools.send('WebAuthn.enable');
// A phone's platform authenticator: discoverable credentials, user verification (fingerprint) that passes.
await devtools.send('WebAuthn.addVirtualAuthenticator', {
  options: {
    protocol: 'ctap2',
    transport: 'internal',
    hasResidentKey: true,
    hasUserVerification: true,
    isUserVerified: true,
    automaticPresenceSimulation: true,
  },
});

/** Runs one ceremony in the page at `origin`: the answer as the dashboard's script sends it. */
async function ceremony(origin, kind, options) {
  await page.goto(`${origin}/admin/account`);
  return page.evaluate(
    async ({ kind, options }) => {
      const bytes = (text) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
      const text = (buffer) =>
        btoa(String.fromCharCode(...new Uint8Array(buffer)))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
      const credential =
        kind === 'create'
          ? await navigator.credentials.create({
              publicKey: { ...options, challenge: bytes(options.challenge), user: { ...options.user, id: bytes(options.user.id) } },
            })
          : await navigator.credentials.get({ publicKey: { ...options, challenge: bytes(options.challenge) } });
      const fields =
        kind === 'create' ? ['clientDataJSON', 'attestationObject'] : ['clientDataJSON', 'authenticatorData', 'signature', 'userHandle'];
      const response = Object.fromEntries(
        fields.filter((field) => credential.response[field]).map((field) => [field, text(credential.response[field])]),
      );
      if (kind === 'create') response.transports = credential.response.getTransports();
      return {
        id: credential.id,
        rawId: text(credential.rawId),
        type: credential.type,
        response,
        clientExtensionResults: credential.getClientExtensionResults(),
        authenticatorAttachment: credential.authenticatorAttachment ?? undefined,
      };
    },
    { kind, options },
  );
}

const registrationOptions = (rp, challenge) => ({
  challenge,
  rp,
  user: { id: Buffer.from('account-1').toString('base64url'), name: 'owner@stainless.example', displayName: 'Owner' },
  pubKeyCredParams: [-7, -8, -257].map((alg) => ({ type: 'public-key', alg })),
  authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
  attestation: 'none',
  timeout: 60_000,
});
const signInOptions = (rpId, challenge) => ({ challenge, rpId, userVerification: 'required', timeout: 60_000 });

const fixtures = {};
async function record(name, origin, kind, options) {
  fixtures[name] = { origin, challenge: options.challenge, response: await ceremony(origin, kind, options) };
}

await record('registration', site, 'create', registrationOptions({ id: rpId, name: 'Stainless dashboard' }, challenge()));
await record('signIn', site, 'get', signInOptions(rpId, challenge()));
// The same passkey, asked for from another origin under the same RP ID (a subdomain may ask for it).
await record('signInFromOtherOrigin', 'https://evil.stainless.example', 'get', signInOptions(rpId, challenge()));
// A passkey of another site altogether.
await record(
  'otherSiteRegistration',
  'https://evil.example',
  'create',
  registrationOptions({ id: 'evil.example', name: 'Evil' }, challenge()),
);
await record('otherSiteSignIn', 'https://evil.example', 'get', signInOptions('evil.example', challenge()));

await writeFile(out, `${JSON.stringify({ recordedWith: await browser.version(), rpId, ...fixtures }, null, 2)}\n`);
await browser.close();
console.log(`Wrote ${path.relative(process.cwd(), out)}`);
