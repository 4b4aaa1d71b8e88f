// The page's main thread gets a core of its own while Lighthouse measures it. On a two-core
// machine Chromium's browser, network and GPU processes, the worker (`wrangler dev` and workerd)
// and Lighthouse itself otherwise take turns on the renderer's core: a task of 0.5 ms of CPU then
// lasts up to 10 ms of wall time, which Lighthouse's simulation multiplies by the calibrated
// slowdown (about 9x here) into blocking time no phone has. On a phone those processes run on other
// cores, and the server in a data centre. So the renderer runs on the last core and everything else
// on the others (`taskset`; Linux only, two cores or more), and the bench says which in its tables.
import { spawnSync } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, platform, tmpdir } from 'node:os';
import path from 'node:path';

const cores = availableParallelism();
const rendererCore = cores - 1;
const otherCores = rendererCore === 1 ? '0' : `0-${rendererCore - 1}`;
const allCores = `0-${rendererCore}`;

const tasksetWorks = () => platform() === 'linux' && cores >= 2 && spawnSync('taskset', ['-p', String(process.pid)]).status === 0;

/** Sets the CPU affinity of every thread of each process. */
function pin(pids, coreList) {
  for (const pid of pids) spawnSync('taskset', ['-a', '-p', '-c', coreList, String(pid)], { stdio: 'ignore' });
}

/** The processes in a process group (the worker is started as one: `detached`). */
function groupMembers(groupId) {
  const listing = spawnSync('ps', ['-eo', 'pid=,pgid='], { encoding: 'utf8' }).stdout ?? '';
  return listing
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number))
    .filter(([pid, pgid]) => pid && pgid === groupId)
    .map(([pid]) => pid);
}

/**
 * Gives Lighthouse's renderer a core of its own: returns the Chromium to launch (a wrapper that
 * starts the browser on the other cores and each renderer on the last one), a line that says what
 * was done, and `release()`, which gives this process and the worker every core back. Where
 * `taskset` is missing or there is one core, nothing changes and the line says so.
 */
export async function isolateRenderer(chromePath, workerGroupId) {
  if (!tasksetWorks()) {
    return { chromePath, line: 'renderer not isolated (needs Linux, taskset and two cores or more)', release: async () => {} };
  }
  const directory = await mkdtemp(path.join(tmpdir(), 'bench-chromium-'));
  const wrapper = path.join(directory, 'chromium');
  await writeFile(
    wrapper,
    `#!/bin/sh\nexec taskset -c ${otherCores} '${chromePath}' --renderer-cmd-prefix='taskset -c ${rendererCore}' "$@"\n`,
  );
  await chmod(wrapper, 0o755);
  const others = () => [process.pid, ...(workerGroupId ? groupMembers(workerGroupId) : [])];
  pin(others(), otherCores);
  return {
    chromePath: wrapper,
    line: `renderer on core ${rendererCore} alone; the browser's other processes, the worker and Lighthouse on core${otherCores.includes('-') ? 's' : ''} ${otherCores}`,
    release: async () => {
      pin(others(), allCores);
      await rm(directory, { recursive: true, force: true });
    },
  };
}
