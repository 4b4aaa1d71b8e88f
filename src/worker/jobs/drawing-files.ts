// A drawing's file or the customer's marked-up file from R2, as a download under its own name
// (never shown inline: the same headers as every stored file, storage/file-download.ts).
import type { WorkerEnv } from '../app-env';
import { downloadHeaders } from '../storage/file-download';
import type { DrawingRow } from './drawing-store';

export async function drawingFileResponse(env: WorkerEnv, drawing: DrawingRow, which: 'file' | 'markup'): Promise<Response | null> {
  const file =
    which === 'file'
      ? { key: drawing.r2_key, name: drawing.file_name, type: drawing.content_type }
      : drawing.markup_r2_key
        ? { key: drawing.markup_r2_key, name: drawing.markup_file_name!, type: drawing.markup_content_type! }
        : null;
  const object = file ? await env.UPLOADS.get(file.key) : null;
  if (!file || !object) return null;
  return new Response(object.body, {
    headers: { ...downloadHeaders(file.name, file.type, object.size), 'Cache-Control': 'private, no-store' },
  });
}
