// The answer to a save on a lead that is not there (any more): another operator or the retention
// sweep erased it between the read and the write. The write changed nothing (D1 refuses a row
// about a lead that is gone, or the statement found no lead), so the operator is told why.
import type { Context } from 'hono';
import { formatManilaTime } from '../../shared/business-time';
import { LeadGonePage } from '../../ui/admin/LeadGonePage';
import type { AppEnv } from '../app-env';
import { parseRecordId } from '../record-id';
import { adminPage } from '../render/render-admin';
import { siteFacts } from '../site-facts/published';
import { erasureOfLead } from './store/erasure';
import { leadExists } from './store/leads';

/** 409 when the lead was erased (the save lost to the erasure), 404 when there never was such a lead. */
export async function leadGone(c: Context<AppEnv>, leadId: number): Promise<Response> {
  const erasure = await erasureOfLead(c.env.DB, leadId);
  return adminPage(
    c,
    <LeadGonePage
      businessName={(await siteFacts(c.env)).business.name}
      operator={c.get('operator')!}
      erased={erasure ? { reference: erasure.reference, erasedAt: formatManilaTime(erasure.erased_at) } : undefined}
    />,
    erasure ? 409 : 404,
  );
}

/**
 * A save on a lead not found when the route read it (erased since its page was opened): the page
 * above for a lead's number, a plain 404 for a path that names no lead.
 */
export async function noLeadAt(c: Context<AppEnv>, idInPath: string | undefined): Promise<Response> {
  const id = parseRecordId(idInPath);
  return id === null ? c.text('No lead with that number.', 404) : leadGone(c, id);
}

/**
 * A save whose batch refers to the lead (a reply, a quotation): when it fails and the lead is gone,
 * the lead-gone page; any other failure is thrown on as it came.
 */
export async function unlessLeadGone(c: Context<AppEnv>, leadId: number, save: () => Promise<Response>): Promise<Response> {
  try {
    return await save();
  } catch (error) {
    if (await leadExists(c.env.DB, leadId)) throw error;
    c.get('logger').info('a save on a lead erased meanwhile was refused', { leadId, error: String(error) });
    return leadGone(c, leadId);
  }
}
