// `npm run setup -- --env production|staging [--dry-run]`: creates the environment's D1 database,
// KV namespaces, R2 buckets and queue with wrangler (listing first, so a second run creates
// nothing), writes the database and namespace ids into wrangler.toml, applies the D1 migrations and sets the missing secrets.
// Analytics Engine datasets and rate limits need no creating: they exist once bound.
// WRANGLER_BIN points it at another wrangler (the tests use a fake one).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { experimental_readRawConfig } from 'wrangler';
import { secretList } from './secret-list.mjs';

/** Random values nobody needs to know: setup makes them instead of asking. */
const generatedSecrets = new Set(['TICKET_SECRET', 'SESSION_SECRET']);

const { values: options } = parseArgs({
  options: {
    env: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    config: { type: 'string', default: 'wrangler.toml' },
  },
});
const configPath = options.config;
const dryRun = options['dry-run'];
const { rawConfig } = experimental_readRawConfig({ config: configPath });
const environments = ['production', ...Object.keys(rawConfig.env ?? {})];
if (!options.env || !environments.includes(options.env)) {
  console.error(`Usage: npm run setup -- --env ${environments.join('|')} [--dry-run]`);
  process.exit(2);
}
const environment = options.env;
// Production is wrangler.toml's top level; any other environment is an [env.NAME] block.
const target = environment === 'production' ? rawConfig : rawConfig.env[environment];
const configArgs = ['--config', configPath];
const envArgs = environment === 'production' ? configArgs : [...configArgs, '--env', environment];
const envFlag = environment === 'production' ? '' : ` --env ${environment}`;

function wrangler(args, { input, interactive = false, allowFailure = false } = {}) {
  const bin = process.env.WRANGLER_BIN ?? 'node_modules/wrangler/bin/wrangler.js';
  const result = spawnSync(process.execPath, [bin, ...args], {
    encoding: 'utf8',
    input,
    stdio: interactive ? 'inherit' : 'pipe',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  });
  if (result.status !== 0 && !allowFailure) {
    const output = `${result.stderr ?? ''}${result.stdout ?? ''}`;
    // Wrangler's own wording when no login or token is there: one line that says what to do, no stack.
    if (/CLOUDFLARE_API_TOKEN|wrangler login|Not logged in/i.test(output)) {
      console.error('Not signed in to Cloudflare: run `npx wrangler login` (or set CLOUDFLARE_API_TOKEN), then run setup again.');
    } else {
      console.error(`\`wrangler ${args.join(' ')}\` failed:\n${output}`);
    }
    process.exit(1);
  }
  return result;
}

/** Runs the change, or with --dry-run only says it would. */
function change(description, run) {
  console.log(dryRun ? `would ${description}` : description);
  if (!dryRun) run();
}

// D1: create what is missing, then write each database's id into this environment's block.
const databases = target.d1_databases ?? [];
const listDatabases = () => JSON.parse(wrangler(['d1', 'list', '--json', ...configArgs]).stdout);
let existingDatabases = listDatabases();
for (const { database_name: name } of databases) {
  if (existingDatabases.some((db) => db.name === name)) console.log(`D1 database ${name} exists`);
  else change(`create D1 database ${name}`, () => wrangler(['d1', 'create', name, ...configArgs]));
}
if (!dryRun) existingDatabases = listDatabases();
const toml = readFileSync(configPath, 'utf8');
let updated = toml;
for (const { database_name: name, database_id: configured } of databases) {
  const id = existingDatabases.find((db) => db.name === name)?.uuid;
  if (id === configured) continue;
  if (!id && !dryRun) throw new Error(`D1 database ${name} is not in \`wrangler d1 list\` after creating it`);
  // database_name is unique across environments (test/unit/wrangler-environments.test.ts), so the
  // line after it names this environment's block; the rest of the file is left as it is.
  const idLine = new RegExp(`(database_name = "${name}"\\n(?:(?!\\[).*\\n)*?database_id = ")[^"]*(")`);
  if (!idLine.test(updated)) throw new Error(`${configPath}: no database_id line after database_name = "${name}"`);
  console.log(`${dryRun ? 'would write' : 'write'} ${name}'s id into ${configPath}`);
  if (id) updated = updated.replace(idLine, `$1${id}$2`);
}

// KV: one namespace per binding and environment, titled e.g. "cavite-stainless-site-facts-staging".
const kvTitle = (binding) =>
  `${rawConfig.name}-${binding.toLowerCase().replaceAll('_', '-')}${environment === 'production' ? '' : `-${environment}`}`;
