// A lead's privacy steps under /admin/leads/:id: restore it from Spam, hold it for a contract,
// erase it on request (a confirm step, then a same-origin POST). Behind the operator check; the
// hold and the erasure are the owner's (src/worker/admin/roles.ts).
import { Hono } from 'hono';
import * as z from 'zod';
import { recordId } from '../record-id';
import { leadGone, noLeadAt } from '../render/lead-gone';
import { ErasePage } from '../../ui/admin/leads/ErasePage';
import { leadReference } from '../../shared/quote-request';
import { formFields } from '../admin/form-fields';
import type { DashboardEnv } from '../app-env';
import { eraseLeadData } from '../lead-records/erasure';
import { leadById, leadExists, restoreSpamLead, setContractHold } from '../lead-records/leads';
import { queueLeadEmails } from '../alerts/queue-lead-emails';
import { adminPage } from '../render/render-admin';
import { staffMay } from '../admin/roles';
import { adminPaths } from '../../shared/admin-paths';

const erasureReason = z.string().trim().min(3).max(500);

export const leadPrivacyRoutes = new Hono<DashboardEnv>();

leadPrivacyRoutes.post('/:id{[0-9]+}/restore', staffMay, async (c) => {
  const id = recordId.safeParse(c.req.param('id'));
  if (!id.success || !(await leadExists(c.env.DB, id.data))) return noLeadAt(c, c.req.param('id'));
  const deliveryIds = await restoreSpamLead(c.env.DB, id.data, c.get('operator'), new Date().toISOString());
  if (deliveryIds.length === 0 && !(await leadExists(c.env.DB, id.data))) return leadGone(c, id.data);
  // The same step as for a new lead, so its alerts go too.
  c.executionCtx.waitUntil(queueLeadEmails(c.env, id.data, deliveryIds, c.get('logger')));
  return c.redirect(adminPaths.lead(id.data), 303);
});

leadPrivacyRoutes.post('/:id{[0-9]+}/contract', async (c) => {
  const id = recordId.safeParse(c.req.param('id'));
  const hold = z.enum(['0', '1']).safeParse((await formFields(c)).hold);
  if (!id.success || !hold.success) return c.text('Send hold=1 to keep the lead for a contract, or hold=0 to release it.', 400);
  const lead = await leadById(c.env.DB, id.data);
  if (!lead || !(await setContractHold(c.env.DB, lead, hold.data === '1', c.get('operator')))) return leadGone(c, id.data);
  return c.redirect(adminPaths.lead(id.data), 303);
});

leadPrivacyRoutes.get('/:id{[0-9]+}/erase', async (c) => {
  const id = recordId.safeParse(c.req.param('id'));
  const lead = id.success ? await leadById(c.env.DB, id.data) : null;
  if (!lead) return leadGone(c, id.success ? id.data : null, 'visit');
  return adminPage(c, <ErasePage lead={{ id: lead.id, reference: leadReference(lead.id, lead.created_at), name: lead.full_name }} />);
});

leadPrivacyRoutes.post('/:id{[0-9]+}/erase', async (c) => {
  const id = recordId.safeParse(c.req.param('id'));
  const lead = id.success ? await leadById(c.env.DB, id.data) : null;
  // Erased a moment ago by someone else (or by the retention sweep): the page says so.
  if (!lead) return noLeadAt(c, c.req.param('id'));
  const reference = leadReference(lead.id, lead.created_at);
  const reason = erasureReason.safeParse((await formFields(c)).reason);
  if (!reason.success) {
    return adminPage(
      c,
      <ErasePage
        lead={{ id: lead.id, reference, name: lead.full_name }}
        error="Say why it is erased, in 3 to 500 characters: the record keeps it."
      />,
      400,
    );
  }
  await eraseLeadData(c.env, lead.id, { by: c.get('operator'), reason: reason.data, at: new Date() });
  return c.redirect(`${adminPaths.privacy}?erased=${encodeURIComponent(reference)}`, 303);
});
