// A reply's attachments, by the drawings' rules (src/shared/upload-rules.ts): an allowed type
// whose leading bytes match it, within the size limit, at most `maxAttachments` a message.
// Accepted files go to the private bucket; the others are recorded by name with the reason.
import type { Attachment } from 'postal-mime';
import {
  allowedExtensionsText,
  allowedUploadTypes,
  formatBytes,
  maxAttachments,
  uploadExtension,
  uploadLimitBytes,
  uploadLimitText,
} from '../../shared/upload-rules';
import type { NewInboundAttachment } from '../lead-records/inbound-messages';
import { sanitiseFileName } from '../storage/drawing-store';
import { matchesSignature, signatureBytes } from '../storage/file-signature';

const bytesOf = (content: Attachment['content']) =>
  typeof content === 'string' ? new TextEncoder().encode(content) : new Uint8Array(content);

function refusal(name: string, bytes: Uint8Array, acceptedSoFar: number): string | null {
  const extension = uploadExtension(name);
  if (!extension) return `Not accepted: only ${allowedExtensionsText} files are kept.`;
  if (bytes.byteLength === 0) return 'Not accepted: the file is empty.';
  if (bytes.byteLength > uploadLimitBytes) return `Not accepted: ${formatBytes(bytes.byteLength)}, over the ${uploadLimitText} limit.`;
  if (!matchesSignature(extension, bytes.subarray(0, signatureBytes)))
    return `Not accepted: the content is not a ${extension.toUpperCase()} file.`;
  if (acceptedSoFar >= maxAttachments) return `Not accepted: only ${maxAttachments} files of one message are kept.`;
  return null;
}

/**
 * Inline images the HTML shows (signature logos) are part of the message, not files sent to us,
 * and are left to the forwarded copy.
 */
const isFileAttachment = (attachment: Attachment) => !attachment.related;

/** Refused files named on the lead per message; past it, one line says how many more (a mail of 20,000 empty parts). */
const refusedFilesListed = 20;

export const inboundFilesPrefix = 'inbound/';

/** The stored files of a message that is not kept after all. */
export async function deleteInboundFiles(bucket: R2Bucket, attachments: NewInboundAttachment[]): Promise<void> {
  const keys = attachments.flatMap((file) => (file.r2Key ? [file.r2Key] : []));
  if (keys.length > 0) await bucket.delete(keys);
}

export async function storeInboundAttachments(bucket: R2Bucket, attachments: Attachment[]): Promise<NewInboundAttachment[]> {
  const stored: NewInboundAttachment[] = [];
  let accepted = 0;
  let refused = 0;
  let unlisted = { files: 0, bytes: 0 };
  for (const attachment of attachments.filter(isFileAttachment)) {
    const fileName = sanitiseFileName(attachment.filename ?? '') || 'unnamed';
    const bytes = bytesOf(attachment.content);
    const refusedReason = refusal(fileName, bytes, accepted);
    if (refusedReason) {
      if (++refused > refusedFilesListed) unlisted = { files: unlisted.files + 1, bytes: unlisted.bytes + bytes.byteLength };
      else stored.push({ fileName, contentType: attachment.mimeType, size: bytes.byteLength, r2Key: null, refusedReason });
      continue;
    }
    const contentType = allowedUploadTypes[uploadExtension(fileName)!];
    const r2Key = `${inboundFilesPrefix}${crypto.randomUUID()}`;
    try {
      await bucket.put(r2Key, bytes, {
        httpMetadata: { contentType, contentDisposition: 'attachment' },
        customMetadata: { originalName: fileName },
      });
    } catch (error) {
      // The message will not be stored: the files of it already written go too.
      await deleteInboundFiles(bucket, stored);
      throw error;
    }
    accepted++;
    stored.push({ fileName, contentType, size: bytes.byteLength, r2Key, refusedReason: null });
  }
  if (unlisted.files > 0) {
    stored.push({
      fileName: `and ${unlisted.files} more files`,
      contentType: 'application/octet-stream',
      size: unlisted.bytes,
      r2Key: null,
      refusedReason: `Not accepted either; only the first ${refusedFilesListed} refused files of a message are listed. The forwarded copy has them all.`,
    });
  }
  return stored;
}
