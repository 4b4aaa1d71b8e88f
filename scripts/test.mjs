// `npm test` after the build. The browser tests (the e2e project: one file at a time, about one core
// of a two-core machine, and the longest project by far) start at once in a Vitest of their own;
// beside them run the checks (scripts/checks.mjs) and then every other project in a second Vitest.
// The run fails if any of the three fails. Both Vitests' lines are printed as they come, each whole.
//
// Options after `npm test --` go to both Vitests (a reporter, say). `--outputFile.json=<file>` gets
// the two reports merged into that one file, as one Vitest would write it. To run a part of the
// suite, call Vitest itself (docs/testing.md).
import { spawn } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';

const options = process.argv.slice(2);
if (options.some((option) => option.startsWith('--project') || /^test\/|\.test\.tsx?$/.test(option))) {
  console.error('npm test runs the whole suite; for a project or a file, run `npx vitest run --project <name> [file]`.');
  process.exit(2);
}

/** Runs a command, printing each line of its output whole, so two side by side never mix mid-line. */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      // Colours as a terminal would show them, although the child writes to a pipe.
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) },
    });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => process.stdout.write(`${line}\n`));
    }
    child.on('close', (code) => resolve(code === 0));
  });
}

const jsonOption = '--outputFile.json=';
const jsonFile = options.find((option) => option.startsWith(jsonOption))?.slice(jsonOption.length);
/** The options for one Vitest, its JSON report written beside the one asked for. */
const vitestOptions = (part) => options.map((option) => (option.startsWith(jsonOption) ? `${option}.${part}.json` : option));

const browserTests = run('vitest', ['run', '--project', 'e2e', ...vitestOptions('e2e')]);
const checksThenTests = run('node', ['scripts/checks.mjs']).then(
  async (checksPassed) => checksPassed && run('vitest', ['run', '--project', '!e2e', ...vitestOptions('rest')]),
);
const passed = await Promise.all([browserTests, checksThenTests]);

if (jsonFile) await mergeReports(jsonFile, [`${jsonFile}.rest.json`, `${jsonFile}.e2e.json`]);
process.exit(passed.every(Boolean) ? 0 : 1);

/** Vitest's JSON reports of the two runs as one: the counts added up, the files listed together. */
async function mergeReports(into, parts) {
  const reports = [];
  for (const part of parts) {
    try {
      reports.push(JSON.parse(await readFile(part, 'utf8')));
    } catch {
      // that Vitest did not run (a check failed) or wrote nothing
    }
    await rm(part, { force: true });
  }
  if (reports.length === 0) return;
  const merged = { ...reports[0], testResults: [] };
  for (const key of Object.keys(reports[0])) {
    if (typeof reports[0][key] === 'number' && key.startsWith('num'))
      merged[key] = reports.reduce((sum, report) => sum + (report[key] ?? 0), 0);
  }
  merged.startTime = Math.min(...reports.map((report) => report.startTime));
  merged.success = reports.length === parts.length && reports.every((report) => report.success);
  merged.testResults = reports.flatMap((report) => report.testResults);
  await writeFile(into, JSON.stringify(merged));
}
