// Progress photos of a job, straight from a phone's camera: checked from their bytes and stripped of
// their metadata (EXIF: where and when, the phone's make) by the project photos' own code, stored
// in the private bucket under jobPhotosPrefix, shown on the job page and the customer's order page.
import type { WorkerEnv } from '../app-env';
import { ownUploadLimit } from '../middleware/dashboard-form-limit';
import { cameraPhoto, cameraPhotoLimitBytes, cameraPhotoTooLarge } from '../storage/camera-photo';
import { jobEventStatement } from './job-events';
import type { JobRow } from './store';

export const jobPhotosPrefix = 'job-photos/';
/** Enough to show the work; the page stays light on a phone. */
const maxPhotosPerJob = 60;

/** The size limit of a form that posts one camera photo (with room for its other fields). */
export const cameraPhotoForm = ownUploadLimit({
  maxSize: cameraPhotoLimitBytes + 64 * 1024,
  onError: (c) => c.text(cameraPhotoTooLarge, 413),
});

export interface JobPhotoRow {
  id: number;
  job_id: number;
  lead_id: number;
  r2_key: string;
  content_type: string;
  size: number;
  width: number;
  height: number;
  caption: string;
  created_at: string;
  created_by: string;
}

export type PhotoRefusal = { status: 400 | 409 | 413 | 415; message: string };

/** Checks, strips and stores one photo with its row and event; the refusal says what to do instead. */
export async function addJobPhoto(
  env: WorkerEnv,
  job: JobRow,
  file: File,
  caption: string,
  operator: string,
  at: string,
): Promise<{ id: number } | PhotoRefusal> {
  const photo = await cameraPhoto(file);
  if ('message' in photo) return photo;
  const count = await env.DB.prepare('SELECT COUNT(*) AS photos FROM job_photos WHERE job_id = ?').bind(job.id).first<number>('photos');
  if ((count ?? 0) >= maxPhotosPerJob)
    return { status: 409, message: `This job has its ${maxPhotosPerJob} photos already: that is the most a job keeps.` };
  const { bytes: stripped, format, contentType, size } = photo;
  const r2Key = `${jobPhotosPrefix}${job.id}/${crypto.randomUUID()}.${format}`;
  await env.UPLOADS.put(r2Key, stripped, { httpMetadata: { contentType } });
  try {
    const [photo] = await env.DB.batch<{ id: number }>([
      env.DB.prepare(
        `INSERT INTO job_photos (job_id, lead_id, r2_key, content_type, size, width, height, caption, created_at, created_by)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      ).bind(job.id, job.lead_id, r2Key, contentType, stripped.byteLength, size.width, size.height, caption, at, operator),
      jobEventStatement(env.DB, {
        jobId: job.id,
        leadId: job.lead_id,
        kind: 'photo',
        at,
        actor: operator,
        detail: caption,
        customerFacing: true,
      }),
    ]);
    return { id: photo!.results[0]!.id };
  } catch (error) {
    await env.UPLOADS.delete(r2Key);
    throw error;
  }
}

export async function photosOfJob(db: D1Database, jobId: number): Promise<JobPhotoRow[]> {
  const { results } = await db.prepare('SELECT * FROM job_photos WHERE job_id = ? ORDER BY id').bind(jobId).all<JobPhotoRow>();
  return results;
}

export async function jobPhotoById(db: D1Database, jobId: number, photoId: number) {
  return db.prepare('SELECT * FROM job_photos WHERE id = ? AND job_id = ?').bind(photoId, jobId).first<JobPhotoRow>();
}

/** The photo's bytes as a response: private (a person's order), never cached by a shared cache. */
export async function photoResponse(env: WorkerEnv, photo: JobPhotoRow): Promise<Response | null> {
  const object = await env.UPLOADS.get(photo.r2_key);
  if (!object) return null;
  return new Response(object.body, {
    headers: {
      'Content-Type': photo.content_type,
      'Content-Length': String(object.size),
      'Cache-Control': 'private, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
