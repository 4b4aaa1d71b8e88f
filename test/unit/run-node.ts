// Runs a Node script as a child process without blocking the test runner, so Vitest's time limit
// can still fire (spawnSync would hold the runner until the child ended); a child still running
// after `timeoutMs` is killed and the run says so, so a hang fails the test instead of the suite.
import { execFile } from 'node:child_process';

export interface NodeRun {
  /** The exit code; null when the child was killed. */
  status: number | null;
  stdout: string;
  stderr: string;
}

export function runNode(args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs?: number }): Promise<NodeRun> {
  const { cwd, env, timeoutMs = 120_000 } = options;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      args,
      { cwd, env, encoding: 'utf8', timeout: timeoutMs, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (!error) return resolve({ status: 0, stdout, stderr });
        const killed = error.killed || error.signal !== null;
        resolve({
          status: typeof error.code === 'number' ? error.code : null,
          stdout,
          stderr: killed ? `${stderr}\n(killed after ${timeoutMs} ms: node ${args.join(' ')})` : stderr || String(error),
        });
      },
    );
  });
}
