// @vitest-environment node
// `npm run setup` against a fake wrangler (test/fixtures/fake-wrangler.mjs) that keeps an account
// in a JSON file, on a copy of wrangler.toml: what it creates, writes and sets, run after run.
// Each run loads wrangler's config reader (about 1.5 s of CPU): the tools project in vitest.config.ts.
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { secretList } from '../../scripts/secret-list.mjs';
import { runNode } from './run-node';
import { readWranglerConfig } from './wrangler-config';

const root = path.resolve(import.meta.dirname, '../..');
const rawConfig = readWranglerConfig(path.join(root, 'wrangler.toml'));
const staging = rawConfig.env!.staging!;
const generated = ['TICKET_SECRET', 'SESSION_SECRET'];

/** A fresh account and a copy of wrangler.toml; `setup` runs the script against both. */
function freshAccount() {
  const dir = mkdtempSync(path.join(tmpdir(), 'setup-'));
  const config = path.join(dir, 'wrangler.toml');
  copyFileSync(path.join(root, 'wrangler.toml'), config);
  const log = path.join(dir, 'calls.jsonl');
  writeFileSync(log, '');
  const calls = () =>
    readFileSync(log, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { args: string[]; stdinLength: number });
  const setup = async (...args: string[]) => {
    const seen = calls().length;
    const run = await runNode(['scripts/setup.mjs', '--config', config, ...args], {
      cwd: root,
      env: {
        ...process.env,
        WRANGLER_BIN: 'test/fixtures/fake-wrangler.mjs',
        FAKE_WRANGLER_STATE: path.join(dir, 'account.json'),
        FAKE_WRANGLER_LOG: log,
      },
    });
    expect(run.status, run.stderr).toBe(0);
    const made = calls().slice(seen);
    return {
      out: run.stdout,
      calls: made,
      commands: made.map((call) => call.args.filter((arg) => arg !== '--config' && arg !== config).join(' ')),
    };
  };
  const databaseIds = () => {
    const written = readWranglerConfig(config);
    return { production: written.d1_databases![0]!.database_id, staging: written.env!.staging!.d1_databases![0]!.database_id };
  };
  const namespaceIds = () => {
    const written = readWranglerConfig(config);
    return { production: written.kv_namespaces![0]!.id, staging: written.env!.staging!.kv_namespaces![0]!.id };
  };
  return { config, setup, databaseIds, namespaceIds };
}

const changes = (commands: string[]) => commands.filter((command) => / create |^secret put|^d1 migrations apply/.test(command));

describe('npm run setup', () => {
  it('creates staging’s resources, writes its database id, sets the generated secrets; a second run changes nothing', async () => {
    const { config, setup, databaseIds, namespaceIds } = freshAccount();
    const before = databaseIds();
    const namespacesBefore = namespaceIds();

    const first = await setup('--env', 'staging');
    expect(changes(first.commands)).toEqual([
      `d1 create ${staging.d1_databases![0]!.database_name}`,
      'kv namespace create cavite-stainless-site-facts-staging',
      ...staging.r2_buckets!.map((bucket) => `r2 bucket create ${bucket.bucket_name}`),
      ...[...new Set(staging.queues!.consumers!.map((consumer) => consumer.queue))].map((queue) => `queues create ${queue}`),
      'd1 migrations apply DB --remote --env staging',
      ...generated.map((name) => `secret put ${name} --env staging`),
    ]);
    expect(databaseIds()).toEqual({ production: before.production, staging: 'd1d1d1d1-0000-4000-8000-000000000001' });
    expect(namespaceIds()).toEqual({ production: namespacesBefore.production, staging: `kv${'1'.padStart(30, '0')}` });
    for (const put of first.calls.filter((call) => call.args[1] === 'put')) expect(put.stdinLength).toBeGreaterThanOrEqual(32);
    for (const { name } of secretList().filter(({ name }) => !generated.includes(name))) {
      expect(first.out).toContain(`npx wrangler secret put ${name} --env staging`);
    }

    const written = readFileSync(config);
    const second = await setup('--env', 'staging');
    expect(changes(second.commands)).toEqual(['d1 migrations apply DB --remote --env staging']);
    expect(readFileSync(config).equals(written)).toBe(true);
  });

  it('with --dry-run only lists and says what it would do; then production writes the top-level id only', async () => {
    const { config, setup, databaseIds } = freshAccount();
    const original = readFileSync(config);

    const plan = await setup('--env', 'production', '--dry-run');
    expect(
      plan.commands.every((command) => / list/.test(command)),
      plan.commands.join('\n'),
    ).toBe(true);
    expect(plan.out).toContain(`would create D1 database ${rawConfig.d1_databases![0]!.database_name}`);
    expect(plan.out).toContain('would set secret TICKET_SECRET to a new random value');
    expect(readFileSync(config).equals(original)).toBe(true);

    await setup('--env', 'production');
    expect(databaseIds()).toEqual({ production: 'd1d1d1d1-0000-4000-8000-000000000001', staging: '00000000-0000-0000-0000-000000000000' });
  });

  it('without a Cloudflare login says in one line what to do, and exits 1 without a stack trace', async () => {
    const { config } = freshAccount();
    const run = await runNode(['scripts/setup.mjs', '--config', config, '--env', 'production', '--dry-run'], {
      cwd: root,
      env: {
        ...process.env,
        WRANGLER_BIN: 'test/fixtures/fake-wrangler.mjs',
        FAKE_WRANGLER_SIGNED_OUT: '1',
        FAKE_WRANGLER_LOG: path.join(tmpdir(), 'signed-out.jsonl'),
      },
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([expect.stringContaining('npx wrangler login')]);
  });
});
