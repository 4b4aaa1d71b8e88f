// A project photo's true size, read from its own header (JPEG SOF, PNG IHDR, WebP VP8/VP8L/VP8X),
// and the photo without its metadata (EXIF with GPS, XMP, comments, text chunks). The browser
// resizes and re-encodes, but the worker must not trust it: a direct upload kept its GPS, and a
// 15000 x 15000 PNG declared as 400 x 400 was published. One forward pass over the segments or
// chunks each; no image library fits the worker's bundle budget (docs/decisions/016-photo-headers.md).
import type { PhotoFormat } from '../../shared/site-photos';

export interface ImageSize {
  width: number;
  height: number;
}

const u16be = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
const u32be = (bytes: Uint8Array, at: number) =>
  ((bytes[at]! << 24) >>> 0) + (bytes[at + 1]! << 16) + (bytes[at + 2]! << 8) + bytes[at + 3]!;
const u24le = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
const u32le = (bytes: Uint8Array, at: number) => (u24le(bytes, at) + (bytes[at + 3]! << 24)) >>> 0;
const fourCC = (bytes: Uint8Array, at: number) => String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic): not C4 (DHT), C8 (JPG) or CC (DAC). */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
const startOfScan = 0xda;
/** Markers without a length: SOI, EOI, RSTn, TEM. */
const standsAlone = (marker: number) => marker === 0xd8 || marker === 0xd9 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01;

interface JpegSegment {
  marker: number;
  start: number;
  end: number;
}

/** The segments before the image data, in order; null when the stream is broken. */
function jpegSegments(bytes: Uint8Array): { segments: JpegSegment[]; scanStart: number } | null {
  const segments: JpegSegment[] = [];
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (standsAlone(marker)) {
      at += 2;
      continue;
    }
    if (at + 3 >= bytes.length) return null;
    const end = at + 2 + u16be(bytes, at + 2);
    if (end > bytes.length) return null;
    if (marker === startOfScan) return { segments, scanStart: at };
    segments.push({ marker, start: at, end });
    at = end;
  }
  return null;
}

function pngChunks(bytes: Uint8Array): { type: string; start: number; end: number }[] | null {
  const chunks = [];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const end = at + 12 + u32be(bytes, at);
    if (end > bytes.length) return null;
    const type = fourCC(bytes, at + 4);
    chunks.push({ type, start: at, end });
    if (type === 'IEND') return chunks;
    at = end;
  }
  return null;
}

function webpChunks(bytes: Uint8Array): { type: string; start: number; end: number }[] | null {
  if (bytes.length < 20) return null;
  const chunks = [];
  let at = 12;
  while (at + 8 <= bytes.length) {
    const size = u32le(bytes, at + 4);
    // Chunks are padded to an even length.
    const end = at + 8 + size + (size % 2);
    if (end > bytes.length + (size % 2)) return null;
    chunks.push({ type: fourCC(bytes, at), start: at, end: Math.min(end, bytes.length) });
    at = end;
  }
  return chunks.length > 0 ? chunks : null;
}

/** The width and height the image's own header states; null when it cannot be read. */
export function imageSize(bytes: Uint8Array, format: PhotoFormat): ImageSize | null {
  if (format === 'png') {
    const chunks = pngChunks(bytes);
    const header = chunks?.[0];
    if (!header || header.type !== 'IHDR' || header.end - header.start < 20) return null;
    return { width: u32be(bytes, header.start + 8), height: u32be(bytes, header.start + 12) };
  }
  if (format === 'jpeg') {
    const frame = jpegSegments(bytes)?.segments.find((segment) => isStartOfFrame(segment.marker));
    if (!frame || frame.end - frame.start < 9) return null;
    return { width: u16be(bytes, frame.start + 7), height: u16be(bytes, frame.start + 5) };
  }
  const chunk = webpChunks(bytes)?.[0];
  if (!chunk) return null;
  const data = chunk.start + 8;
  if (chunk.type === 'VP8X' && chunk.end - data >= 10) return { width: u24le(bytes, data + 4) + 1, height: u24le(bytes, data + 7) + 1 };
  if (chunk.type === 'VP8 ' && chunk.end - data >= 10 && bytes[data + 3] === 0x9d && bytes[data + 4] === 0x01 && bytes[data + 5] === 0x2a) {
    return { width: (bytes[data + 6]! | (bytes[data + 7]! << 8)) & 0x3fff, height: (bytes[data + 8]! | (bytes[data + 9]! << 8)) & 0x3fff };
  }
  if (chunk.type === 'VP8L' && chunk.end - data >= 5 && bytes[data] === 0x2f) {
    const bits = u32le(bytes, data + 1);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return null;
}

/** JPEG segments kept: JFIF (APP0), the colour profile (APP2), Adobe's colour transform (APP14), and every non-APP segment. */
const keptJpegApps = new Set([0xe0, 0xe2, 0xee]);
const isJpegMetadata = (marker: number) => marker === 0xfe || (marker >= 0xe0 && marker <= 0xef && !keptJpegApps.has(marker));
/** PNG text, EXIF and time chunks: what a camera or an editor wrote about the photo, never needed to show it. */
const pngMetadata = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);
const webpMetadata = new Set(['EXIF', 'XMP ']);
/** VP8X flags for an EXIF or XMP chunk: cleared when those chunks go. */
const webpMetadataFlags = 0x08 | 0x04;

function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The photo without its metadata; null when its structure cannot be read (refuse it). */
export function withoutMetadata(bytes: Uint8Array, format: PhotoFormat): Uint8Array<ArrayBuffer> | null {
  if (format === 'jpeg') {
    const read = jpegSegments(bytes);
    if (!read) return null;
    const kept = read.segments
      .filter((segment) => !isJpegMetadata(segment.marker))
      .map((segment) => bytes.subarray(segment.start, segment.end));
    return concat([bytes.subarray(0, 2), ...kept, bytes.subarray(read.scanStart)]);
  }
  if (format === 'png') {
    const chunks = pngChunks(bytes);
    if (!chunks) return null;
    return concat([
      bytes.subarray(0, 8),
      ...chunks.filter((chunk) => !pngMetadata.has(chunk.type)).map((chunk) => bytes.subarray(chunk.start, chunk.end)),
    ]);
  }
  const chunks = webpChunks(bytes);
  if (!chunks) return null;
  const body = concat(chunks.filter((chunk) => !webpMetadata.has(chunk.type)).map((chunk) => bytes.subarray(chunk.start, chunk.end)));
  if (fourCC(body, 0) === 'VP8X') body[8] = body[8]! & ~webpMetadataFlags;
  const header = concat([bytes.subarray(0, 12)]);
  new DataView(header.buffer).setUint32(4, body.length + 4, true);
  return concat([header, body]);
}
