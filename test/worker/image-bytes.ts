// Small but well-formed image files for the photo tests: the headers the worker reads (VP8X, IHDR,
// SOF0) with the stated size, a marker so each file is unique, and the metadata a camera writes.
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const u32le = (value: number) => [value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff, (value >>> 24) & 0xff];
const u24le = (value: number) => u32le(value).slice(0, 3);
const u32be = (value: number) => u32le(value).reverse();
const u16be = (value: number) => [(value >>> 8) & 0xff, value & 0xff];

/** What a phone camera writes into a photo: where it was taken. */
const gpsText = 'GPS 14.4296 N 120.9367 E Cavite';

const webpChunk = (type: string, data: number[]) => [...ascii(type), ...u32le(data.length), ...data, ...(data.length % 2 ? [0] : [])];

/** A WebP (VP8X) of the given size; `padTo` makes the file that many bytes. */
export function webp(
  width: number,
  height: number,
  marker: string,
  options: { exif?: boolean; padTo?: number } = {},
): Uint8Array<ArrayBuffer> {
  const flags = options.exif ? 0x08 | 0x04 : 0;
  const chunks = [
    ...webpChunk('VP8X', [flags, 0, 0, 0, ...u24le(width - 1), ...u24le(height - 1)]),
    ...(options.exif
      ? [...webpChunk('EXIF', ascii(`Exif\0\0${gpsText}`)), ...webpChunk('XMP ', ascii(`<x:xmpmeta>${gpsText}</x:xmpmeta>`))]
      : []),
    ...webpChunk('MARK', ascii(marker)),
  ];
  const padding = options.padTo ? Math.max(0, options.padTo - 12 - chunks.length - 8) : 0;
  const body = [...chunks, ...(padding ? webpChunk('PADD', new Array<number>(padding).fill(0)) : [])];
  return new Uint8Array([...ascii('RIFF'), ...u32le(body.length + 4), ...ascii('WEBP'), ...body]);
}

const pngChunk = (type: string, data: number[]) => [...u32be(data.length), ...ascii(type), ...data, 0, 0, 0, 0];

export function png(width: number, height: number, marker: string, options: { exif?: boolean } = {}): Uint8Array<ArrayBuffer> {
  return new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...pngChunk('IHDR', [...u32be(width), ...u32be(height), 8, 2, 0, 0, 0]),
    ...(options.exif ? [...pngChunk('tEXt', ascii(`Comment\0${gpsText}`)), ...pngChunk('eXIf', ascii(`MM\0*${gpsText}`))] : []),
    ...pngChunk('IDAT', ascii(marker)),
    ...pngChunk('IEND', []),
  ]);
}

const jpegSegment = (marker: number, data: number[]) => [0xff, marker, ...u16be(data.length + 2), ...data];

export function jpeg(width: number, height: number, marker: string, options: { exif?: boolean } = {}): Uint8Array<ArrayBuffer> {
  return new Uint8Array([
    0xff,
    0xd8,
    ...jpegSegment(0xe0, [...ascii('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...(options.exif ? [...jpegSegment(0xe1, ascii(`Exif\0\0${gpsText}`)), ...jpegSegment(0xfe, ascii(gpsText))] : []),
    ...jpegSegment(0xc0, [8, ...u16be(height), ...u16be(width), 1, 1, 0x11, 0]),
    ...jpegSegment(0xda, [1, 1, 0, 0, 0x3f, 0]),
    ...ascii(marker),
    0xff,
    0xd9,
  ]);
}
