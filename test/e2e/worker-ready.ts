// Before each browser test file: the worker started by the global setup answers.
import { inject } from 'vitest';
import { waitUntilServing } from './start-worker';

await waitUntilServing(inject('baseUrl'), inject('persistDir'));
