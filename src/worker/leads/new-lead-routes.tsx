// GET /admin/leads/new shows the Add lead form; POST stores the lead the owner typed in (its files
// to R2 as the form's drawings are, then the lead, its lines and its files in one D1 batch), or
// shows the form again with what was typed and a message beside each field to correct.
import { Hono, type Context } from 'hono';
import { catalogueFamilies } from '../../content/catalogue/all-families';
import { NewLeadPage, type NewLeadView } from '../../ui/admin/leads/NewLeadPage';
import { maxAttachments, uploadLimitBytes } from '../../shared/upload-rules';
import type { ManualLead, ManualLeadValues } from '../../shared/manual-lead';
import { leadReference } from '../../shared/quote-request';
import type { DashboardEnv } from '../app-env';
import { releaseUpload } from '../storage/uploads';
import type { DeliveryJob } from '../queue/delivery-job';
import { adminPage } from '../render/render-admin';
import { requestFingerprint } from '../request-fingerprint';
import { drawingKey } from '../storage/drawing-store';
import { keepPostedFile } from '../storage/posted-file';
import { readManualLeadForm, type AcceptedFile } from './manual-lead-form';
import { channelSourceColumns } from './source';
import { leadByIdempotencyKey, storeLead, type LeadRequest } from '../lead-records/leads';
import { enqueue } from '../queue/enqueue';
import { ownUploadLimit } from '../middleware/dashboard-form-limit';
import { staffMay } from '../admin/roles';
import { adminPaths } from '../../shared/admin-paths';

/** Every file at the drawings' limit, plus room for the fields and 50 line rows. */
const newLeadFormLimitBytes = maxAttachments * uploadLimitBytes + 256 * 1024;

const catalogueItems = [
  ...new Set(catalogueFamilies.flatMap((family) => family.tables.flatMap((table) => table.rows.map((row) => row.item)))),
];

const blankForm = (): ManualLeadValues => ({ formId: crypto.randomUUID(), fields: {}, lines: [], errors: {} });

async function newLeadForm(
  c: Context<DashboardEnv>,
  values: ManualLeadValues,
  status: 200 | 400 | 409 | 413 | 422 | 503 = 200,
  message?: string,
) {
  const view: NewLeadView = { ...values, catalogueItems, rows: Math.max(3, Number(values.fields.rows) || 0), message };
  return adminPage(c, <NewLeadPage view={view} />, status);
}

/** The lead's files in R2 and their rows reserved under the form's id, for the lead to claim; null when one could not be stored (none kept). */
async function storeFiles(c: Context<DashboardEnv>, files: AcceptedFile[], formId: string): Promise<string[] | null> {
  const ids: string[] = [];
  for (const file of files) {
    try {
      const id = await keepPostedFile(c.env, formId, file);
      if (!id) throw new Error('the form has its files already');
      ids.push(id);
    } catch (error) {
      c.get('logger').warn('a file of a lead typed in was not stored', { error: String(error) });
      await dropFiles(c, ids);
      return null;
    }
  }
  return ids;
}

async function dropFiles(c: Context<DashboardEnv>, ids: string[]) {
  await Promise.all(ids.map((id) => releaseUpload(c.env.DB, id)));
  if (ids.length) await c.env.UPLOADS.delete(ids.map(drawingKey));
}

const leadRequest = ({ channel: _channel, sendReceipt: _sendReceipt, ...fields }: ManualLead, attachments: string[]): LeadRequest => ({
  ...fields,
  attachments,
});

/** What makes two posts of one form the same lead: its fields, and its files by name and size (their stored ids are new each time). */
const formFingerprint = (lead: ManualLead, files: AcceptedFile[]) =>
  requestFingerprint(
    leadRequest(
      lead,
      files.map(({ name, file }) => `${name} (${file.size} B)`),
    ),
  );

export const newLeadRoutes = new Hono<DashboardEnv>();

newLeadRoutes.get('/new', staffMay, (c) => newLeadForm(c, blankForm()));

newLeadRoutes.post(
  '/new',
  staffMay,
  ownUploadLimit({
    maxSize: newLeadFormLimitBytes,
    onError: (c) =>
      newLeadForm(
        c,
        blankForm(),
        413,
        `The files are too large: at most ${maxAttachments} files of ${uploadLimitBytes / (1024 * 1024)} MB each. Nothing was saved.`,
      ),
  }),
  async (c) => {
    const form = await c.req.raw.formData().catch(() => null);
    if (!form) return newLeadForm(c, blankForm(), 400, 'The form could not be read. Nothing was saved: fill it in again.');
    const read = await readManualLeadForm(form, crypto.randomUUID());
    if (form.get('more') === 'lines') {
      // Rows to fill in, nothing saved and nothing refused yet.
      return newLeadForm(c, {
        ...read.values,
        errors: {},
        fields: { ...read.values.fields, rows: String(Number(read.values.fields.rows || 0) + 3) },
      });
    }
    if (!read.ok) return newLeadForm(c, read.values, 422);

    const { formId } = read.values;
    const done = (id: number) => c.redirect(`${adminPaths.lead(id)}?done=added`, 303);
    const fingerprint = await formFingerprint(read.lead, read.files);
    const existing = await leadByIdempotencyKey(c.env.DB, formId);
    if (existing?.request_fingerprint === fingerprint) return done(existing.id);
    if (existing) {
      // The page kept from an earlier Add lead, changed and sent again: a new enquiry, never the earlier lead's double.
      const message = `This form already added ${leadReference(existing.id, existing.created_at)}, and what it holds now is different: nothing was saved. Check the details${read.files.length ? ', choose the files again' : ''} and press Add lead to add them as a new lead.`;
      return newLeadForm(c, { ...read.values, formId: crypto.randomUUID() }, 409, message);
    }
    const unavailable = () =>
      newLeadForm(c, read.values, 503, 'The lead could not be saved just now, and nothing of it was kept. Try again in a minute.');

    const attachments = await storeFiles(c, read.files, formId);
    if (!attachments) return unavailable();
    const request = leadRequest(read.lead, attachments);
    const operator = c.get('operator');
    let stored;
    try {
      stored = await storeLead(c.env.DB, {
        idempotencyKey: formId,
        requestFingerprint: fingerprint,
        createdAt: new Date().toISOString(),
        request,
        country: null,
        source: channelSourceColumns(read.lead.channel),
        spamReason: null,
        unverified: false,
        addedBy: { operator, receipt: read.lead.sendReceipt },
      });
    } catch (error) {
      c.get('logger').error('a lead typed in could not be stored', { error: String(error) });
      await dropFiles(c, attachments);
      return unavailable();
    }
    if (!stored) {
      // The same form sent twice at once: the first one's lead.
      await dropFiles(c, attachments);
      const first = await leadByIdempotencyKey(c.env.DB, formId);
      return first ? done(first.id) : unavailable();
    }
    if (stored.deliveryIds.length) {
      // The receipt stays pending in D1 if this fails: the cron sweep queues it.
      const jobs = stored.deliveryIds.map((deliveryId): DeliveryJob => ({ kind: 'lead-email', deliveryId }));
      await enqueue(c.env, jobs).catch((error: unknown) =>
        c.get('logger').error('receipt could not be queued; the sweep will retry', { error: String(error) }),
      );
    }
    return done(stored.lead.id);
  },
);
