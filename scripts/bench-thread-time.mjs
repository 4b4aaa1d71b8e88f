// What the page's main thread itself spent, from a Lighthouse run's trace: each task's thread CPU
// time (Chromium's `tdur`), which other processes on a busy machine do not stretch, where
// Lighthouse's TBT is built from wall time (`dur`). On this shared 2-core machine at a load of 25,
// a 5 ms task took 50 ms of wall time: then only these figures compare one page with another.

const ms = (microseconds) => microseconds / 1000;

/**
 * From the first contentful paint on: the main thread's CPU time, its longest task's, and the
 * blocking time those tasks would make at `slowdown` (each task's CPU time times it, less 50 ms).
 */
export function mainThreadTime(traceEvents, slowdown) {
  // The page's renderer: of the renderer main threads in the trace, the one with the most task time.
  const threads = traceEvents.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const tasksOf = ({ pid, tid }) =>
    traceEvents.filter((event) => event.ph === 'X' && event.name === 'RunTask' && event.pid === pid && event.tid === tid);
  const total = (tasks) => tasks.reduce((sum, task) => sum + task.dur, 0);
  let tasks = [];
  let page;
  for (const thread of threads) {
    const candidate = tasksOf(thread);
    if (total(candidate) > total(tasks)) [tasks, page] = [candidate, thread];
  }
  const fcp = traceEvents.find((event) => event.name === 'firstContentfulPaint' && event.pid === page?.pid)?.ts ?? 0;
  const cpu = tasks.filter((task) => task.ts + task.dur > fcp).map((task) => ms(task.tdur ?? task.dur));
  return {
    cpuMs: Math.round(cpu.reduce((sum, time) => sum + time, 0)),
    longestTaskMs: Number(Math.max(0, ...cpu).toFixed(1)),
    blockingMs: Math.round(cpu.reduce((sum, time) => sum + Math.max(0, time * slowdown - 50), 0)),
  };
}
