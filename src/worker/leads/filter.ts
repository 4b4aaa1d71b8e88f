// The leads list's query string (?status=&q=&attention=1&reply=1&source=&campaign=&folder=spam), shared
// by the dashboard page, its CSV export and the JSON API. Only these keys are read; a value that
// does not fit is ignored rather than refused, and every value reaches SQL as a bound parameter.
import * as z from 'zod';
import { sourceName, tagCharacters, visitTagLimit } from '../../shared/visit-source-rules';
import type { LeadFilter } from '../../shared/lead-view';
import { leadStatuses } from '../../shared/lead-status';

/** A source as stored: what sourceName keeps unchanged (lower case, the tag characters, known sites by name). */
const sourceTag = z
  .string()
  .refine((value) => value !== '' && sourceName(value) === value)
  .optional()
  .catch(undefined);

const leadFilter = z.object({
  status: z.enum(leadStatuses).optional().catch(undefined),
  q: z.string().max(200).optional().catch(undefined),
  attention: z.literal('1').optional().catch(undefined),
  reply: z.literal('1').optional().catch(undefined),
  source: sourceTag,
  campaign: z.string().trim().toLowerCase().max(visitTagLimit).regex(tagCharacters).optional().catch(undefined),
  folder: z.literal('spam').optional().catch(undefined),
});

export function parseLeadFilter(query: Record<string, string>): LeadFilter {
  const parsed = leadFilter.parse(query);
  return {
    status: parsed.status,
    search: parsed.q,
    needsAttention: parsed.attention === '1',
    awaitingReply: parsed.reply === '1',
    source: parsed.source,
    campaign: parsed.campaign,
    spam: parsed.folder === 'spam',
  };
}
