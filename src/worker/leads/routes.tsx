// /admin/leads: the inbox and each lead's page, with what an operator does there (status, notes,
// files, hiding a received email). Replies and the privacy steps are beside it in this folder.
import { Hono } from 'hono';
import * as z from 'zod';
import { recordId } from '../record-id';
import { LeadsPage } from '../../ui/admin/leads/LeadsPage';
import { leadPage } from './page';
import { leadAge, leadListRow } from './view';
import { formFields } from '../admin/form-fields';
import { parseLeadFilter } from './filter';
import type { DashboardEnv } from '../app-env';
import { deliveryStatusesForLeads } from '../lead-records/email-deliveries';
import { addLeadNote, listCounts, listLeads, updateLeadStatus } from '../lead-records/inbox';
import { leadStatuses } from '../../shared/lead-status';
import { leadById, leadExists } from '../lead-records/leads';
import { leadGone } from '../render/lead-gone';
import { hideInboundMessage, inboundAttachmentForLead } from '../lead-records/inbound-messages';
import { uploadsForLead } from '../storage/uploads';
import { downloadHeaders } from '../storage/file-download';
import { adminPage } from '../render/render-admin';
import { readStoredFile } from '../storage/drawing-store';
import { screenAccess, staffMay } from '../admin/roles';
import { adminPaths } from '../../shared/admin-paths';

const leadListLimit = 100;

export const leadRoutes = new Hono<DashboardEnv>();

leadRoutes.get('/', screenAccess('leads'), async (c) => {
  const filter = parseLeadFilter(c.req.query());
  const leads = await listLeads(c.env.DB, filter, leadListLimit);
  const ids = leads.map((lead) => lead.id);
  const [deliveries, counts] = await Promise.all([deliveryStatusesForLeads(c.env.DB, ids), listCounts(c.env.DB, ids)]);
  const now = new Date();
  const query = new URL(c.req.url).search;
  return adminPage(
    c,
    <LeadsPage
      leads={leads.map((lead) => ({
        ...leadListRow(
          lead,
          deliveries.filter((d) => d.lead_id === lead.id),
        ),
        glance: { ...leadAge(lead.created_at, now), ...(counts.get(lead.id) ?? { quoteLines: 0, drawings: 0 }) },
      }))}
      statuses={leadStatuses}
      filter={filter}
      exportQuery={query}
    />,
  );
});

leadRoutes.get('/:id{[0-9]+}', staffMay, async (c) => {
  const id = recordId.safeParse(c.req.param('id'));
  const lead = id.success ? await leadById(c.env.DB, id.data) : null;
  if (!lead) return leadGone(c, id.success ? id.data : null, 'visit');
  return leadPage(c, lead, { templateId: c.req.query('template') });
});

leadRoutes.post('/:id{[0-9]+}/status', staffMay, async (c) => {
  const id = recordId.safeParse(c.req.param('id'));
  const status = z.enum(leadStatuses).safeParse((await formFields(c)).status);
  if (!id.success || !status.success) return c.text('Choose one of the listed statuses.', 400);
  if (!(await updateLeadStatus(c.env.DB, id.data, status.data, c.get('operator')))) return leadGone(c, id.data);
  return c.redirect(`${adminPaths.lead(id.data)}?done=status#done`, 303);
});

leadRoutes.post('/:id{[0-9]+}/notes', staffMay, async (c) => {
  const id = recordId.safeParse(c.req.param('id'));
  const body = z
    .string()
    .trim()
    .min(1)
    .max(2000)
    .safeParse((await formFields(c)).body);
  if (!id.success || !body.success) return c.text('A note needs 1 to 2000 characters.', 400);
  if (!(await addLeadNote(c.env.DB, id.data, c.get('operator'), body.data))) return leadGone(c, id.data);
  return c.redirect(`${adminPaths.lead(id.data)}?done=note#done`, 303);
});

leadRoutes.get('/:id{[0-9]+}/attachments/:uploadId', staffMay, async (c) => {
  const id = recordId.safeParse(c.req.param('id'));
  const upload = id.success ? (await uploadsForLead(c.env.DB, id.data)).find((u) => u.id === c.req.param('uploadId')) : undefined;
  const body = upload ? await readStoredFile(c.env.UPLOADS, upload.r2_key) : null;
  if (!upload || !body) return c.text('No such file on this lead.', 404);
  const fileName = upload.original_name.replace(/["\\]/g, '_');
  return c.body(body, 200, {
    'Content-Type': upload.content_type,
    'Content-Length': String(upload.size),
    'Content-Disposition': `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    'X-Content-Type-Options': 'nosniff',
  });
});

/** Hides a received email from the lead page: kept for the record, the export and erasure; the timeline says who hid it. */
leadRoutes.post('/:id{[0-9]+}/inbound/:messageId/hide', staffMay, async (c) => {
  const id = recordId.safeParse(c.req.param('id'));
  const messageId = recordId.safeParse(c.req.param('messageId'));
  const hidden =
    id.success &&
    messageId.success &&
    (await hideInboundMessage(c.env.DB, id.data, messageId.data, c.get('operator'), new Date().toISOString()));
  if (!hidden) {
    if (id.success && !(await leadExists(c.env.DB, id.data))) return leadGone(c, id.data);
    return c.text('No such email on this lead, or it is hidden already.', 404);
  }
  return c.redirect(`${adminPaths.lead(id.data)}?done=hidden#done`, 303);
});

/** A file a customer's reply brought back (accepted ones only; see src/worker/inbound). */
leadRoutes.get('/:id{[0-9]+}/inbound-attachments/:attachmentId', staffMay, async (c) => {
  const id = recordId.safeParse(c.req.param('id'));
  const attachmentId = recordId.safeParse(c.req.param('attachmentId'));
  const file = id.success && attachmentId.success ? await inboundAttachmentForLead(c.env.DB, id.data, attachmentId.data) : null;
  const object = file ? await c.env.UPLOADS.get(file.r2_key) : null;
  if (!file || !object) return c.text('No such file on this lead.', 404);
  return c.body(object.body, 200, downloadHeaders(file.file_name, file.content_type, file.size));
});
