// Lighthouse's CPU slowdown calibrated from the machine's benchmarkIndex, so a table measures the
// same phone on any machine. Lighthouse's simulated throttling multiplies what this machine's CPU
// took by 4 whatever the machine; its throttling documentation ("Calibrating the CPU slowdown")
// say to pick the multiplier from the benchmarkIndex each report carries, with the mapping of its
// CPU throttling calculator, written out here. Each run is audited twice from the one page load:
// the simulation alone changes, so the calibrated and uncalibrated figures see the same tasks.
import { auditFlowArtifacts } from 'lighthouse';

/**
 * The calculator's multiplier for a benchmarkIndex: 4x at 1533, 3x at 1300, 2x at 800, 1x at 150,
 * straight lines between (and above 1300). Under 150 the calculator says the machine is too slow
 * to emulate the target phone: the bench then throttles nothing and says so.
 */
export function cpuSlowdownFor(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return { multiplier: 3 + (benchmarkIndex - 1300) / 233 };
  if (benchmarkIndex >= 800) return { multiplier: 2 + (benchmarkIndex - 800) / 500 };
  if (benchmarkIndex >= 150) return { multiplier: 1 + (benchmarkIndex - 150) / 650 };
  return { multiplier: 1, tooSlow: true };
}

/** The same gathered page load audited again with the multiplier for its own benchmarkIndex. */
export async function calibratedAudit(artifacts, flags) {
  const { multiplier, tooSlow } = cpuSlowdownFor(artifacts.BenchmarkIndex);
  const throttling = { ...artifacts.settings.throttling, cpuSlowdownMultiplier: Number(multiplier.toFixed(2)) };
  // Lighthouse refuses to audit with settings other than those gathered with: the simulation's
  // multiplier is the one setting that differs, and nothing gathered depends on it.
  const gathered = { ...artifacts, settings: { ...artifacts.settings, throttling } };
  const flow = await auditFlowArtifacts({ gatherSteps: [{ artifacts: gathered, flags: { ...flags, throttling } }] });
  return { lhr: flow.steps[0].lhr, multiplier: throttling.cpuSlowdownMultiplier, tooSlow: Boolean(tooSlow) };
}
