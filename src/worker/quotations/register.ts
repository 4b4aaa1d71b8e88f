// The quotations register: every version sent and every draft not yet sent, with its lead,
// customer, amount, status and dates; filtered as the dashboard's query asks; and its CSV.
import { manilaDay } from '../../shared/business-time';
import { quotationStatuses, versionReference, versionStatus, type QuotationStatus } from '../../shared/quotation';
import { leadReference } from '../../shared/quote-request';
import { csvDocument, quotedCell, textCell } from '../admin/csv';

export interface RegisterFilter {
  status: QuotationStatus | null;
  /** Part of a reference, a name or a company. */
  search: string;
}

export interface RegisterRow {
  leadId: number;
  reference: string;
  customer: string;
  company: string | null;
  status: QuotationStatus;
  /** Centavos; null for a draft (not priced until sent). */
  totalCentavos: number | null;
  sentAt: string | null;
  validUntil: string | null;
  viewedAt: string | null;
  respondedAt: string | null;
  /** Who sent the version, or last saved the draft: their email, as the rows name people. */
  by: string;
  /** On an accepted version: what is paid and the balance of its amount due; null otherwise. */
  paidCentavos: number | null;
  balanceCentavos: number | null;
}

export function parseRegisterFilter(query: Record<string, string>): RegisterFilter {
  const status = query.status && Object.hasOwn(quotationStatuses, query.status) ? (query.status as QuotationStatus) : null;
  return { status, search: (query.q ?? '').trim().slice(0, 100) };
}

interface Row {
  lead_id: number;
  lead_created_at: string;
  full_name: string;
  company: string | null;
  revision: number | null;
  newest_revision: number | null;
  total_centavos: number | null;
  sent_at: string | null;
  valid_until: string | null;
  viewed_at: string | null;
  response: 'accepted' | 'declined' | null;
  responded_at: string | null;
  voided_at: string | null;
  draft_updated_at: string;
  by_actor: string;
  paid_centavos: number;
  amount_due_centavos: number | null;
}

/** Rows the filter is applied to, newest first: more quotations than a shop sends in years. */
const scannedRows = 10_000;

/** Newest first: versions by when they were sent, drafts by when they were last saved; the first `limit` that match. */
export async function registerRows(db: D1Database, filter: RegisterFilter, limit: number, now = new Date()): Promise<RegisterRow[]> {
  const { results } = await db
    .prepare(
      `SELECT q.lead_id, l.created_at AS lead_created_at, l.full_name, l.company, v.revision,
         (SELECT MAX(revision) FROM quotation_versions n WHERE n.quotation_id = q.id) AS newest_revision,
         v.total_centavos, v.sent_at, v.valid_until, v.viewed_at, v.response, v.responded_at, v.voided_at, q.draft_updated_at,
         COALESCE(v.sent_by, q.draft_updated_by) AS by_actor,
         (SELECT COALESCE(SUM(p.amount_centavos), 0) FROM quotation_payments p WHERE p.version_id = v.id AND p.status = 'paid') AS paid_centavos,
         json_extract(v.document, '$.totals.amountDue') AS amount_due_centavos
       FROM quotations q JOIN leads l ON l.id = q.lead_id LEFT JOIN quotation_versions v ON v.quotation_id = q.id
       ORDER BY COALESCE(v.sent_at, q.draft_updated_at) DESC LIMIT ?`,
    )
    .bind(scannedRows)
    .all<Row>();
  const today = manilaDay(now);
  const needle = filter.search.toLowerCase();
  return results
    .map((row): RegisterRow => {
      const status: QuotationStatus =
        row.revision === null
          ? 'draft'
          : versionStatus(
              {
                revision: row.revision,
                validUntil: row.valid_until!,
                viewedAt: row.viewed_at,
                response: row.response,
                voidedAt: row.voided_at,
              },
              row.newest_revision!,
              today,
            );
      return {
        leadId: row.lead_id,
        reference: versionReference(leadReference(row.lead_id, row.lead_created_at), row.revision ?? 0),
        customer: row.full_name,
        company: row.company,
        status,
        totalCentavos: row.total_centavos,
        sentAt: row.sent_at,
        validUntil: row.valid_until,
        viewedAt: row.viewed_at,
        respondedAt: row.responded_at,
        by: row.by_actor,
        paidCentavos: row.response === 'accepted' ? row.paid_centavos : null,
        balanceCentavos:
          row.response === 'accepted' && Number.isSafeInteger(row.amount_due_centavos)
            ? Math.max(row.amount_due_centavos! - row.paid_centavos, 0)
            : null,
      };
    })
    .filter(
      (row) =>
        (!filter.status || row.status === filter.status) &&
        (!needle || [row.reference, row.customer, row.company ?? ''].some((text) => text.toLowerCase().includes(needle))),
    )
    .slice(0, limit);
}

/** Pesos with two decimals and no grouping, so spreadsheets read a number. */
const pesosCell = (centavos: number | null) =>
  centavos === null ? '' : `${Math.trunc(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;

export function registerCsv(rows: readonly RegisterRow[]): string {
  return csvDocument([
    [
      'Reference',
      'Customer',
      'Company',
      'Status',
      'Total (PHP, VAT included)',
      'Sent (UTC)',
      'Valid until',
      'Opened (UTC)',
      'Answered (UTC)',
      'Sent or saved by',
      'Paid (PHP)',
      'Balance (PHP)',
    ].map(quotedCell),
    ...rows.map((row) => [
      textCell(row.reference),
      textCell(row.customer),
      textCell(row.company),
      textCell(quotationStatuses[row.status]),
      pesosCell(row.totalCentavos),
      textCell(row.sentAt),
      textCell(row.validUntil),
      textCell(row.viewedAt),
      textCell(row.respondedAt),
      textCell(row.by),
      pesosCell(row.paidCentavos),
      pesosCell(row.balanceCentavos),
    ]),
  ]);
}
