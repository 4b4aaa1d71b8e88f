// Feature flags and build facts: the one place to switch a capability on or off.

export const featureFlags = {
  /** Cloudflare Turnstile bot check on the quote form. */
  captchaTurnstile: true,
  /** Google reCAPTCHA: off; no reCAPTCHA code path exists while it is. */
  captchaRecaptcha: false,
  /** Drawings attached to quote requests, stored in R2. */
  fileUpload: true,
  /** The Messenger (m.me) chat link beside the WhatsApp button. */
  facebookChat: true,
  /** Quote requests stored in D1. */
  databaseStorage: true,
  /** Submit to the real worker API rather than a local mock. */
  realApi: true,
  /** Email through Resend. */
  resendEmail: true,
  /** Email through SendGrid: off. */
  sendgridEmail: false,
  /** Mock data and services: off. */
  mocks: false,
} as const;

export type FeatureFlags = typeof featureFlags;

export const appVersion = '1.0.0';

export type AppEnvironment = 'production' | 'development';

export function appEnvironment(value: string | undefined): AppEnvironment {
  return value === 'development' ? 'development' : 'production';
}
