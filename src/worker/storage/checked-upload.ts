// One file posted in a form, held to upload rules (src/shared/upload-rules.ts: the drawings' by
// default) and its leading bytes (file-signature.ts): the bytes to store, or a refusal a person can
// act on. Shop drawings and markups, a reply's files, a customer's PO and proof of payment and a
// mill certificate each name their own types, limit and words.
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

export interface UploadRules {
  /** The name kept when the file has none (or none left once cleaned). */
  fallbackName: string;
  /** The extensions taken and the type each is stored as: the drawings' when not given. */
  types?: Readonly<Partial<Record<UploadExtension, string>>>;
  limitBytes?: number;
  /** What a refusal says, where it is not the drawings' words. */
  says?: Partial<UploadWords>;
}

interface UploadWords {
  wrongType: (name: string) => string;
  tooLarge: (name: string) => string;
  notReal: (name: string, extension: UploadExtension) => string;
}

const drawingWords: UploadWords = {
  wrongType: (name) => `${name}: only ${allowedExtensionsText} files can be attached.`,
  tooLarge: fileTooLargeMessage,
  notReal: (name, extension) => `${name} does not look like a real .${extension} file, so it was not attached.`,
};

/** A form's file field, or null when it was left empty (an empty file input posts a part with no name and no bytes). */
export const postedFile = (value: unknown): File | null => (value instanceof File && (value.name !== '' || value.size > 0) ? value : null);

export async function checkUpload(file: File, rules: UploadRules): Promise<CheckedUpload | RefusedUpload> {
  const types = rules.types ?? allowedUploadTypes;
  const says = { ...drawingWords, ...rules.says };
  const name = sanitiseFileName(file.name) || rules.fallbackName;
  const extension = uploadExtension(name);
  const contentType = extension && Object.hasOwn(types, extension) ? types[extension] : undefined;
  if (!extension || !contentType) return { status: 415, message: says.wrongType(name) };
  if (file.size === 0) return { status: 400, message: `${name} is empty.` };
  if (file.size > (rules.limitBytes ?? uploadLimitBytes)) return { status: 413, message: says.tooLarge(name) };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!matchesSignature(extension, bytes.subarray(0, signatureBytes))) return { status: 415, message: says.notReal(name, extension) };
  return { name, extension, contentType, bytes };
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
