// /admin/jobs/:id/drawings: a shop drawing (or its next revision) sent to the customer for
// approval, and the downloads of each revision and the customer's marked-up file. The owner and
// staff send drawings (src/worker/admin/roles.ts); the job page shows the panel (drawing-view.ts).
import { Hono, type Context } from 'hono';
import { hasInvisibleCharactersBesidesLineBreaks } from '../../shared/invisible-characters';
import { uploadLimitBytes, uploadLimitText } from '../../shared/upload-rules';
import { DrawingsPanel } from '../../ui/admin/jobs/DrawingsPanel';
import { AdminDocument } from '../../ui/admin/AdminDocument';
import type { DashboardEnv } from '../app-env';
import { peopleNames } from '../admin/accounts';
import { parseRecordId } from '../record-id';
import { adminPage } from '../render/render-admin';
import { checkUpload, postedFile, withoutPhotoMetadata } from '../storage/checked-upload';
import { drawingById, drawingsForJob, insertDrawing, jobDrawingsPrefix, revisionName } from './drawing-store';
import { drawingFileResponse } from './drawing-files';
import { drawingPanelView } from './drawing-view';
import { queueJobNotice } from './notices';
import { jobById, jobReference, type JobRow } from './store';
import { ownUploadLimit } from '../middleware/dashboard-form-limit';
import { staffMay } from '../admin/roles';
import { adminPaths } from '../../shared/admin-paths';

export const drawingRoutes = new Hono<DashboardEnv>();

const drawingNoteMaxLength = 1000;

/** The panel alone, with what went wrong and what was typed: the answer to a refused upload. */
async function refusedPage(c: Context<DashboardEnv>, job: JobRow, error: string, note: string, status: 400 | 409 | 413 | 415) {
  const path = adminPaths.job(job.id);
  const [rows, names] = await Promise.all([drawingsForJob(c.env.DB, job.id), peopleNames(c.env.DB)]);
  return adminPage(
    c,
    <AdminDocument title={`Shop drawing · ${jobReference(job)}`} current="jobs">
      <p>
        <a href={path}>{`← ${jobReference(job)}`}</a>
      </p>
      <DrawingsPanel view={drawingPanelView(rows, path, names)} error={error} values={{ note }} />
    </AdminDocument>,
    status,
  );
}

drawingRoutes.post(
  '/:id{[0-9]+}/drawings',
  staffMay,
  ownUploadLimit({
    maxSize: uploadLimitBytes + 64 * 1024,
    onError: (c) =>
      c.text(`The drawing is larger than ${uploadLimitText}. Send a smaller file (a PDF of the sheets is usually small).`, 413),
  }),
  async (c) => {
    const id = parseRecordId(c.req.param('id'));
    const job = id === null ? null : await jobById(c.env.DB, id);
    if (!job) return c.text('No such job: it may have been erased with its lead.', 404);
    let fields: Record<string, string | File>;
    try {
      fields = await c.req.parseBody();
    } catch {
      return c.text('The form could not be read. Reload the job and try again.', 400);
    }
    const note = typeof fields.note === 'string' ? fields.note.replace(/\r\n?/g, '\n').trim() : '';
    if (job.closed_at) return refusedPage(c, job, 'This job is closed: its goods are delivered.', note, 409);
    if (note.length > drawingNoteMaxLength)
      return refusedPage(c, job, `The note is ${note.length} characters; keep it to ${drawingNoteMaxLength}.`, note, 400);
    if (hasInvisibleCharactersBesidesLineBreaks(note))
      return refusedPage(c, job, 'The note has hidden or control characters: type it again as plain text.', note, 400);
    const file = postedFile(fields.drawing);
    if (!file) return refusedPage(c, job, 'Choose the drawing file to send.', note, 400);
    const upload = await checkUpload(file, { fallbackName: 'shop-drawing' });
    const checked = 'status' in upload ? upload : withoutPhotoMetadata(upload);
    if ('status' in checked) return refusedPage(c, job, checked.message, note, checked.status);

    const stored = {
      r2Key: `${jobDrawingsPrefix}${crypto.randomUUID()}`,
      fileName: checked.name,
      contentType: checked.contentType,
      size: checked.bytes.byteLength,
    };
    await c.env.UPLOADS.put(stored.r2Key, checked.bytes, {
      httpMetadata: { contentType: stored.contentType, contentDisposition: 'attachment' },
      customMetadata: { originalName: stored.fileName, job: jobReference(job) },
    });
    const at = new Date();
    const drawing = await insertDrawing(c.env.DB, job, { file: stored, note, at: at.toISOString(), by: c.get('operator') }).catch(
      async (error: unknown) => {
        await c.env.UPLOADS.delete(stored.r2Key);
        throw error;
      },
    );
    if (!drawing) {
      await c.env.UPLOADS.delete(stored.r2Key);
      return refusedPage(
        c,
        job,
        'Another revision was sent a moment ago: check the list and send yours again if it is still needed.',
        note,
        409,
      );
    }
    try {
      await queueJobNotice(c.env, job, `${revisionName(drawing.revision)} is ready for your approval`, '', at);
    } catch (error) {
      // The drawing stands and shows on the customer's page; only the notice failed.
      c.get('logger').error('drawing notice could not be queued', { jobId: job.id, error: String(error) });
    }
    return c.redirect(`${adminPaths.job(job.id)}#drawings`, 303);
  },
);

/** A revision's file or the customer's markup, of this job only. */
async function download(c: Context<DashboardEnv>, which: 'file' | 'markup') {
  const drawing = await drawingById(c.env.DB, Number(c.req.param('drawingId')));
  if (!drawing || drawing.job_id !== Number(c.req.param('id'))) return c.text('No such drawing.', 404);
  return (await drawingFileResponse(c.env, drawing, which)) ?? c.text('No such file.', 404);
}

drawingRoutes.get('/:id{[0-9]+}/drawings/:drawingId{[0-9]+}/file', staffMay, (c) => download(c, 'file'));
drawingRoutes.get('/:id{[0-9]+}/drawings/:drawingId{[0-9]+}/markup', staffMay, (c) => download(c, 'markup'));
