// FEATURE_FLAGS switches the capabilities of src/shared/flags.ts per deployment: a JSON object in
// wrangler.toml's vars, e.g. FEATURE_FLAGS = '{"facebookChat": false}'. An override that does not
// fit is refused: the default stays, the error is logged and the dashboard says so.
// test/unit/wrangler-vars.test.ts checks the deployed vars with this same reader.
import * as z from 'zod';
import type { FlagRow } from '../shared/admin-technical';
import { defaultFeatureFlags, fixedFlags, switchableFlags, type FeatureFlags } from '../shared/flags';
import { appEnvironment } from '../shared/release';
import { oncePerIsolate, type VarProblem } from './var-settings';

export interface FlagSettings {
  flags: FeatureFlags;
  problems: VarProblem[];
}

const overridesSchema = z.record(z.string(), z.unknown());
const flagValue = z.boolean();

function refusal(name: string, value: unknown, production: boolean): string | undefined {
  if (Object.hasOwn(fixedFlags, name)) {
    const fixed = fixedFlags[name as keyof typeof fixedFlags];
    return value === fixed.on ? undefined : `cannot be switched: ${fixed.why}`;
  }
  if (!Object.hasOwn(switchableFlags, name)) return `is not a flag; the flags are ${Object.keys(switchableFlags).join(', ')}`;
  if (!flagValue.safeParse(value).success) return 'must be true or false';
  if (name === 'captchaTurnstile' && value === false && production) {
    return 'cannot be switched off in production: the bot check guards the quote form and uploads';
  }
  return undefined;
}

/** The flags with every override in FEATURE_FLAGS that fits applied; each one that does not is listed. */
export function readFeatureFlags(vars: Record<string, unknown>): FlagSettings {
  const raw = vars.FEATURE_FLAGS;
  if (raw === undefined || raw === '') return { flags: defaultFeatureFlags, problems: [] };
  let json: unknown;
  try {
    json = typeof raw === 'string' ? JSON.parse(raw) : raw;
  } catch {
    json = undefined;
  }
  const overrides = overridesSchema.safeParse(json);
  if (!overrides.success || Array.isArray(json)) {
    const problem = 'must be a JSON object of flags, e.g. {"facebookChat": false}';
    return { flags: defaultFeatureFlags, problems: [{ name: 'FEATURE_FLAGS', value: String(raw), problem, used: 'the defaults' }] };
  }
  const production = appEnvironment(typeof vars.ENVIRONMENT === 'string' ? vars.ENVIRONMENT : undefined) === 'production';
  const flags: Record<string, unknown> = { ...defaultFeatureFlags };
  const problems: VarProblem[] = [];
  for (const [name, value] of Object.entries(overrides.data)) {
    const problem = refusal(name, value, production);
    if (problem === undefined) flags[name] = value;
    else problems.push({ name: `FEATURE_FLAGS.${name}`, value: JSON.stringify(value), problem, used: String(flags[name] ?? 'nothing') });
  }
  return { flags: flags as FeatureFlags, problems };
}

/** This deployment's flags and the overrides it refused. */
export const flagSettings = oncePerIsolate(readFeatureFlags);

export function featureFlags(env: object): FeatureFlags {
  return flagSettings(env).flags;
}

/** Each flag as the dashboard lists it: on or off, and whether a deployment can switch it. */
export function flagRows(flags: FeatureFlags): FlagRow[] {
  return Object.entries(flags).map(([name, on]) => ({
    name,
    on,
    setBy: Object.hasOwn(fixedFlags, name) ? `Fixed: ${fixedFlags[name as keyof typeof fixedFlags].why}.` : 'FEATURE_FLAGS',
  }));
}
