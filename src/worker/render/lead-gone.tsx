// The answer to a lead that is not there (any more): a page opened from an old link, or a save that
// another operator or the retention sweep beat by erasing the lead between the read and the write.
// A save changed nothing (D1 refuses a row about a lead that is gone, or the statement found no
// lead), so the operator is told why, on a dashboard page with the way back.
import type { Context } from 'hono';
import { formatManilaTime } from '../../shared/business-time';
import { LeadGonePage } from '../../ui/admin/leads/LeadGonePage';
import type { DashboardEnv } from '../app-env';
import { parseRecordId } from '../record-id';
import { adminPage } from './render-admin';
import { erasureOfLead } from '../lead-records/erasure';
import { leadExists } from '../lead-records/leads';

/**
 * After a save: 409 when the lead was erased (the save lost to the erasure), 404 when there never was
 * such a lead. On a visit: 404 either way, saying which.
 */
export async function leadGone(c: Context<DashboardEnv>, leadId: number | null, after: 'save' | 'visit' = 'save'): Promise<Response> {
  const erasure = leadId === null ? null : await erasureOfLead(c.env.DB, leadId);
  return adminPage(
    c,
    <LeadGonePage
      erased={erasure ? { reference: erasure.reference, erasedAt: formatManilaTime(erasure.erased_at) } : undefined}
      afterSave={after === 'save'}
    />,
    erasure && after === 'save' ? 409 : 404,
  );
}

/** A save on a lead not found when the route read it (erased since its page was opened, or never there). */
export async function noLeadAt(c: Context<DashboardEnv>, idInPath: string | undefined): Promise<Response> {
  return leadGone(c, parseRecordId(idInPath));
}

/**
 * A save whose batch refers to the lead (a reply, a quotation): when it fails and the lead is gone,
 * the lead-gone page; any other failure is thrown on as it came.
 */
export async function unlessLeadGone(c: Context<DashboardEnv>, leadId: number, save: () => Promise<Response>): Promise<Response> {
  try {
    return await save();
  } catch (error) {
    if (await leadExists(c.env.DB, leadId)) throw error;
    c.get('logger').info('a save on a lead erased meanwhile was refused', { leadId, error: String(error) });
    return leadGone(c, leadId);
  }
}
