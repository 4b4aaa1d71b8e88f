// Outbound HTTP from the worker (Resend, Turnstile siteverify) answered by test routes that
// record the exact request; anything unexpected fails the test instead of reaching the network.
import { vi } from 'vitest';
import { lateWorkOfAnEndedTest, startedBy } from './test-scope';

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
  /** The body as sent, for a binary one (an encrypted push message). */
  bytes: Uint8Array;
}

type Answer = (request: RecordedRequest) => Response | Promise<Response>;

export function mockOutbound(routes: Record<string, Answer>) {
  const requests: RecordedRequest[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    // A request of a test that has ended (test-scope.ts) is neither recorded nor answered here.
    if (lateWorkOfAnEndedTest()) throw new Error(`outbound request to ${request.url} from ${startedBy()}, which has ended`);
    const bytes = new Uint8Array(await request.arrayBuffer());
    const recorded: RecordedRequest = {
      url: request.url,
      method: request.method,
      headers: Object.fromEntries(request.headers),
      body: new TextDecoder().decode(bytes),
      bytes,
    };
    requests.push(recorded);
    // A route may name the URL without its query string (Sentry's carries the SDK's version).
    const answer = routes[request.url] ?? routes[request.url.split('?')[0]];
    if (!answer) throw new Error(`unexpected outbound request to ${request.url}`);
    return answer(recorded);
  });
  return requests;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
