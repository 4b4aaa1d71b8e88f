// Checks a file's leading bytes against its extension, so a renamed .exe is refused.
import type { UploadExtension } from '../../shared/upload-rules';

/** Enough bytes for the longest signature (binary DXF's 22-byte sentinel) and DXF's leading group code. */
export const signatureBytes = 64;

const startsWith = (head: Uint8Array, signature: number[]) => signature.every((byte, i) => head[i] === byte);
const ascii = (head: Uint8Array) => String.fromCharCode(...head);

const signatures: Record<UploadExtension, (head: Uint8Array) => boolean> = {
  pdf: (head) => ascii(head.subarray(0, 5)) === '%PDF-',
  png: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpg: (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  jpeg: (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  // AutoCAD drawings start with their format version: AC1012 (R13) ... AC1032 (2018+).
  dwg: (head) => /^AC10\d\d/.test(ascii(head.subarray(0, 6))),
  // ASCII DXF opens with group code 0 (SECTION) or 999 (a comment); binary DXF has a sentinel.
  dxf: (head) => ascii(head.subarray(0, 22)) === 'AutoCAD Binary DXF\r\n\x1a\x00' || /^\s*(0|999)\s*\r?\n/.test(ascii(head)),
};

export function matchesSignature(extension: UploadExtension, head: Uint8Array): boolean {
  return signatures[extension](head);
}
