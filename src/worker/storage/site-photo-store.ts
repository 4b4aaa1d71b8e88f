// Project photos in R2 (SITE_PHOTOS): checked by their bytes, stored under content-hashed names.
import { photoContentTypes, type PhotoFormat } from '../../shared/site-photos';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) => signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The photo's format read from its leading bytes (never its name or declared type); null for anything else. */
export function photoFormatOf(bytes: Uint8Array): PhotoFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

export async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const sitePhotoKey = (hash: string, width: number, format: PhotoFormat) => `photos/${hash}-${width}.${format}`;

/** Stores a size once: its name is served as immutable, so a name already stored is never written again. */
export async function storeSitePhoto(bucket: R2Bucket, key: string, bytes: Uint8Array, format: PhotoFormat) {
  if (await bucket.head(key)) return;
  await bucket.put(key, bytes, { httpMetadata: { contentType: photoContentTypes[format] } });
}
