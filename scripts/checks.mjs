// `npm test`'s checks before its tests, side by side (a core each, at least two at once): the
// type checks, ESLint, Prettier's layout and knip. Each one's output is printed whole when it
// ends, and the run fails if any failed. They read the build, which `npm test` runs first.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

// Longest first, so the others share the second core while it runs.
const checks = ['typecheck:projects', 'lint', 'format:check', 'knip'];

function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? 'passed' : 'FAILED'}: npm run ${script} (${seconds} s)\n${output}`);
      resolve(code === 0);
    });
  });
}

const waiting = [...checks];
const passed = [];
async function lane() {
  for (let script = waiting.shift(); script; script = waiting.shift()) passed.push(await run(script));
}
await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, lane));
if (passed.includes(false)) process.exit(1);
