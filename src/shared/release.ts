// Build facts: the app's version and the environment it runs in. Apart from the flags so the
// browser's logger can name the release without bundling the flag table.
export const appVersion = '1.0.0';
/** The release as error reports name it. */
export const appRelease = `cavite-stainless@${appVersion}`;

export type AppEnvironment = 'production' | 'development';

export function appEnvironment(value: string | undefined): AppEnvironment {
  return value === 'development' ? 'development' : 'production';
}
