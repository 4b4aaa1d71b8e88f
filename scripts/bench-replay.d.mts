// Types for bench-replay.mjs, for the test that imports it.
export function startReplay(origin: string): Promise<{ baseUrl: string; stop: () => Promise<void> }>;
