// The no-script quote form's multipart body, read as it streams (@remix-run/multipart-parser):
// the stamp is checked as soon as its part arrives (the form renders it first), and until it holds
// at most the text fields' room is read, so a forged or missing stamp costs a few hundred
// kilobytes, never the 100 MB a form with five drawings may carry. Each part is held to the upload
// limit while it streams, before it is buffered, and the text fields together to their room.
// The reader stops (and cancels the body) at the first thing that cannot be taken.
import { MaxFileSizeExceededError, MaxTotalSizeExceededError, MultipartParser, getMultipartBoundary } from '@remix-run/multipart-parser';
import { formStampField } from '../shared/api';
import { maxAttachments, uploadLimitBytes } from '../shared/upload-rules';
import { readFormStamp, type FormStamp } from './quote-form-stamp';

/** Room for the form's text fields together (50 quote-list lines at their limits fit well inside). */
export const quoteFormFieldsBytes = 256 * 1024;
/** Every drawing at the upload limit, plus the text fields. */
export const quoteFormBodyLimitBytes = maxAttachments * uploadLimitBytes + quoteFormFieldsBytes;
/** Fields, 50 lines' quantities and notes, the files, and room for empty file inputs: far more than the form has. */
const maxParts = 400;

/** What the body held, as far as it was read. `form` has the text read before the reader stopped. */
export type QuoteFormBody =
  | { kind: 'read'; form: FormData; stamp: FormStamp }
  /**
   * The stamp was missing, altered or came after a file: the text before the first file is in
   * `form`; `unread` when the reader stopped before the end (files, most likely, to choose again).
   */
  | { kind: 'stamp-refused'; form: FormData; unread: boolean }
  | { kind: 'fields-too-large'; form: FormData }
  | { kind: 'file-too-large'; form: FormData }
  | { kind: 'too-many-files'; form: FormData }
  | { kind: 'unreadable' };

export async function readQuoteFormBody(request: Request, secret: string): Promise<QuoteFormBody> {
  const contentType = request.headers.get('content-type') ?? '';
  const boundary = /^multipart\/form-data\s*;/i.test(contentType) ? getMultipartBoundary(contentType) : null;
  if (!boundary || !request.body) return { kind: 'unreadable' };
  const parser = new MultipartParser(boundary, { maxFileSize: uploadLimitBytes, maxTotalSize: quoteFormBodyLimitBytes, maxParts });
  const reader = request.body.getReader();
  const form = new FormData();
  // undefined until its part arrives; null when it did not hold.
  let stamp: FormStamp | null | undefined;
  let received = 0;
  let fieldBytes = 0;
  let files = 0;
  const stop = async (outcome: QuoteFormBody): Promise<QuoteFormBody> => {
    await reader.cancel().catch(() => {});
    return outcome;
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      // Without a stamp that holds, no more than the text fields may be read.
      if (!stamp && received > quoteFormFieldsBytes) return stop({ kind: 'stamp-refused', form, unread: true });
      for (const part of parser.write(value)) {
        const name = part.name ?? '';
        if (part.isFile) {
          // An empty file input posts a nameless, empty part.
          if (!part.filename && part.size === 0) continue;
          if (!stamp) return stop({ kind: 'stamp-refused', form, unread: true });
          if (++files > maxAttachments) return stop({ kind: 'too-many-files', form });
          form.append(name, new File(part.content as Uint8Array<ArrayBuffer>[], part.filename ?? '', { type: part.mediaType ?? '' }));
          continue;
        }
        fieldBytes += part.size;
        if (fieldBytes > quoteFormFieldsBytes) return stop({ kind: 'fields-too-large', form });
        const text = part.text;
        if (name === formStampField && stamp === undefined) {
          stamp = await readFormStamp(secret, text);
        }
        form.append(name, text);
      }
    }
    parser.finish();
  } catch (error) {
    await reader.cancel().catch(() => {});
    if (!stamp) return { kind: 'stamp-refused', form, unread: true };
    if (error instanceof MaxFileSizeExceededError) return { kind: 'file-too-large', form };
    if (error instanceof MaxTotalSizeExceededError) return { kind: 'fields-too-large', form };
    // Not multipart as a browser sends it (a broken boundary, a header that is not UTF-8, a cut-off body).
    return { kind: 'unreadable' };
  }
  return stamp ? { kind: 'read', form, stamp } : { kind: 'stamp-refused', form, unread: false };
}
