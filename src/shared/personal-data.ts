// Email addresses and phone numbers taken out of text before it leaves for the error service
// (worker and browser alike): a report says what broke, never who was asking.

/**
 * Runs of text between separators, each read once. A pattern of the address itself
 * (`[^…]+@[^…]+\.[^…]+`) rescanned the rest of a long run from every character: quadratic.
 */
const wordRun = /[^\s<>"'(),;:]+/g;
/** A run written like an address: something, @, a domain with a dot inside it. */
const isEmailLike = (run: string) => {
  const at = run.indexOf('@');
  const dot = at > 0 ? run.indexOf('.', at + 2) : -1;
  return dot > 0 && dot < run.length - 1;
};
/**
 * Anything written like a phone number: digits with the separators people type ("0917 123 4567",
 * "+63 (2) 8123-4567", "(046) 471 2345"), not glued to a word (lead references such as
 * Q-2026-000042 stay). Seven digits is the shortest local number; dates ("2026-11-23") stay.
 */
const phoneLike = /(?<![\w-])\+?(?:\(\d+\)\s?)?\d[\d\s().-]{5,}\d/g;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const digitCount = (text: string) => text.replace(/\D/g, '').length;
const isPhoneNumber = (match: string) => digitCount(match) >= 7 && !isoDate.test(match.trim());

/** Whether the text holds anything written like a phone number (the rule redactPersonalData uses). */
export const hasPhoneNumber = (text: string) => [...text.matchAll(phoneLike)].some(([match]) => isPhoneNumber(match));

export const redactedEmail = '[email]';
export const redactedPhone = '[phone]';

export function redactPersonalData(text: string): string {
  return text
    .replace(wordRun, (run) => (isEmailLike(run) ? redactedEmail : run))
    .replace(phoneLike, (match) => (isPhoneNumber(match) ? redactedPhone : match));
}

/** Every string inside a JSON-like value redacted; `keep` names keys whose values pass untouched (ids, tags). */
export function redactDeep<T>(value: T, keep: ReadonlySet<string> = new Set()): T {
  if (typeof value === 'string') return redactPersonalData(value) as T;
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, keep)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, keep.has(key) ? item : redactDeep(item, keep)])) as T;
  }
  return value;
}
