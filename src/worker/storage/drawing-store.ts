// Streams a drawing into the private R2 bucket after checking its leading bytes; the file is
// never held whole in memory.
import { stripInvisibleCharacters } from '../../shared/invisible-characters';
import { allowedUploadTypes, type UploadExtension } from '../../shared/upload-rules';
import { matchesSignature, signatureBytes } from './file-signature';

export class SignatureMismatch extends Error {}

/** Reads chunks until at least `size` bytes (or the end) have arrived. */
async function readHead(reader: ReadableStreamDefaultReader<Uint8Array>, size: number) {
  const chunks: Uint8Array[] = [];
  let received = 0;
  while (received < size) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
  }
  const head = new Uint8Array(Math.min(received, size));
  let offset = 0;
  for (const chunk of chunks) {
    if (offset >= head.length) break;
    const part = chunk.subarray(0, head.length - offset);
    head.set(part, offset);
    offset += part.length;
  }
  return { head, chunks };
}

export const drawingKey = (id: string) => `drawings/${id}`;

export async function storeDrawing(
  bucket: R2Bucket,
  options: { id: string; body: ReadableStream<Uint8Array>; length: number; extension: UploadExtension; originalName: string },
): Promise<void> {
  const reader = options.body.getReader();
  const { head, chunks } = await readHead(reader, signatureBytes);
  if (!matchesSignature(options.extension, head)) {
    await reader.cancel();
    throw new SignatureMismatch();
  }

  // R2 needs the length up front; FixedLengthStream also fails the put if the body is longer
  // or shorter than the Content-Length the browser declared.
  const { readable, writable } = new FixedLengthStream(options.length);
  const writer = writable.getWriter();
  const pump = (async () => {
    for (const chunk of chunks) await writer.write(chunk);
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      await writer.write(value);
    }
    await writer.close();
  })().catch(async (error: unknown) => {
    await writer.abort(error).catch(() => {});
    throw error;
  });

  await Promise.all([
    bucket.put(drawingKey(options.id), readable, {
      httpMetadata: { contentType: allowedUploadTypes[options.extension], contentDisposition: 'attachment' },
      customMetadata: { originalName: options.originalName },
    }),
    pump,
  ]);
}

/** The visitor's file name, safe to store and show: no path, no control, zero-width or bidi characters, bounded. */
export function sanitiseFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = stripInvisibleCharacters(base.normalize('NFC'))
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim();
  if (cleaned.length <= 150) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  return cleaned.slice(0, 150 - (cleaned.length - dot)) + cleaned.slice(dot);
}
