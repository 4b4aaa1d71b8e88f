// Every body-reading /api route reads at most its limit: a body streamed without a
// Content-Length is refused with 413 as soon as it passes the limit, never read to its end.
import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { headerNames } from '../../src/shared/api';
import { countRows, newClientIp, origin, samplePdf, ticketFor } from './quote-helpers';
import { workerLogs } from './worker-logs';

type ErrorBody = { error: { code: string; message: string } };

const chunkBytes = 64 * 1024;
const chunkCount = 1000; // 64 MB in all, far past every limit

/** A chunked body of 64 MB that counts how many chunks the worker pulled. */
function hugeStream(first: Uint8Array = new Uint8Array(0)) {
  const pulled = { chunks: 0 };
  const chunk = new Uint8Array(chunkBytes).fill(0x61);
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled.chunks === chunkCount) return controller.close();
        pulled.chunks += 1;
        controller.enqueue(pulled.chunks === 1 && first.byteLength ? first : chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled };
}

async function expectTooLarge(response: Response, pulled: { chunks: number }) {
  expect(response.status).toBe(413);
  const body = (await response.json()) as ErrorBody;
  expect(body.error.code).toBe('request_too_large');
  expect(body.error.message.length).toBeGreaterThan(10);
  // The worker stopped after the limit: a handful of 64 KB chunks, not the whole 64 MB.
  expect(pulled.chunks).toBeLessThan(20);
}

describe('bounded request bodies', () => {
  it('refuses a chunked quote request past 128 KB with 413, without reading it to its end', async () => {
    const { stream, pulled } = hugeStream(new TextEncoder().encode('{"fullName":"'));
    const before = await countRows('leads');
    const response = await SELF.fetch(`${origin}/api/quotes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [headerNames.idempotencyKey]: crypto.randomUUID(), 'cf-connecting-ip': newClientIp() },
      body: stream,
    });
    await expectTooLarge(response, pulled);
    expect(await countRows('leads')).toBe(before);
  });

  it('refuses a chunked signed-looking webhook past its limit with 413, without reading it to its end', async () => {
    const { stream, pulled } = hugeStream();
    const timestamp = String(Math.floor(Date.now() / 1000));
    const response = await SELF.fetch(`${origin}/api/resend`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'svix-id': 'msg_big', 'svix-timestamp': timestamp, 'svix-signature': 'v1,AAAA' },
      body: stream,
    });
    await expectTooLarge(response, pulled);
  });

  it('refuses a webhook without its signature headers before reading the body', async () => {
    const { stream, pulled } = hugeStream();
    const response = await SELF.fetch(`${origin}/api/resend`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: stream,
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as ErrorBody).error.code).toBe('invalid_signature');
    expect(pulled.chunks).toBeLessThan(3);
  });

  it('refuses a chunked analytics beacon past its limit with 413, without reading it to its end', async () => {
    const { stream, pulled } = hugeStream();
    const response = await SELF.fetch(`${origin}/api/analytics`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Sec-Fetch-Site': 'same-origin',
        'User-Agent':
          'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      },
      body: stream,
    });
    await expectTooLarge(response, pulled);
  });

  it('refuses a chunked upload without a Content-Length with 411, without reading it', async () => {
    const { stream, pulled } = hugeStream(samplePdf());
    const draftId = crypto.randomUUID();
    const before = await countRows('uploads');
    const response = await SELF.fetch(`${origin}/api/storage`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/octet-stream',
        [headerNames.fileName]: 'drawing.pdf',
        [headerNames.quoteDraft]: draftId,
        [headerNames.botTicket]: await ticketFor(draftId),
        'cf-connecting-ip': newClientIp(),
      },
      body: stream,
    });
    expect(response.status).toBe(411);
    expect(((await response.json()) as ErrorBody).error.code).toBe('length_required');
    expect(pulled.chunks).toBeLessThan(3);
    expect(await countRows('uploads')).toBe(before);
  });

  it('cuts off an upload longer than its declared Content-Length and stores nothing', async () => {
    const warnings = workerLogs('warn');
    const { stream, pulled } = hugeStream(samplePdf());
    const draftId = crypto.randomUUID();
    const before = await countRows('uploads');
    const declared = 2 * chunkBytes;
    const objectsBefore = (await env.UPLOADS.list({ prefix: 'drawings/' })).objects.length;
    const response = await SELF.fetch(`${origin}/api/storage`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/octet-stream',
        'Content-Length': String(declared),
        [headerNames.fileName]: 'drawing.pdf',
        [headerNames.quoteDraft]: draftId,
        [headerNames.botTicket]: await ticketFor(draftId),
        'cf-connecting-ip': newClientIp(),
      },
      body: stream,
    });
    // FixedLengthStream fails the write past the declared length: the rest is never pulled.
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.code).toBe('upload_incomplete');
    expect(pulled.chunks).toBeLessThan(20);
    expect(await countRows('uploads')).toBe(before);
    expect((await env.UPLOADS.list({ prefix: 'drawings/' })).objects.length).toBe(objectsBefore);
    expect(warnings()).toContain('upload did not complete');
  });
});
