// The offline quote queue (src/ui/quote-form/quote-outbox.ts) on an in-memory IndexedDB:
// happy-dom has none, fake-indexeddb stands in for the browser's.
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeFromOutbox, isInOutbox, putInOutbox, sendOutbox, takeOutboxAnswers } from '../../src/ui/quote-form/quote-outbox';

const draftId = '0b6f3a52-5a0f-4e8e-9d3c-2f1f6c7b9a10';
const otherDraftId = '7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const body = JSON.stringify({ fullName: 'Juan dela Cruz', projectDetails: 'Two 304 work tables with undershelf.' });

function jsonResponse(status: number, value: unknown) {
  return new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });
}

const accepted = (reference: string) => jsonResponse(201, { lead: { reference } });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('quote outbox', () => {
  it('sends the exact body with the draft id as Idempotency-Key, and announces the answer once', async () => {
    await putInOutbox(draftId, body);
    expect(await isInOutbox(draftId)).toBe(true);
    fetchMock.mockResolvedValueOnce(accepted('Q-2026-000123'));

    expect(await sendOutbox()).toEqual({ finished: 1, waiting: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/quotes');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(body);
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json', 'Idempotency-Key': draftId });
    expect(await isInOutbox(draftId)).toBe(false);

    const finished = await takeOutboxAnswers();
    expect(finished).toHaveLength(1);
    expect(finished[0]).toMatchObject({ draftId, outcome: { kind: 'sent', reference: 'Q-2026-000123' } });
    expect(await takeOutboxAnswers()).toEqual([]);

    // Nothing left: another attempt sends nothing.
    expect(await sendOutbox()).toEqual({ finished: 0, waiting: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps a quote through network failures, timeouts worth retrying and server errors', async () => {
    await putInOutbox(draftId, body);
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse(503, { error: { code: 'storage_unavailable', message: 'Try again.' } }))
      .mockResolvedValueOnce(jsonResponse(429, { error: { code: 'rate_limited', message: 'Slow down.' } }))
      .mockResolvedValueOnce(accepted('Q-2026-000124'));

    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await sendOutbox()).toEqual({ finished: 0, waiting: 1 });
      expect(await takeOutboxAnswers()).toEqual([]);
    }
    expect(await sendOutbox()).toEqual({ finished: 1, waiting: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    for (const [, init] of fetchMock.mock.calls) expect(init?.headers).toMatchObject({ 'Idempotency-Key': draftId });
    expect((await takeOutboxAnswers())[0].outcome).toEqual({ kind: 'sent', reference: 'Q-2026-000124' });
  });

  it('gives up on a quote the server refuses, with its message', async () => {
    await putInOutbox(draftId, body);
    fetchMock.mockResolvedValueOnce(
      jsonResponse(403, {
        error: { code: 'bot_check_failed', message: 'The bot check did not pass. Please complete it again and resend.' },
      }),
    );
    expect(await sendOutbox()).toEqual({ finished: 1, waiting: 0 });
    expect((await takeOutboxAnswers())[0].outcome).toEqual({
      kind: 'rejected',
      message: 'The bot check did not pass. Please complete it again and resend.',
    });
  });

  it('never sends one quote twice at once: a page and the service worker flushing together', async () => {
    await putInOutbox(draftId, body);
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));

    const first = sendOutbox();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    // The second flush finds the quote claimed and leaves it alone.
    expect(await sendOutbox()).toEqual({ finished: 0, waiting: 1 });
    answer(accepted('Q-2026-000125'));
    expect(await first).toEqual({ finished: 1, waiting: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('takes a quote back up when its claim has run out (the sender was closed mid-request)', async () => {
    await putInOutbox(draftId, body);
    fetchMock.mockImplementationOnce(() => new Promise<Response>(() => undefined)).mockResolvedValueOnce(accepted('Q-2026-000126'));
    const now = Date.now();
    void sendOutbox(now);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(await sendOutbox(now + 1000)).toEqual({ finished: 0, waiting: 1 });
    expect(await sendOutbox(now + 5 * 60_000)).toEqual({ finished: 1, waiting: 0 });
  });

  it('keeps one entry per draft: queuing again replaces the body', async () => {
    await putInOutbox(draftId, body);
    const edited = JSON.stringify({ fullName: 'Juan dela Cruz', projectDetails: 'Three 304 work tables with undershelf.' });
    await putInOutbox(draftId, edited);
    await putInOutbox(otherDraftId, body);
    fetchMock.mockImplementation(async () => accepted('Q-2026-000127'));

    expect(await sendOutbox()).toEqual({ finished: 2, waiting: 0 });
    expect(fetchMock.mock.calls.map(([, init]) => [(init?.headers as Record<string, string>)['Idempotency-Key'], init?.body])).toEqual(
      expect.arrayContaining([
        [draftId, edited],
        [otherDraftId, body],
      ]),
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('forgets a quote the form has sent itself, even while a flush is sending it', async () => {
    await putInOutbox(draftId, body);
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const flush = sendOutbox();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    await removeFromOutbox(draftId);
    answer(accepted('Q-2026-000128'));
    await flush;
    // Already announced by the form: nothing to announce twice.
    expect(await takeOutboxAnswers()).toEqual([]);
    expect(await isInOutbox(draftId)).toBe(false);
  });
});
