// Types for local-settings.mjs, for the tests that import it.
export const localAdminEmail: string;
export const localAdminPassword: string;
export { alwaysPassTestSecret as alwaysPassTurnstileSecret } from '../src/shared/turnstile-test-keys';
export const localTicketSecret: string;
