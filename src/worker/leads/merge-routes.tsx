// POST /admin/leads/:id/merge (the owner's): joins another lead of the same person into this one,
// e.g. the Messenger chat and the form they sent later (src/worker/lead-records/merge.ts).
import { Hono } from 'hono';
import { leadReference } from '../../shared/quote-request';
import { formFields } from '../admin/form-fields';
import type { DashboardEnv } from '../app-env';
import { recordId } from '../record-id';
import { noLeadAt } from '../render/lead-gone';
import { leadPage } from './page';
import { leadById, type LeadRow } from '../lead-records/leads';
import { mergeLeads, mergeRefusal } from '../lead-records/merge';
import { adminPaths } from '../../shared/admin-paths';

/** The other lead as the owner types it: its reference (Q-2026-000123) or its number. */
async function otherLead(db: D1Database, typed: string): Promise<LeadRow | null> {
  const match = /^(?:Q-(\d{4})-)?0*(\d{1,15})$/i.exec(typed.trim());
  if (!match) return null;
  const lead = await leadById(db, Number(match[2]));
  return lead && (!match[1] || lead.created_at.startsWith(`${match[1]}-`)) ? lead : null;
}

export const leadMergeRoutes = new Hono<DashboardEnv>();

leadMergeRoutes.post('/:id{[0-9]+}/merge', async (c) => {
  const id = recordId.safeParse(c.req.param('id'));
  const keep = id.success ? await leadById(c.env.DB, id.data) : null;
  if (!keep) return noLeadAt(c, c.req.param('id'));
  const typed = String((await formFields(c)).other ?? '');
  const other = await otherLead(c.env.DB, typed);
  const refuse = (status: 400 | 409, error: string) => leadPage(c, keep, { merge: { typed, error } }, status);
  if (!other) return refuse(400, `No lead ${typed.trim().slice(0, 30) || 'was named'}: type its reference, e.g. Q-2026-000123.`);
  const refusal = await mergeRefusal(c.env.DB, keep, other);
  if (refusal === 'same-lead') return refuse(400, 'That is this lead: type the reference of the other one.');
  if (refusal === 'both-quoted')
    return refuse(409, `Both leads have a quotation: keep the lead whose quotation stands, and void or finish the other's first.`);
  await mergeLeads(c.env.DB, keep, other, c.get('operator'), new Date().toISOString());
  c.get('logger').info('leads merged', { kept: keep.id, merged: leadReference(other.id, other.created_at) });
  return c.redirect(`${adminPaths.lead(keep.id)}?done=merged#done`, 303);
});
