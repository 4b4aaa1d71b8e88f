// Feature flags: the one place a capability is switched on or off. A deployment
// switches the first four with the FEATURE_FLAGS var (src/worker/feature-flags.ts reads it); the
// rest are fixed by this architecture, and an override of one is refused with its reason.

/** Capabilities a deployment may switch, at their defaults. */
export const switchableFlags = {
  /** Cloudflare Turnstile bot check on the quote form and uploads; off only outside production. */
  captchaTurnstile: true,
  /** Drawings attached to quote requests, stored in R2: off hides the field and /api/storage answers 404. */
  fileUpload: true,
  /** The Messenger (m.me) chat link beside the WhatsApp button. */
  facebookChat: true,
  /** Email through Resend: off keeps every email pending in D1, with the reason, until it is on again. */
  resendEmail: true,
};

/** Fixed by the architecture: no switch exists, so an override is refused rather than half-obeyed. */
export const fixedFlags = {
  databaseStorage: { on: true, why: 'quote requests are stored only in D1; switching it off would lose leads' },
  realApi: { on: true, why: 'there is no mock API; the form always submits to this worker' },
  mocks: { on: false, why: 'there are no mock data or services in the code' },
  captchaRecaptcha: { on: false, why: 'there is no reCAPTCHA code path; the bot check is Turnstile' },
  sendgridEmail: { on: false, why: 'there is no SendGrid code path; email goes through Resend' },
} as const;

type SwitchableFlag = keyof typeof switchableFlags;
type FixedFlag = keyof typeof fixedFlags;
export type FeatureFlags = { [Flag in SwitchableFlag]: boolean } & { readonly [Flag in FixedFlag]: (typeof fixedFlags)[Flag]['on'] };

export const defaultFeatureFlags: FeatureFlags = {
  ...switchableFlags,
  ...(Object.fromEntries(Object.entries(fixedFlags).map(([name, flag]) => [name, flag.on])) as {
    [Flag in FixedFlag]: (typeof fixedFlags)[Flag]['on'];
  }),
};

/** The flags the page reads after hydration; the rest stay on the server. */
export type PageFlags = Pick<FeatureFlags, 'captchaTurnstile' | 'fileUpload' | 'facebookChat'>;
