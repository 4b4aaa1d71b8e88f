// The leads list's query string (?status=&q=&attention=1), shared by the dashboard page, its
// CSV export and the JSON API. A value that does not fit is ignored rather than refused.
import * as z from 'zod';
import { leadStatuses, type LeadFilter } from '../db/lead-inbox';

const leadFilter = z.object({
  status: z.enum(leadStatuses).optional().catch(undefined),
  q: z.string().max(200).optional().catch(undefined),
  attention: z.literal('1').optional().catch(undefined),
});

export function parseLeadFilter(query: Record<string, string>): LeadFilter {
  const parsed = leadFilter.parse(query);
  return { status: parsed.status, search: parsed.q, needsAttention: parsed.attention === '1' };
}
