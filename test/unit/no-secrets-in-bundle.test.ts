// @vitest-environment node
// No secret reaches the browser: every built public file is scanned for the secrets' names
// (read from .dev.vars.example, so a new secret is covered without touching this test)
// and for the secret values used by the tests and `npm start`. Needs `npm run build` first.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as localSettings from '../../scripts/local-settings.mjs';
import { secretList } from '../../scripts/secret-list.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const publicDir = path.join(root, 'dist/public');

/** The literal secret values in vitest.config.ts: the `testSecrets` entries and the operator password. */
function testSecretValues(vitestConfigSource: string): string[] {
  const block = /const testSecrets = \{([\s\S]*?)\n\};/.exec(vitestConfigSource)?.[1];
  if (!block) throw new Error('no `const testSecrets = { ... }` in vitest.config.ts');
  const literals = [...block.matchAll(/:\s*'([^']+)'/g)].map(([, value]) => value);
  const password = /const testOperatorPassword = '([^']+)'/.exec(vitestConfigSource)?.[1];
  return password ? [...literals, password] : literals;
}

async function publicFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? publicFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)])),
  );
  return nested.flat();
}

/** Every (file, needle) pair where a built file contains a needle. */
async function leaks(dir: string, needles: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const file of await publicFiles(dir)) {
    const bytes = await readFile(file);
    for (const needle of needles) {
      if (bytes.includes(needle)) found.push(`${path.relative(root, file)} contains ${JSON.stringify(needle)}`);
    }
  }
  return found;
}

describe('the client bundle and public files', async () => {
  const names = secretList(path.join(root, '.dev.vars.example')).map((secret) => secret.name);
  const values = [
    ...testSecretValues(await readFile(path.join(root, 'vitest.config.ts'), 'utf8')),
    ...Object.values(localSettings).filter((value): value is string => typeof value === 'string'),
    // The stored password hash format: only worker code knows it.
    'pbkdf2-sha256$',
  ];

  it('knows every configured secret and test value', () => {
    expect(names).toEqual(
      expect.arrayContaining([
        'RESEND_API_KEY',
        'TURNSTILE_SECRET_KEY',
        'TICKET_SECRET',
        'RESEND_WEBHOOK_SECRET',
        'ADMIN_PASSWORD_HASH',
        'CF_ANALYTICS_API_TOKEN',
        'CF_ACCOUNT_ID',
      ]),
    );
    expect(values).toEqual(
      expect.arrayContaining(['correct horse battery staple', 'stainless-local', '1x0000000000000000000000000000000AA']),
    );
    expect(
      values.every((value) => value.length >= 8),
      'short values would match by chance',
    ).toBe(true);
  });

  it('were built (run `npm run build` first)', async () => {
    expect(existsSync(publicDir)).toBe(true);
    expect((await publicFiles(publicDir)).some((file) => file.endsWith('.js'))).toBe(true);
  });

  it('contain no secret name', async () => {
    expect(await leaks(publicDir, names)).toEqual([]);
  });

  it('contain no secret value used by the tests or `npm start`', async () => {
    expect(await leaks(publicDir, values)).toEqual([]);
  });
});
