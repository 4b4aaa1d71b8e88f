// The customer's answer on a shop drawing from their order page: approve it (their name) or ask
// for changes (their name, a comment, maybe a marked-up file under the upload rules). Only the
// job's newest revision, unanswered, can be answered; the owner is alerted as for a quotation answer.
import * as z from 'zod';
import { hasInvisibleCharacters, hasInvisibleCharactersBesidesLineBreaks } from '../../shared/invisible-characters';
import type { Logger } from '../../shared/logger';
import type { WorkerEnv } from '../app-env';
import { queueAlerts } from '../alerts/queue-lead-emails';
import { checkUpload, postedFile, withoutPhotoMetadata } from '../storage/checked-upload';
import {
  answerDrawing,
  drawingById,
  drawingsForJob,
  jobDrawingsPrefix,
  revisionName,
  type DrawingAnswer,
  type DrawingRow,
  type StoredFile,
} from './drawing-store';
import { jobForVersion } from './store';

export type DrawingAnswerKind = 'approve' | 'changes';

/** What the page shows beside the field that was wrong ('drawing': at the top of the section, for a revision no longer answerable). */
export interface DrawingRefusal {
  field: string;
  message: string;
  status: 400 | 404 | 409 | 413 | 415;
}

const customerName = z
  .string()
  .trim()
  .min(1, 'Enter your name.')
  .max(100, 'At most 100 characters.')
  .refine((value) => !hasInvisibleCharacters(value), 'Use plain text on one line.');

const changesComment = z
  .string()
  .trim()
  .min(1, 'Tell us what should change on the drawing.')
  .max(2000, 'At most 2,000 characters.')
  .refine((value) => !hasInvisibleCharactersBesidesLineBreaks(value), 'Use plain text: remove hidden or control characters.');

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The revisions of the version's job, newest first; none before the job exists. */
async function drawingsOfVersion(db: D1Database, versionId: number): Promise<DrawingRow[]> {
  const job = await jobForVersion(db, versionId);
  return job ? drawingsForJob(db, job.id) : [];
}

/** The thank-you after an answer, only when the newest revision bears it out (an edited address claims nothing). */
export async function drawingAnswerNote(db: D1Database, versionId: number, asked: string): Promise<string | undefined> {
  if (asked !== 'drawing-approved' && asked !== 'drawing-changes') return undefined;
  const [newest] = await drawingsOfVersion(db, versionId);
  if (asked === 'drawing-approved' && newest?.answer === 'approved')
    return 'Thank you: your approval of the shop drawing is recorded. We start production to this drawing.';
  if (asked === 'drawing-changes' && newest?.answer === 'changes')
    return 'Thank you: your changes to the shop drawing are with us. We will send a revised drawing for your approval.';
  return undefined;
}

/** The drawing behind a link of this version's job, or null: a drawing of another job reads as none. */
export async function drawingOfVersion(db: D1Database, versionId: number, drawingId: number): Promise<DrawingRow | null> {
  const [job, drawing] = await Promise.all([jobForVersion(db, versionId), drawingById(db, drawingId)]);
  return job && drawing && drawing.job_id === job.id ? drawing : null;
}

/** Why the revision cannot be answered any more (replaced, or answered already), or null. */
async function notAnswerable(db: D1Database, drawing: DrawingRow): Promise<DrawingRefusal | null> {
  const field = 'drawing';
  const [newest] = await drawingsForJob(db, drawing.job_id);
  if (newest && newest.id !== drawing.id)
    return {
      field,
      message: `${revisionName(drawing.revision)} was replaced by ${revisionName(newest.revision).toLowerCase()}: look at the new one below.`,
      status: 409,
    };
  const current = newest ?? drawing;
  if (current.answer)
    return {
      field,
      message: `${revisionName(current.revision)} was already ${current.answer === 'approved' ? 'approved' : 'answered with changes'} by ${current.answered_by_name}.`,
      status: 409,
    };
  return null;
}

/**
 * Stores the customer's answer and alerts the owner; null when it landed, else why not. A marked-up
 * file goes to R2 first and is deleted again when the answer does not land.
 */
export async function answerDrawingFromPage(
  env: WorkerEnv,
  versionId: number,
  drawingId: number,
  kind: DrawingAnswerKind,
  fields: Record<string, string | File>,
  clientHash: string | null,
  logger: Logger,
): Promise<DrawingRefusal | null> {
  const nameField = kind === 'approve' ? 'approverName' : 'changesName';
  const drawing = await drawingOfVersion(env.DB, versionId, drawingId);
  if (!drawing) return { field: 'drawing', message: 'This drawing is not part of your order: reload the page.', status: 404 };
  const closed = await notAnswerable(env.DB, drawing);
  if (closed) return closed;
  const name = customerName.safeParse(text(fields[nameField]));
  if (!name.success) return { field: nameField, message: name.error.issues[0]!.message, status: 400 };

  let answer: DrawingAnswer;
  let markup: StoredFile | null = null;
  if (kind === 'approve') answer = { answer: 'approved', name: name.data };
  else {
    const comment = changesComment.safeParse(text(fields.changesComment));
    if (!comment.success) return { field: 'changesComment', message: comment.error.issues[0]!.message, status: 400 };
    const file = postedFile(fields.markup);
    if (file) {
      const upload = await checkUpload(file, { fallbackName: 'marked-up-drawing' });
      const checked = 'status' in upload ? upload : withoutPhotoMetadata(upload);
      if ('status' in checked) return { field: 'markup', message: checked.message, status: checked.status };
      markup = {
        r2Key: `${jobDrawingsPrefix}${crypto.randomUUID()}`,
        fileName: checked.name,
        contentType: checked.contentType,
        size: checked.bytes.byteLength,
      };
      await env.UPLOADS.put(markup.r2Key, checked.bytes, {
        httpMetadata: { contentType: markup.contentType, contentDisposition: 'attachment' },
        customMetadata: { originalName: markup.fileName, drawing: String(drawing.id) },
      });
    }
    answer = { answer: 'changes', name: name.data, comment: comment.data, markup };
  }
  const dropMarkup = async () => {
    if (markup) await env.UPLOADS.delete(markup.r2Key);
  };
  const eventId = await answerDrawing(env.DB, drawing, answer, clientHash, new Date().toISOString()).catch(async (error: unknown) => {
    await dropMarkup();
    throw error;
  });
  if (eventId === null) {
    await dropMarkup();
    return (
      (await notAnswerable(env.DB, drawing)) ?? {
        field: 'drawing',
        message: 'Your answer could not be stored: reload the page.',
        status: 409,
      }
    );
  }
  await queueAlerts(env, drawing.lead_id, 'drawing-answer', drawing.id, logger);
  return null;
}
