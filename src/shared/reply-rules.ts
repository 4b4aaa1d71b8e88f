// What an operator's reply from the dashboard may carry. File types follow the drawings'
// allow-list (upload-rules.ts); sizes are the reply's own.

export const replyMaxFiles = 5;
export const replyFileLimitBytes = 10 * 1024 * 1024;
/**
 * Resend takes at most 40 MB per email after base64 encoding (4 bytes for every 3), so the
 * files together stay under 28 MB, leaving room for the message itself.
 */
export const replyTotalLimitBytes = 28 * 1024 * 1024;
export const replyBodyMaxLength = 10_000;
export const replySubjectMaxLength = 200;

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;
export const replyFileLimitText = megabytes(replyFileLimitBytes);
export const replyTotalLimitText = megabytes(replyTotalLimitBytes);
