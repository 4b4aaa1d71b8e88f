// @vitest-environment node
// The GitHub Actions workflows cannot run here, so `npm test` checks them: GitHub's workflow
// schema (action-validator), and the rules a deploy depends on, which no schema knows.
import { readdirSync, readFileSync } from 'node:fs';
import { validateWorkflow } from '@action-validator/core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const dir = '.github/workflows';

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  'continue-on-error'?: unknown;
}
interface Job {
  uses?: string;
  needs?: string | string[];
  environment?: unknown;
  steps?: Step[];
}

const pinned = /^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/;
const wranglerCommand = (step: Step) =>
  step.uses?.startsWith('cloudflare/wrangler-action@') ? String(step.with?.command ?? 'deploy') : undefined;

type SchemaError = ReturnType<typeof validateWorkflow>['errors'][number];
/** A schema error with the reasons of each alternative it tried ("one of" nests them). */
const schemaMessages = (error: SchemaError): string[] => [
  `${'path' in error ? error.path : ''} ${error.title} ${error.detail ?? ''}`.trim(),
  ...('states' in error ? (error.states ?? []).flatMap((state) => state.errors.flatMap(schemaMessages)) : []),
];

/** Every schema error and broken rule in one workflow file, each naming where it is. */
function workflowProblems(name: string, source: string): string[] {
  const problems = validateWorkflow(source)
    .errors.flatMap(schemaMessages)
    .map((message) => `${name}: ${message}`);
  if (problems.length > 0) return problems;
  const jobs = (parse(source) as { jobs: Record<string, Job> }).jobs;
  for (const [jobName, job] of Object.entries(jobs)) {
    const where = `${name} ${jobName}`;
    const uses = [job.uses, ...(job.steps ?? []).map((step) => step.uses)].filter((use): use is string => use !== undefined);
    for (const use of uses) if (!use.startsWith('./') && !pinned.test(use)) problems.push(`${where}: ${use} is not pinned to a commit`);
    for (const step of job.steps ?? []) {
      if (step.run?.includes('secrets.')) problems.push(`${where}: a run script reads a secret; pass it through with: or env:`);
      if (step.run?.includes('|| true') || step['continue-on-error'] !== undefined) problems.push(`${where}: a step's failure is ignored`);
    }
    const steps = job.steps ?? [];
    const usesSecrets = JSON.stringify(steps).includes('secrets.');
    if (usesSecrets && job.environment === undefined) problems.push(`${where}: uses secrets outside a GitHub environment`);
    const commands = steps.map(wranglerCommand);
    const deployAt = commands.findIndex((command) => command?.startsWith('deploy') || command?.startsWith('versions upload'));
    if (deployAt === -1) continue;
    const needs = [job.needs ?? []].flat();
    if (!needs.some((need) => jobs[need]?.uses === './.github/workflows/checks.yml'))
      problems.push(`${where}: deploys without needing the checks`);
    if (commands[deployAt]!.startsWith('deploy')) {
      const migrateAt = commands.findIndex((command) => /^d1 migrations apply \S+ --remote/.test(command ?? ''));
      if (migrateAt === -1 || migrateAt > deployAt) problems.push(`${where}: deploys before the D1 migrations are applied`);
    }
  }
  return problems;
}

const files = readdirSync(dir).filter((file) => /\.ya?ml$/.test(file));
const read = (file: string) => readFileSync(`${dir}/${file}`, 'utf8');

describe('GitHub Actions workflows', () => {
  it.each(files)('%s fits the schema and the deploy rules', (file) => {
    expect(workflowProblems(file, read(file))).toEqual([]);
  });

  it('run the same checks before the preview upload and the production deploy', () => {
    const checks = read('checks.yml');
    for (const command of [
      'npm ci',
      'npm test',
      'wrangler deploy --dry-run --outdir dist/worker',
      'scripts/worker-size-budget.mjs dist/worker',
    ])
      expect(checks).toContain(command);
    expect(read('pull-request.yml')).toMatch(/command: versions upload --env staging --preview-alias pr-/);
    expect(read('deploy.yml')).toMatch(/command: d1 migrations apply DB --remote/);
  });

  const deploy = read('deploy.yml');
  const migrate = deploy.slice(deploy.indexOf('      - name: Apply D1 migrations'), deploy.indexOf('      - name: Deploy production'));
  it.each([
    ['a misspelt key', deploy.replace('runs-on:', 'run-on:'), /Additional property 'run-on'/],
    ['an action pinned to a tag', deploy.replace(/wrangler-action@[0-9a-f]{40}/, 'wrangler-action@v4'), /wrangler-action@v4 is not pinned/],
    ['the deploy before the migrations', deploy.replace(migrate, '') + migrate, /deploys before the D1 migrations/],
    ['an ignored failure', deploy.replace('--remote', '--remote\n        continue-on-error: true'), /failure is ignored/],
    ['a secret in a script', deploy.replace('run: npm ci', 'run: echo ${{ secrets.CLOUDFLARE_API_TOKEN }}'), /run script reads a secret/],
    ['no checks first', deploy.replace('    needs: checks\n', ''), /without needing the checks/],
  ])('fail with %s', (_, broken, problem) => {
    expect(workflowProblems('deploy.yml', broken).join('\n')).toMatch(problem);
  });
});
