// A file posted inside a form (the dashboard's Add lead, the quote form without scripts) kept as a
// drawing under the form's id: its row reserved first, then its bytes in R2.
import { allowedUploadTypes, maxAttachments, type UploadExtension } from '../../shared/upload-rules';
import type { WorkerEnv } from '../app-env';
import { drawingKey, storeDrawing } from './drawing-store';
import { releaseUpload, reserveUpload } from './uploads';

/**
 * The stored file's id, or null when the form has its files already. A file that does not arrive
 * whole (or is not what its name says) gives its row back, and storeDrawing's error is thrown.
 */
export async function keepPostedFile(
  env: Pick<WorkerEnv, 'DB' | 'UPLOADS'>,
  formId: string,
  { name, extension, file }: { name: string; extension: UploadExtension; file: File },
): Promise<string | null> {
  const id = crypto.randomUUID();
  const row = {
    id,
    r2_key: drawingKey(id),
    draft_id: formId,
    original_name: name,
    content_type: allowedUploadTypes[extension],
    size: file.size,
    created_at: new Date().toISOString(),
  };
  // Twice the form's limit, as for the form's own uploads: room to send the form again once.
  if (!(await reserveUpload(env.DB, row, maxAttachments * 2))) return null;
  try {
    await storeDrawing(env.UPLOADS, { id, body: file.stream(), length: file.size, extension, originalName: name });
  } catch (error) {
    await releaseUpload(env.DB, id);
    throw error;
  }
  return id;
}
