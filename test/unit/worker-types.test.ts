// @vitest-environment node
// worker-configuration.d.ts is generated (`npm run types`): from wrangler.toml's bindings and vars
// and .dev.vars.example's secrets. `wrangler types --check` regenerates it in memory and compares.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runNode } from './run-node';

const root = path.resolve(import.meta.dirname, '../..');
// A copy without [build], so the check does not rebuild dist/ under the other tests' feet. It sits
// beside wrangler.toml because the generated types name the entry point relative to the config.
const config = path.join(root, `.types-check-${process.pid}.wrangler.toml`);
writeFileSync(config, readFileSync(path.join(root, 'wrangler.toml'), 'utf8').replace(/^\[build\]\n(?:(?!\[).*\n)*/m, ''));
afterAll(() => rmSync(config, { force: true }));

function typesCheck(envFile: string) {
  const wrangler = path.join(root, 'node_modules/wrangler/bin/wrangler.js');
  const args = ['types', '--check', '--config', config, '--strict-vars=false', `--env-file=${envFile}`];
  return runNode([wrangler, ...args], { cwd: root, env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } });
}

describe('worker-configuration.d.ts', () => {
  it('is what `npm run types` generates today', async () => {
    const check = await typesCheck('.dev.vars.example');
    expect(check.stdout + check.stderr).toContain('are up to date');
    expect(check.status).toBe(0);
  });

  it('is out of date once a secret is added to .dev.vars.example', async () => {
    const envFile = path.join(tmpdir(), `dev-vars-${process.pid}.example`);
    writeFileSync(envFile, `${readFileSync(path.join(root, '.dev.vars.example'), 'utf8')}# A new secret.\nNEW_SECRET=\n`);
    expect((await typesCheck(envFile)).status).toBe(1);
  });
});
