// Streams a drawing into the private R2 bucket after checking its leading bytes; the file is
// never held whole in memory. A file the browser gzipped is kept gzipped and checked as it
// decompresses; readers get the original bytes from readStoredFile.
import { stripInvisibleCharacters } from '../../shared/invisible-characters';
import { allowedUploadTypes, uploadLimitBytes, type UploadExtension } from '../../shared/upload-rules';
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

export const drawingsPrefix = 'drawings/';
export const drawingKey = (id: string) => `${drawingsPrefix}${id}`;

/** A gzip upload whose decompressed bytes pass the upload limit. */
export class DecompressedTooLarge extends Error {}

/** What the browser says of a file it compressed; the worker holds the decompressed bytes to it. */
export interface CompressedFile {
  originalSize: number;
  sha256: string;
}

/** Stored beside a compressed drawing: every reader decompresses it (`readStoredFile`). */
const gzipEncoding = 'gzip';

// The platform's type takes any BufferSource in; the bytes here are always Uint8Array.
const gunzip = () => new DecompressionStream('gzip') as unknown as TransformStream<Uint8Array, Uint8Array>;

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * Decompresses a gzip upload as it arrives, checks the signature on its first bytes (`onHead`
 * then lets the put start), stops at the upload limit (a gzip bomb never inflates past it) and
 * holds the whole to the size and SHA-256 the browser declared.
 */
async function checkCompressed(body: ReadableStream<Uint8Array>, extension: UploadExtension, declared: CompressedFile, onHead: () => void) {
  const reader = body.pipeThrough(gunzip()).getReader();
  const { head, chunks } = await readHead(reader, signatureBytes);
  if (!matchesSignature(extension, head)) {
    await reader.cancel();
    throw new SignatureMismatch();
  }
  onHead();
  const digest = new (crypto as unknown as { DigestStream: typeof DigestStream }).DigestStream('SHA-256');
  const digestWriter = digest.getWriter();
  let size = 0;
  const take = async (chunk: Uint8Array) => {
    size += chunk.byteLength;
    if (size > uploadLimitBytes) {
      await reader.cancel();
      throw new DecompressedTooLarge();
    }
    await digestWriter.write(chunk);
  };
  for (const chunk of chunks) await take(chunk);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    await take(value);
  }
  await digestWriter.close();
  if (size !== declared.originalSize || hex(await digest.digest) !== declared.sha256)
    throw new Error('decompressed file differs from the one declared');
}

export async function storeDrawing(
  bucket: R2Bucket,
  options: {
    id: string;
    body: ReadableStream<Uint8Array>;
    length: number;
    extension: UploadExtension;
    originalName: string;
    compressed?: CompressedFile;
  },
): Promise<void> {
  let reader: ReadableStreamDefaultReader<Uint8Array>;
  let chunks: Uint8Array[] = [];
  let checked: Promise<void> = Promise.resolve();
  if (options.compressed) {
    const [stored, inspected] = options.body.tee();
    reader = stored.getReader();
    let headChecked!: () => void;
    const head = new Promise<void>((resolve) => (headChecked = resolve));
    checked = checkCompressed(inspected, options.extension, options.compressed, headChecked);
    checked.catch(() => reader.cancel().catch(() => {}));
    await Promise.race([head, checked]);
  } else {
    reader = options.body.getReader();
    const read = await readHead(reader, signatureBytes);
    chunks = read.chunks;
    if (!matchesSignature(options.extension, read.head)) {
      await reader.cancel();
      throw new SignatureMismatch();
    }
  }

  // R2 needs the length up front; FixedLengthStream also fails the put if the body is longer
  // or shorter than the Content-Length the browser declared.
  const { readable, writable } = new FixedLengthStream(options.length);
  const writer = writable.getWriter();
  const pump = (async () => {
    // The last chunk waits for the check: R2 keeps the object as soon as its length is complete,
    // and a compressed file is kept only once its decompressed bytes have passed every check.
    let last: Uint8Array | undefined;
    const write = async (chunk: Uint8Array) => {
      if (last) await writer.write(last);
      last = chunk;
    };
    for (const chunk of chunks) await write(chunk);
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      await write(value);
    }
    await checked;
    if (last) await writer.write(last);
    await writer.close();
  })().catch(async (error: unknown) => {
    await writer.abort(error).catch(() => {});
    throw error;
  });

  const customMetadata: Record<string, string> = { originalName: options.originalName };
  if (options.compressed) {
    Object.assign(customMetadata, {
      encoding: gzipEncoding,
      originalSize: String(options.compressed.originalSize),
      sha256: options.compressed.sha256,
    });
  }
  const outcomes = await Promise.allSettled([
    checked,
    pump,
    bucket.put(drawingKey(options.id), readable, {
      httpMetadata: { contentType: allowedUploadTypes[options.extension], contentDisposition: 'attachment' },
      customMetadata,
    }),
  ]);
  // The check's own error says why (too large, not the declared type); the others only that they stopped.
  for (const outcome of outcomes) if (outcome.status === 'rejected') throw outcome.reason;
}

/** A stored file's original bytes, decompressed on the way out if the browser compressed it; null if it is gone. */
export async function readStoredFile(bucket: R2Bucket, key: string): Promise<ReadableStream<Uint8Array> | null> {
  const object = await bucket.get(key);
  if (!object) return null;
  return object.customMetadata?.encoding === gzipEncoding ? object.body.pipeThrough(gunzip()) : object.body;
}

const maxFileNameLength = 150;

/** The visitor's file name, safe to store and show: no path, no control, zero-width or bidi characters, bounded. */
export function sanitiseFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = stripInvisibleCharacters(base.normalize('NFC'))
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim();
  if (cleaned.length <= maxFileNameLength) return cleaned;
  // The extension is kept when it is one: "x." and 100,000 letters has none, and is cut like any name.
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 16 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, maxFileNameLength - extension.length) + extension;
}
