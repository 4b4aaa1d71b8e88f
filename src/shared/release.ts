// Build facts: the app's version and the environment it runs in. Apart from the flags so the
// browser's logger can name the release without bundling the flag table.
export const appVersion = '1.0.0';
/** The release as error reports name it. */
export const appRelease = `cavite-stainless@${appVersion}`;

/** The worker's ENVIRONMENT var; staging runs production's code and rules on its own resources. */
export type AppEnvironment = 'production' | 'staging' | 'development';

/** Anything unknown counts as production, the strictest. */
export function appEnvironment(value: string | undefined): AppEnvironment {
  return value === 'development' || value === 'staging' ? value : 'production';
}