const listNamespaces = () => JSON.parse(wrangler(['kv', 'namespace', 'list', ...configArgs]).stdout);
let namespaces = listNamespaces();
for (const { binding } of target.kv_namespaces ?? []) {
  const title = kvTitle(binding);
  if (namespaces.some((namespace) => namespace.title === title)) console.log(`KV namespace ${title} exists`);
  else change(`create KV namespace ${title}`, () => wrangler(['kv', 'namespace', 'create', title, ...configArgs]));
}
if (!dryRun) namespaces = listNamespaces();
const kvBlock = environment === 'production' ? 'kv_namespaces' : `env.${environment}.kv_namespaces`;
for (const { binding, id: configured } of target.kv_namespaces ?? []) {
  const id = namespaces.find((namespace) => namespace.title === kvTitle(binding))?.id;
  if (id === configured) continue;
  if (!id && !dryRun) throw new Error(`KV namespace ${kvTitle(binding)} is not in \`wrangler kv namespace list\` after creating it`);
  const idLine = new RegExp(`(\\[\\[${kvBlock.replaceAll('.', '\\.')}\\]\\]\\nbinding = "${binding}"\\nid = ")[^"]*(")`);
  if (!idLine.test(updated)) throw new Error(`${configPath}: no id line after [[${kvBlock}]] binding = "${binding}"`);
  console.log(`${dryRun ? 'would write' : 'write'} ${kvTitle(binding)}'s id into ${configPath}`);
  if (id) updated = updated.replace(idLine, `$1${id}$2`);
}
if (!dryRun && updated !== toml) writeFileSync(configPath, updated);

// R2 and Queues print tables, not JSON: the names are read from the printed rows.
const bucketNames = [...wrangler(['r2', 'bucket', 'list', ...configArgs]).stdout.matchAll(/^name:\s+(\S+)/gm)].map((match) => match[1]);
for (const { bucket_name: name } of target.r2_buckets ?? []) {
  if (bucketNames.includes(name)) console.log(`R2 bucket ${name} exists`);
  else change(`create R2 bucket ${name}`, () => wrangler(['r2', 'bucket', 'create', name, ...configArgs]));
}
const queueTable = wrangler(['queues', 'list', ...configArgs]).stdout;
// Consumed-only queues too: a queue kept to drain after a rename must exist for the deploy to succeed.
const queueNames = new Set([...(target.queues?.producers ?? []), ...(target.queues?.consumers ?? [])].map((queue) => queue.queue));
for (const name of queueNames) {
  if (queueTable.split(/[│|\s]+/).includes(name)) console.log(`queue ${name} exists`);
  else change(`create queue ${name}`, () => wrangler(['queues', 'create', name, ...configArgs]));
}

for (const { binding } of databases) {
  change(`apply D1 migrations to ${binding} (remote)`, () => {
    console.log(wrangler(['d1', 'migrations', 'apply', binding, '--remote', ...envArgs]).stdout.trim());
  });
}

// Secrets: the ones already set are left alone. Before the first deploy the Worker does not
// exist, so none are set; `wrangler secret put` creates it.
const listed = wrangler(['secret', 'list', '--format', 'json', ...envArgs], { allowFailure: true });
if (listed.status !== 0 && !/not found/i.test(listed.stderr + listed.stdout))
  throw new Error(`\`wrangler secret list\` failed:\n${listed.stderr}`);
const setSecrets = listed.status === 0 ? JSON.parse(listed.stdout).map((secret) => secret.name) : [];
const asking = process.stdin.isTTY && !dryRun ? createInterface({ input: process.stdin, output: process.stdout }) : undefined;
for (const { name, explanation } of secretList()) {
  if (setSecrets.includes(name)) {
    console.log(`secret ${name} is set`);
  } else if (generatedSecrets.has(name)) {
    change(`set secret ${name} to a new random value`, () =>
      wrangler(['secret', 'put', name, ...envArgs], { input: randomBytes(32).toString('base64') }),
    );
  } else if (asking && /^y/i.test(await asking.question(`${name}: ${explanation}\nSet it now? [y/N] `))) {
    // wrangler asks for the value itself, without echoing it.
    wrangler(['secret', 'put', name, ...envArgs], { interactive: true });
  } else {
    console.log(`secret ${name} is not set: ${explanation}\n  npx wrangler secret put ${name}${envFlag}`);
  }
}
asking?.close();
