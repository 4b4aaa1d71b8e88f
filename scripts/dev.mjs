// `npm start`: applies the D1 migrations to the local database, then runs `wrangler dev` with
// development settings: Turnstile's always-pass test secret, a local dashboard password and a
// fresh session secret. Extra arguments go to wrangler dev (the browser tests pass --port and
// --persist-to).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pbkdf2Hash } from './hash-password.mjs';
import { applyLocalMigrations } from './local-d1.mjs';
import { alwaysPassTurnstileSecret, localAdminPassword, localTicketSecret } from './local-settings.mjs';
import { vapidKeyPair } from './vapid-keys.mjs';

const args = process.argv.slice(2);
const persistIndex = args.indexOf('--persist-to');
const persistDir = persistIndex >= 0 ? args[persistIndex + 1] : undefined;
const portIndex = args.indexOf('--port');
const port = portIndex >= 0 ? args[portIndex + 1] : '8787';
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false' };

if (!applyLocalMigrations(persistDir)) process.exit(1);

// A fresh VAPID pair per start: push works locally, and a phone turns it on again after a restart.
const vapid = await vapidKeyPair();
const settings = {
  ENVIRONMENT: 'development',
  SITE_URL: `http://127.0.0.1:${port}`,
  TURNSTILE_SECRET_KEY: alwaysPassTurnstileSecret,
  TICKET_SECRET: localTicketSecret,
  ADMIN_PASSWORD_HASH: await pbkdf2Hash(localAdminPassword),
  SESSION_SECRET: randomBytes(32).toString('base64url'),
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  VAPID_SUBJECT: 'mailto:dev@localhost.example',
  // Messenger and WhatsApp without Meta: webhooks signed by the dashboard's "Message as a customer"
  // page, answers kept in the Outbox (development) since no Page or WhatsApp token is set.
  META_APP_SECRET: randomBytes(32).toString('base64url'),
  META_VERIFY_TOKEN: randomBytes(16).toString('base64url'),
  MESSENGER_PAGE_ID: '100000000000001',
  WHATSAPP_PHONE_NUMBER_ID: '100000000000002',
  // The development checkout (/dev/checkout) signs its webhooks with this, as PayMongo would with a real webhook's key.
  PAYMONGO_WEBHOOK_SECRET: `whsk_local_${randomBytes(24).toString('base64url')}`,
};

// Secrets go to wrangler in a file only this user can read: a `--var` argument shows in `ps` to
// everyone on the machine. Runs with their own --persist-to (the browser tests, several at a
// time) each get their own file there, so no run reads another's port or password. Never the
// project's own .dev.vars: the worker tests would read it too (ENVIRONMENT=development).
const generatedMark = '# Written by scripts/dev.mjs on every `npm start`; edits are lost.';
const devVarsPath = path.join(persistDir ?? '.wrangler', '.dev.vars');
await mkdir(path.dirname(devVarsPath), { recursive: true });
const existing = await readFile(devVarsPath, 'utf8').catch(() => '');
if (existing && !existing.startsWith(generatedMark)) {
  console.error(`${devVarsPath} was not written by npm start: move it away (it would be overwritten) and run npm start again.`);
  process.exit(1);
}
// wrangler expands $NAME in --env-file values; \$ keeps a literal $ (the password hash has several).
const lines = Object.entries(settings).map(([name, value]) => `${name}='${value.replaceAll('$', '\\$')}'`);
await writeFile(devVarsPath, `${generatedMark}\n${lines.join('\n')}\n`, { mode: 0o600 });
await chmod(devVarsPath, 0o600);

const defaults = portIndex >= 0 ? [] : ['--port', port];
// React's production build on the server, as deployed, so local pages are as fast as the real ones.
const production = ['--define', 'process.env.NODE_ENV:"production"'];
// Requests keep the local address as their host: by default wrangler dev gives them the custom
// domain's (wrangler.toml routes), and every local page would then say noindex.
const localHost = ['--local-upstream', `127.0.0.1:${port}`];
const wrangler = spawn(
  'npx',
  ['wrangler', 'dev', '--ip', '127.0.0.1', ...defaults, ...production, ...localHost, '--env-file', devVarsPath, ...args],
  {
    stdio: 'inherit',
    env,
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => wrangler.kill(signal));
wrangler.on('exit', (code) => process.exit(code ?? 0));
