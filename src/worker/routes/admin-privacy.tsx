// /admin routes for spam and privacy: restore a lead from Spam, hold a lead for a contract, erase
// a lead on request (a confirm step, then a same-origin POST), export one person's data, and the
// record of erasures. Mounted under /admin behind the operator check (CSRF included).
import { Hono } from 'hono';
import * as z from 'zod';
import { ErasePage } from '../../ui/admin/ErasePage';
import { PrivacyPage } from '../../ui/admin/PrivacyPage';
import { leadReference, quoteReferencePattern } from '../../shared/quote-request';
import { leadRetentionYears } from '../../shared/retention';
import { formFields } from '../admin/form-fields';
import { formatManilaTime } from '../../shared/business-time';
import { personalDataExport } from '../admin/personal-data-export';
import type { AppEnv } from '../app-env';
import { siteFacts } from '../site-facts/published';
import { eraseLeadData, recentErasures } from '../db/lead-erasure';
import { leadById, restoreSpamLead, setContractHold } from '../db/leads';
import { queueLeadEmails } from '../email/queue-lead-emails';
import { adminPage } from '../render/render-admin';
import { publicOrigin } from '../site-config';

const leadId = z.coerce.number().int().positive();
const erasureReason = z.string().trim().min(3).max(500);
const exportEmail = z.string().trim().max(254).pipe(z.email());

export const adminPrivacy = new Hono<AppEnv>();

adminPrivacy.post('/leads/:id/restore', async (c) => {
  const id = leadId.safeParse(c.req.param('id'));
  if (!id.success || !(await leadById(c.env.DB, id.data))) return c.text('No lead with that number.', 404);
  const deliveryIds = await restoreSpamLead(c.env.DB, id.data, c.get('operator')!, new Date().toISOString());
  // The same step as for a new lead, so its alerts go too.
  c.executionCtx.waitUntil(queueLeadEmails(c.env, id.data, deliveryIds, c.get('logger')));
  return c.redirect(`/admin/leads/${id.data}`, 303);
});

adminPrivacy.post('/leads/:id/contract', async (c) => {
  const id = leadId.safeParse(c.req.param('id'));
  const hold = z.enum(['0', '1']).safeParse((await formFields(c)).hold);
  if (!id.success || !hold.success) return c.text('Send hold=1 to keep the lead for a contract, or hold=0 to release it.', 400);
  if (!(await setContractHold(c.env.DB, id.data, hold.data === '1'))) return c.text('No lead with that number.', 404);
  return c.redirect(`/admin/leads/${id.data}`, 303);
});

adminPrivacy.get('/leads/:id/erase', async (c) => {
  const id = leadId.safeParse(c.req.param('id'));
  const lead = id.success ? await leadById(c.env.DB, id.data) : null;
  if (!lead) return c.text('No lead with that number.', 404);
  return adminPage(
    c,
    <ErasePage
      businessName={(await siteFacts(c.env)).business.name}
      operator={c.get('operator')!}
      lead={{ id: lead.id, reference: leadReference(lead.id, lead.created_at), name: lead.full_name }}
    />,
  );
});

adminPrivacy.post('/leads/:id/erase', async (c) => {
  const id = leadId.safeParse(c.req.param('id'));
  const lead = id.success ? await leadById(c.env.DB, id.data) : null;
  if (!lead) return c.text('No lead with that number.', 404);
  const reference = leadReference(lead.id, lead.created_at);
  const reason = erasureReason.safeParse((await formFields(c)).reason);
  if (!reason.success) {
    return adminPage(
      c,
      <ErasePage
        businessName={(await siteFacts(c.env)).business.name}
        operator={c.get('operator')!}
        lead={{ id: lead.id, reference, name: lead.full_name }}
        error="Say why it is erased, in 3 to 500 characters: the record keeps it."
      />,
      400,
    );
  }
  await eraseLeadData(c.env, lead.id, { by: c.get('operator')!, reason: reason.data, at: new Date() });
  return c.redirect(`/admin/privacy?erased=${encodeURIComponent(reference)}`, 303);
});

adminPrivacy.get('/privacy', async (c) => {
  const erased = c.req.query('erased');
  const erasures = await recentErasures(c.env.DB, 100);
  return adminPage(
    c,
    <PrivacyPage
      businessName={(await siteFacts(c.env)).business.name}
      operator={c.get('operator')!}
      retentionYears={leadRetentionYears}
      erasures={erasures.map((row) => ({
        reference: row.reference,
        erasedAt: formatManilaTime(row.erased_at),
        erasedBy: row.erased_by,
        reason: row.reason,
      }))}
      erased={erased && quoteReferencePattern.test(erased) ? erased : undefined}
    />,
  );
});

adminPrivacy.get('/privacy/export', async (c) => {
  const email = exportEmail.safeParse(c.req.query('email') ?? '');
  if (!email.success) return c.text('Enter the email address the person used on the quote form.', 400);
  const now = new Date();
  const data = await personalDataExport(c.env, email.data, publicOrigin(c), now);
  const fileName = `personal-data-${now.toISOString().slice(0, 10)}.json`;
  return c.body(JSON.stringify(data, null, 2), 200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Disposition': `attachment; filename="${fileName}"`,
  });
});
