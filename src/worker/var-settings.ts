// Settings read from wrangler.toml vars (FEATURE_FLAGS, ANALYTICS_RETENTION_DAYS): a var that
// does not fit is refused, its default kept, the error logged once per isolate and shown on the
// dashboard.
import type { IgnoredSetting } from '../shared/admin-technical';
import { createLogger } from '../shared/logger';
import { jsonLines } from './logging';

/** A var the worker could not use (value as set in wrangler.toml, never a secret), and what it uses instead. */
export type VarProblem = IgnoredSetting;

/** Not a request's logger: a setting is checked once per isolate, whichever request comes first. */
const logger = createLogger({ debug: false, write: jsonLines(console, false) });

/** `read` once per env object: workerd hands every request the same one until the config changes. */
export function oncePerIsolate<Settings extends { problems: VarProblem[] }>(read: (vars: Record<string, unknown>) => Settings) {
  const settingsByEnv = new WeakMap<object, Settings>();
  return (env: object): Settings => {
    let settings = settingsByEnv.get(env);
    if (!settings) {
      settings = read(env as Record<string, unknown>);
      for (const { name, value, problem, used } of settings.problems) {
        logger.error(`${name} ignored: ${problem}`, { value, used });
      }
      settingsByEnv.set(env, settings);
    }
    return settings;
  };
}
