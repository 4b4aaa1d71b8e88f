// A drawing's upload body: gzipped in the browser when that makes it meaningfully smaller (DXF is
// text and shrinks five to ten times), so a phone on a slow uplink sends a fraction of the bytes.
// Loaded with the first upload, never with the page.
import { headerNames } from '../../shared/api';
import { uploadExtension } from '../../shared/upload-rules';

export interface UploadBody {
  body: Blob;
  headers: Record<string, string>;
}

/** Anything but DXF is kept compressed only if it shrinks by at least this much (PDF, PNG, JPEG barely do). */
const worthwhileRatio = 0.8;

async function sha256Hex(file: Blob) {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function uploadBody(file: File): Promise<UploadBody> {
  const raw = { body: file, headers: {} };
  // Without them (an old browser, or a page not served over HTTPS) the file goes as it is.
  if (typeof CompressionStream !== 'function' || !crypto.subtle) return raw;
  const gzipped = await new Response(file.stream().pipeThrough(new CompressionStream('gzip'))).blob();
  const kept = uploadExtension(file.name) === 'dxf' ? gzipped.size < file.size : gzipped.size <= file.size * worthwhileRatio;
  if (!kept) return raw;
  const headers = {
    [headerNames.uploadEncoding]: 'gzip',
    [headerNames.originalSize]: String(file.size),
    [headerNames.originalSha256]: await sha256Hex(file),
  };
  return { body: gzipped, headers };
}
