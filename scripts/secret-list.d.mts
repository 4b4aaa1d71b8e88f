// Types for secret-list.mjs, for the tests that import it.
export function secretList(path?: string): { name: string; explanation: string }[];
