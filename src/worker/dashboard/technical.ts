// The dashboard's Technical page: what this deployment runs (release, environment, feature flags),
// the wrangler.toml vars it could not use, and where the traffic figures are read and kept.
import type { TechnicalView } from '../../shared/admin-technical';
import { appEnvironment, appRelease } from '../../shared/release';
import { rollupSource } from '../analytics/rollup-day';
import { analyticsRetention } from '../analytics/retention-setting';
import type { WorkerEnv } from '../app-env';
import { featureFlags, flagRows, flagSettings } from '../feature-flags';

const liveSourceNames = { local: 'the local development store', 'analytics-engine': 'Workers Analytics Engine' } as const;

const missingSecretsNotice =
  "CF_ACCOUNT_ID and CF_ANALYTICS_API_TOKEN are not set, so today's figures come from the local table, which production does not fill. Set both secrets to read Analytics Engine.";

/** Why today's figures are read from the wrong place: a deployed worker without the SQL API's secrets. */
export function analyticsSetupProblem(env: WorkerEnv): string | undefined {
  return appEnvironment(env.ENVIRONMENT) !== 'development' && rollupSource(env) === 'local' ? missingSecretsNotice : undefined;
}

export function technicalView(env: WorkerEnv): TechnicalView {
  const problem = analyticsSetupProblem(env);
  return {
    release: appRelease,
    environment: appEnvironment(env.ENVIRONMENT),
    flags: flagRows(featureFlags(env)),
    ignoredSettings: [...flagSettings(env).problems, ...analyticsRetention(env).problems],
    analyticsSource: `daily rollups in D1; today (and yesterday until its rollup) from ${liveSourceNames[rollupSource(env)]}`,
    ...(problem ? { analyticsProblem: problem } : {}),
    retentionDays: analyticsRetention(env).retentionDays,
  };
}
