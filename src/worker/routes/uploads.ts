// /api/storage: drawings attached to a quote request, streamed into R2.
import { Hono, type Context } from 'hono';
import { headerNames, type UploadAccepted } from '../../shared/api';
import {
  allowedExtensionsText,
  allowedUploadTypes,
  fileTooLargeMessage,
  maxAttachments,
  uploadExtension,
  uploadLimitBytes,
} from '../../shared/upload-rules';
import type { AppEnv } from '../app-env';
import { botCheckSecrets } from '../bot-check/bot-check';
import { isValidTicket } from '../bot-check/ticket';
import { featureFlags } from '../feature-flags';
import { deleteUnclaimedUpload, releaseUpload, reserveUpload } from '../storage/uploads';
import { apiError } from '../errors';
import { formId } from '../form-id';
import { rateLimit } from '../middleware/rate-limit';
import {
  DecompressedTooLarge,
  SignatureMismatch,
  drawingKey,
  sanitiseFileName,
  storeDrawing,
  type CompressedFile,
} from '../storage/drawing-store';

/**
 * Room to remove and replace every attachment once, and no more: a ticket lasts a day, and this
 * keeps what one passed bot check can store to 10 files at the upload limit.
 */
const maxUploadsPerForm = maxAttachments * 2;

function decodeFileName(raw: string | undefined): string | null {
  if (!raw) return null;
  try {
    return sanitiseFileName(decodeURIComponent(raw));
  } catch {
    return null;
  }
}

/** The file the browser compressed, as its headers describe it; undefined for a raw upload, null if the headers are unusable. */
function compressedFile(
  encoding: string | undefined,
  size: string | undefined,
  sha256: string | undefined,
): CompressedFile | undefined | null {
  if (encoding === undefined) return undefined;
  const originalSize = Number(size);
  if (
    encoding.toLowerCase() !== 'gzip' ||
    !Number.isSafeInteger(originalSize) ||
    originalSize <= 0 ||
    !/^[0-9a-f]{64}$/i.test(sha256 ?? '')
  )
    return null;
  return { originalSize, sha256: sha256!.toLowerCase() };
}

const fileTooLarge = (c: Context<AppEnv>, name: string) => apiError(c, 413, 'file_too_large', fileTooLargeMessage(name));

export const uploadRoutes = new Hono<AppEnv>();

uploadRoutes.use(async (c, next) => {
  if (!featureFlags(c.env).fileUpload)
    return apiError(
      c,
      404,
      'not_found',
      'File uploads are switched off on this site; describe the drawing in the project details instead.',
    );
  await next();
});

uploadRoutes.post('/', rateLimit({ binding: 'UPLOAD_RATE_LIMIT', what: 'uploads' }), async (c) => {
  const draftId = formId(c.req.header(headerNames.quoteDraft));
  if (!draftId) {
    return apiError(c, 400, 'missing_draft', `Send the form's id in the ${headerNames.quoteDraft} header.`);
  }
  if (featureFlags(c.env).captchaTurnstile) {
    const secrets = botCheckSecrets(c);
    if (secrets instanceof Response) return secrets;
    if (!(await isValidTicket(secrets.ticketSecret, c.req.header(headerNames.botTicket), draftId))) {
      return apiError(c, 403, 'bot_check_required', 'Please complete the bot check on the form first, then attach your file again.');
    }
  }
  if (c.req.header('content-type')?.toLowerCase().startsWith('multipart/')) {
    return apiError(c, 415, 'raw_body_required', 'Send the file itself as the request body, not as multipart form data.');
  }
  const name = decodeFileName(c.req.header(headerNames.fileName));
  if (!name) {
    return apiError(c, 400, 'missing_file_name', `Send the file's name, URL-encoded, in the ${headerNames.fileName} header.`);
  }
  const extension = uploadExtension(name);
  if (!extension) {
    return apiError(c, 415, 'file_type_not_allowed', `${name}: only ${allowedExtensionsText} files can be attached.`);
  }
  const lengthHeader = c.req.header('content-length');
  if (lengthHeader === undefined) {
    return apiError(c, 411, 'length_required', 'Send the file with a Content-Length header.');
  }
  const length = Number(lengthHeader);
  if (!Number.isSafeInteger(length) || length < 0) {
    return apiError(c, 400, 'invalid_length', 'The Content-Length header is not a valid size.');
  }
  if (length > uploadLimitBytes) {
    return fileTooLarge(c, name);
  }
  const compressed = compressedFile(
    c.req.header(headerNames.uploadEncoding),
    c.req.header(headerNames.originalSize),
    c.req.header(headerNames.originalSha256),
  );
  if (compressed === null) {
    return apiError(
      c,
      400,
      'invalid_encoding',
      `A compressed upload needs ${headerNames.uploadEncoding}: gzip, ${headerNames.originalSize} and ${headerNames.originalSha256} (hex); send the file uncompressed otherwise.`,
    );
  }
  if (compressed && compressed.originalSize > uploadLimitBytes) {
    return fileTooLarge(c, name);
  }
  const body = c.req.raw.body;
  if (length === 0 || !body) return apiError(c, 400, 'empty_file', `${name} is empty.`);
  const id = crypto.randomUUID();
  const contentType = allowedUploadTypes[extension];
  let reserved;
  try {
    reserved = await reserveUpload(
      c.env.DB,
      {
        id,
        r2_key: drawingKey(id),
        draft_id: draftId,
        original_name: name,
        content_type: contentType,
        size: compressed?.originalSize ?? length,
        created_at: new Date().toISOString(),
      },
      maxUploadsPerForm,
    );
  } catch (error) {
    c.get('logger').error('upload could not be recorded', { error: String(error) });
    return apiError(c, 503, 'storage_unavailable', 'We could not save your file just now. Please try again in a minute.');
  }
  if (!reserved) {
    return apiError(
      c,
      409,
      'too_many_uploads',
      `This form already has ${maxUploadsPerForm} uploaded files. Remove the ones you no longer need, then attach ${name} again.`,
    );
  }

  // The id reaches the browser only with the 201 below, so no quote can claim the row before its file is whole.
  try {
    await storeDrawing(c.env.UPLOADS, { id, body, length, extension, originalName: name, compressed });
  } catch (error) {
    await releaseUpload(c.env.DB, id);
    if (error instanceof SignatureMismatch) {
      return apiError(c, 415, 'file_content_mismatch', `${name} does not look like a real .${extension} file, so it was not accepted.`);
    }
    if (error instanceof DecompressedTooLarge) {
      return fileTooLarge(c, name);
    }
    c.get('logger').warn('upload did not complete', { error: String(error) });
    return apiError(c, 400, 'upload_incomplete', `${name} did not arrive completely. Please attach it again.`);
  }

  const accepted: UploadAccepted = { upload: { id, name, size: compressed?.originalSize ?? length, contentType } };
  return c.json(accepted, 201);
});

uploadRoutes.delete('/:id', async (c) => {
  const draftId = c.req.header(headerNames.quoteDraft)?.toLowerCase() ?? '';
  const removed = await deleteUnclaimedUpload(c.env.DB, c.req.param('id'), draftId);
  if (!removed) return apiError(c, 404, 'upload_not_found', 'There is no removable upload with that id for this form.');
  await c.env.UPLOADS.delete(removed.r2_key);
  return c.body(null, 204);
});
