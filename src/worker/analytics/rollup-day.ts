// SEAM (lead): the analytics-rollup branch replaces these bodies. Signatures are the contract.
import type { WorkerEnv } from '../app-env';
import type { DayRollup } from './rollup';

/** One Manila day (YYYY-MM-DD) rolled up from Analytics Engine, or the local table in development. */
export async function rollupDay(env: WorkerEnv, day: string): Promise<DayRollup> {
  void env;
  throw new Error(`rollupDay(${day}) is not built yet`);
}

/** Distinct visitors in the 30 minutes before `now`. */
export async function visitorsNow(env: WorkerEnv, now: Date): Promise<number> {
  void env;
  throw new Error(`visitorsNow(${now.toISOString()}) is not built yet`);
}
