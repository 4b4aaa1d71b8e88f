// The quote form without scripts reads its multipart body as it streams: a forged stamp or a part
// over its limit is turned away (a page with the message, as the form's other refusals) after
// reading little of a large body. Each body here is a stream that counts what the worker pulled.
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { quoteForm as copy } from '../../src/content/quote-form';
import { formStampField } from '../../src/shared/api';
import { quotePath } from '../../src/shared/routes';
import { uploadLimitBytes } from '../../src/shared/upload-rules';
import { issueFormStamp } from '../../src/worker/quote-form-stamp';
import { quoteFormBodyLimitBytes } from '../../src/worker/quote-form-body';
import { newClientIp, origin, workerEnv } from './quote-helpers';

const boundary = '----formboundary7MA4YWxkTrZu0gW';
const encoder = new TextEncoder();
const MB = 1024 * 1024;

const textPart = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const fileHead = (name: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`;

/** A multipart body: `head`, then `fillerBytes` of filler made as it is pulled, then `tail`; `pulled()` says how much the reader took. */
function countedBody(head: string, fillerBytes: number, tail: string) {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const headBytes = encoder.encode(head);
  const tailBytes = encoder.encode(tail);
  let sent = 0;
  let pulled = 0;
  let headSent = false;
  let tailSent = false;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        let next: Uint8Array;
        if (!headSent) {
          headSent = true;
          next = headBytes;
        } else if (sent < fillerBytes) {
          next = chunk.subarray(0, Math.min(chunk.length, fillerBytes - sent));
          sent += next.length;
        } else if (!tailSent) {
          tailSent = true;
          next = tailBytes;
        } else {
          controller.close();
          return;
        }
        pulled += next.length;
        controller.enqueue(next);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, length: headBytes.length + fillerBytes + tailBytes.length, pulled: () => pulled };
}

function post(body: ReadableStream<Uint8Array>, length: number | null) {
  return SELF.fetch(`${origin}${quotePath}`, {
    method: 'POST',
    headers: {
      'Sec-Fetch-Site': 'same-origin',
      'cf-connecting-ip': newClientIp(),
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      ...(length !== null && { 'Content-Length': String(length) }),
    },
    body,
  });
}

const fields = textPart('fullName', 'Nestor Aquino') + textPart('email', 'nestor@aquino.example');

describe('the no-script form reads no more than it must', () => {
  it('turns away a 90 MB post with a forged stamp after reading its first kilobytes', async () => {
    const forged = `${crypto.randomUUID()}.${Date.now() - 60_000}.bm90LWEtc2lnbmF0dXJl`;
    const body = countedBody(textPart(formStampField, forged) + fields + fileHead('big.pdf'), 90 * MB, `\r\n--${boundary}--\r\n`);
    const response = await post(body.stream, body.length);
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain(copy.noScript.expired.replace(/'/g, '&#x27;'));
    // What was typed comes back; the files are asked for again.
    expect(page).toContain('value="Nestor Aquino"');
    expect(page).toContain(copy.noScript.chooseFilesAgain);
    expect(body.pulled()).toBeLessThan(2 * MB);
  });

  it('turns away a post with no stamp before its fields reach 1 MB', async () => {
    const body = countedBody(textPart('projectDetails', ''), 60 * MB, `\r\n--${boundary}--\r\n`);
    const response = await post(body.stream, body.length);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(copy.noScript.expired.replace(/'/g, '&#x27;'));
    expect(body.pulled()).toBeLessThan(MB);
  });

  it('with a good stamp, stops at a drawing over the upload limit and says so', async () => {
    const stamp = await issueFormStamp(workerEnv.TICKET_SECRET!, Date.now() - 60_000);
    const body = countedBody(textPart(formStampField, stamp) + fields + fileHead('huge.pdf'), 60 * MB, `\r\n--${boundary}--\r\n`);
    const response = await post(body.stream, body.length);
    expect(response.status).toBe(413);
    const page = await response.text();
    expect(page).toContain('A drawing is larger than 20 MB; each file must be 20 MB or smaller.');
    expect(page).toContain('value="Nestor Aquino"');
    expect(body.pulled()).toBeLessThan(uploadLimitBytes + 2 * MB);
  });

  it('refuses a declared length over five drawings and the fields without reading it, and a post without a length', async () => {
    const stamp = await issueFormStamp(workerEnv.TICKET_SECRET!, Date.now() - 60_000);
    const over = countedBody(textPart(formStampField, stamp) + fileHead('a.pdf'), quoteFormBodyLimitBytes, `\r\n--${boundary}--\r\n`);
    const refused = await post(over.stream, over.length);
    expect(refused.status).toBe(413);
    expect(await refused.text()).toContain(copy.noScript.tooLarge);
    expect(over.pulled()).toBeLessThan(MB);

    const unknown = countedBody(textPart(formStampField, stamp) + fields, 0, `--${boundary}--\r\n`);
    const noLength = await post(unknown.stream, null);
    expect(noLength.status).toBe(411);
    expect(await noLength.text()).toContain(copy.noScript.unreadable);
  });
});
