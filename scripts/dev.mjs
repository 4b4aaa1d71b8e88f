// `npm start`: applies the D1 migrations to the local database, then runs `wrangler dev` with
// development settings: Turnstile's always-pass test secret and a local dashboard password.
// Extra arguments go to wrangler dev (the browser tests pass --port and --persist-to).
import { spawn, spawnSync } from 'node:child_process';
import { pbkdf2Hash } from './hash-password.mjs';
import { alwaysPassTurnstileSecret, localAdminPassword, localTicketSecret } from './local-settings.mjs';


const args = process.argv.slice(2);
const persistIndex = args.indexOf('--persist-to');
const persist = persistIndex >= 0 ? ['--persist-to', args[persistIndex + 1]] : [];
const portIndex = args.indexOf('--port');
const port = portIndex >= 0 ? args[portIndex + 1] : '8787';
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false' };

const migrate = spawnSync('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', ...persist], {
  stdio: 'inherit',
  env: { ...env, CI: 'true' },
});
if (migrate.status !== 0) process.exit(migrate.status ?? 1);

const vars = {
  ENVIRONMENT: 'development',
  SITE_URL: `http://127.0.0.1:${port}`,
  TURNSTILE_SECRET_KEY: alwaysPassTurnstileSecret,
  TICKET_SECRET: localTicketSecret,
  ADMIN_PASSWORD_HASH: await pbkdf2Hash(localAdminPassword),
};
const varArgs = Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]);
const defaults = portIndex >= 0 ? [] : ['--port', port];
// React's production build on the server, as deployed, so local pages are as fast as the real ones.
const production = ['--define', 'process.env.NODE_ENV:"production"'];
const wrangler = spawn('npx', ['wrangler', 'dev', '--ip', '127.0.0.1', ...defaults, ...production, ...varArgs, ...args], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => wrangler.kill(signal));
wrangler.on('exit', (code) => process.exit(code ?? 0));
