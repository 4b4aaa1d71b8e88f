// The CPU time a piece of work takes on this thread, in milliseconds. A time budget for linear
// work is checked against this rather than the clock: on a two-core machine at a load of 12 the
// clock runs several times the work, while the thread's CPU time stays what the work costs.
export function cpuMs(work: () => unknown): number {
  const before = process.threadCpuUsage();
  work();
  const after = process.threadCpuUsage();
  return (after.user - before.user + after.system - before.system) / 1000;
}
