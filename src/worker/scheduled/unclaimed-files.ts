// Files in the private bucket that no row names: a write that failed after its file was put, or a
// delete that failed after its row went. Such a file is linked to no lead, so erasure and the
// export would never find it; the first sweep of each Manila day deletes it once it is old enough
// that no upload or message can still be on its way to naming it.
import { manilaClock } from '../../shared/business-time';
import type { WorkerEnv } from '../app-env';
import { unforwardedMailPrefix } from '../inbound/unforwarded-mail';
import { inboundFilesPrefix } from '../inbound/inbound-attachments';
import { drawingsPrefix } from '../storage/drawing-store';
import { jobPhotosPrefix } from '../jobs/photos';
import { certificatesPrefix } from '../jobs/certificates';
import { deliveryPhotosPrefix } from '../jobs/job-deliveries';
import { jobDrawingsPrefix } from '../jobs/drawing-store';
import { paymentProofsPrefix } from '../payments/customer-payments';

/** Longer than any upload, mail or send takes between putting its file and writing its row. */
const unclaimedFileGraceMs = 24 * 60 * 60 * 1000;

/** Each prefix the worker writes lead files under, and the rows that name them (the keys written in the same places). */
const claims: { prefix: string; keys: string }[] = [
  { prefix: drawingsPrefix, keys: 'SELECT r2_key AS key FROM uploads' },
  { prefix: inboundFilesPrefix, keys: 'SELECT r2_key AS key FROM inbound_attachments WHERE r2_key IS NOT NULL' },
  // A reply's files (leads/reply-routes.tsx).
  { prefix: 'replies/', keys: 'SELECT r2_key AS key FROM lead_message_attachments' },
  // A customer's PO file (quotations/customer-routes.tsx).
  { prefix: 'quotation-po/', keys: 'SELECT po_r2_key AS key FROM quotation_versions WHERE po_r2_key IS NOT NULL' },
  // A quotation's PDF (quotations/send.ts), also named by the message that sent it.
  {
    prefix: 'quotations/',
    keys: 'SELECT pdf_r2_key AS key FROM quotation_versions WHERE pdf_r2_key IS NOT NULL UNION SELECT r2_key FROM lead_message_attachments',
  },
  // A photo or file a customer sent by Messenger or WhatsApp (chat/media.ts).
  { prefix: 'chat/', keys: 'SELECT r2_key AS key FROM chat_attachments WHERE r2_key IS NOT NULL' },
  // A job's progress photo (jobs/photos.ts).
  { prefix: jobPhotosPrefix, keys: 'SELECT r2_key AS key FROM job_photos' },
  // A delivery's photo (jobs/delivery-routes.tsx) and a mill certificate (jobs/certificate-routes.tsx).
  { prefix: deliveryPhotosPrefix, keys: 'SELECT photo_r2_key AS key FROM job_deliveries WHERE photo_r2_key IS NOT NULL' },
  { prefix: certificatesPrefix, keys: 'SELECT r2_key AS key FROM mill_certificates' },
  // A job's shop drawing and the customer's marked-up file (jobs/drawing-routes.tsx, jobs/drawing-answers.ts).
  {
    prefix: jobDrawingsPrefix,
    keys: 'SELECT value AS key FROM job_drawings, json_each(json_array(r2_key, markup_r2_key)) WHERE value IS NOT NULL',
  },
  // A customer's proof of transfer (payments/customer-payments.ts), named by its payment row pending, paid or rejected alike.
  { prefix: paymentProofsPrefix, keys: 'SELECT proof_r2_key AS key FROM quotation_payments WHERE proof_r2_key IS NOT NULL' },
];

/** The sweep that starts a Manila day (the cron runs every 15 minutes). */
export const isDaysFirstSweep = (now: Date) => manilaClock(now) < '00:15';

/** Deletes files under the lead prefixes that no row names and that are older than the grace period; returns how many. */
export async function deleteUnclaimedFiles(env: WorkerEnv, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - unclaimedFileGraceMs);
  let removed = 0;
  for (const { prefix, keys } of claims) {
    const { results } = await env.DB.prepare(keys).all<{ key: string }>();
    const claimed = new Set(results.map((row) => row.key));
    let cursor: string | undefined;
    do {
      const page = await env.UPLOADS.list({ prefix, cursor, limit: 1000 });
      const unclaimed = page.objects
        // Raw mail kept when a forward failed has its own rule (inbound/unforwarded-mail.ts).
        .filter((object) => !object.key.startsWith(unforwardedMailPrefix))
        .filter((object) => object.uploaded < cutoff && !claimed.has(object.key))
        .map((object) => object.key);
      if (unclaimed.length > 0) await env.UPLOADS.delete(unclaimed);
      removed += unclaimed.length;
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
  }
  return removed;
}
