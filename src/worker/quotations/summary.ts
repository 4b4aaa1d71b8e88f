// The lead page's line about its quotation: the newest version sent and where it stands, or the draft.
import { formatManilaTime, manilaDay } from '../../shared/business-time';
import { formatPesos } from '../../shared/quotation-money';
import { quotationStatuses, versionReference, versionStatus } from '../../shared/quotation';
import type { LeadDetail } from '../../shared/lead-view';
import { leadReference } from '../../shared/quote-request';
import type { LeadRow } from '../lead-records/leads';
import { quotationForLead, versionsForLead } from '../quotation-records/store';
import { leadPaymentsSummary } from '../payments/summary';
import { stageLists, stageOf } from '../jobs/stages';
import { jobForLead, jobReference } from '../jobs/store';
import { acceptedOverChanges, customerAnswers, openChanges } from './customer-answers';
import { adminPaths } from '../../shared/admin-paths';

export async function quotationSummary(db: D1Database, lead: LeadRow): Promise<LeadDetail['quotation']> {
  const [quotation, versions, answers] = await Promise.all([
    quotationForLead(db, lead.id),
    versionsForLead(db, lead.id),
    customerAnswers(db, [lead.id]),
  ]);
  const newest = versions.at(-1);
  const reference = leadReference(lead.id, lead.created_at);
  if (!newest) return quotation ? { reference, status: quotationStatuses.draft, total: '' } : null;
  const status = versionStatus(
    {
      revision: newest.revision,
      validUntil: newest.valid_until,
      viewedAt: newest.viewed_at,
      response: newest.response,
      voidedAt: newest.voided_at,
    },
    newest.revision,
    manilaDay(new Date()),
  );
  const accepted = versions.find((version) => version.response === 'accepted');
  const job = accepted ? await jobForLead(db, lead.id) : null;
  const answer = answers.get(lead.id);
  const changes = answer?.changes;
  const asked = changes && { count: changes.count, when: formatManilaTime(changes.at), text: changes.text };
  return {
    reference: versionReference(reference, newest.revision),
    status: quotationStatuses[status],
    total: formatPesos(newest.total_centavos),
    ...(accepted
      ? {
          payments: await leadPaymentsSummary(db, lead.id, accepted),
          accepted: {
            at: accepted.responded_at!,
            when: formatManilaTime(accepted.responded_at!),
            by: accepted.accepted_by_name ?? '',
            poNumber: accepted.po_number,
          },
        }
      : {}),
    ...(job
      ? {
          job: {
            reference: jobReference(job),
            stage: stageOf((await stageLists(db))[job.kind], job.stage).label,
            url: adminPaths.job(job.id),
          },
        }
      : {}),
    ...(asked && openChanges(answer) ? { openChanges: asked } : {}),
    ...(asked && acceptedOverChanges(answer) ? { acceptedOverChanges: asked } : {}),
  };
}
