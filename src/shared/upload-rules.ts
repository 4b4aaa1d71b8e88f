// What a drawing upload may be: one definition for the browser's early check and the worker's.

export const uploadLimitBytes = 20 * 1024 * 1024;
/** The limit as people read it, e.g. "20 MB". */
export const uploadLimitText = `${uploadLimitBytes / (1024 * 1024)} MB`;
export const maxAttachments = 5;

export const allowedUploadTypes = {
  pdf: 'application/pdf',
  dwg: 'image/vnd.dwg',
  dxf: 'image/vnd.dxf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
} as const;

export type UploadExtension = keyof typeof allowedUploadTypes;

export const allowedExtensionsText = 'PDF, DWG, DXF, JPG, JPEG or PNG';

/** The allowed extension a file name ends with, or null. An own key only: `.constructor` or `.__proto__` names no type. */
export function uploadExtension(fileName: string): UploadExtension | null {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  return fileName.includes('.') && Object.hasOwn(allowedUploadTypes, extension) ? (extension as UploadExtension) : null;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Never "20.0 MB: must be 20 MB or smaller": a size just over the limit rounds to the limit. */
export const fileTooLargeMessage = (name: string) =>
  `${name} is larger than ${uploadLimitText}; each file must be ${uploadLimitText} or smaller.`;

/** The browser's check before any upload: a message naming the file and the rule, or null. */
export function uploadProblem(file: { name: string; size: number }): string | null {
  if (!uploadExtension(file.name)) return `${file.name}: only ${allowedExtensionsText} files can be attached.`;
  if (file.size > uploadLimitBytes) return fileTooLargeMessage(file.name);
  if (file.size === 0) return `${file.name} is empty.`;
  return null;
}
