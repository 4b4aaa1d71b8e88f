// One file posted in a form, held to the drawings' upload rules (src/shared/upload-rules.ts) and
// its leading bytes (file-signature.ts): the bytes to store, or a refusal a person can act on.
import {
  allowedExtensionsText,
  allowedUploadTypes,
  fileTooLargeMessage,
  uploadExtension,
  uploadLimitBytes,
  type UploadExtension,
} from '../../shared/upload-rules';
import { sanitiseFileName } from './drawing-store';
import { matchesSignature, signatureBytes } from './file-signature';
import { withoutMetadata } from './image-header';
import { photoFormatOf } from './site-photo-store';

export interface CheckedUpload {
  name: string;
  extension: UploadExtension;
  contentType: string;
  bytes: Uint8Array;
}

export interface RefusedUpload {
  status: 400 | 413 | 415;
  message: string;
}

/** A form's file field, or null when it was left empty (an empty file input posts a part with no name and no bytes). */
export const postedFile = (value: unknown): File | null => (value instanceof File && (value.name !== '' || value.size > 0) ? value : null);

export async function checkUpload(file: File, fallbackName: string): Promise<CheckedUpload | RefusedUpload> {
  const name = sanitiseFileName(file.name) || fallbackName;
  const extension = uploadExtension(name);
  if (!extension) return { status: 415, message: `${name}: only ${allowedExtensionsText} files can be attached.` };
  if (file.size === 0) return { status: 400, message: `${name} is empty.` };
  if (file.size > uploadLimitBytes) return { status: 413, message: fileTooLargeMessage(name) };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!matchesSignature(extension, bytes.subarray(0, signatureBytes)))
    return { status: 415, message: `${name} does not look like a real .${extension} file, so it was not attached.` };
  return { name, extension, contentType: allowedUploadTypes[extension], bytes };
}

/**
 * A checked upload that is a photo (JPG or PNG: a phone's picture of a drawing, a marked-up sheet)
 * without its metadata, as camera photos are stored: EXIF can name where it was taken. Other files
 * as they are; an image whose metadata cannot be read is refused rather than kept with it.
 */
export function withoutPhotoMetadata(checked: CheckedUpload): CheckedUpload | RefusedUpload {
  const format = photoFormatOf(checked.bytes);
  if (!format) return checked;
  const bytes = withoutMetadata(checked.bytes, format);
  if (!bytes)
    return { status: 415, message: `${checked.name} could not be read as a ${format.toUpperCase()} image. Save it again and upload it.` };
  return { ...checked, bytes };
}
