// CSV export of leads (admin/csv.ts: RFC 4180, guarded against spreadsheet formula injection).
import { groupedPhilippinePhone, philippinePhoneToE164 } from '../../shared/phone';
import { leadFieldLabels } from '../../content/quote-form';
import { leadReference } from '../../shared/quote-request';
import { leadColumns, type LeadField } from '../lead-records/columns';
import { describeQuoteLine } from '../../shared/quote-lines';
import type { LeadRow, QuoteLineRow } from '../lead-records/leads';
import { leadFieldValues } from '../lead-records/fields';
import { csvDocument, quotedCell, textCell } from '../admin/csv';

type Column = [header: string, value: (lead: LeadRow) => string | null];

/** The lead's fields (src/worker/db/lead-columns.ts) sit between these. */
const recordColumns: Column[] = [
  ['Reference', (l) => leadReference(l.id, l.created_at)],
  ['Received (UTC)', (l) => l.created_at],
  ['Status', (l) => l.status],
  ['Needs attention', (l) => (l.needs_attention ? 'yes' : 'no')],
];
const edgeColumns: Column[] = [
  [leadFieldLabels.country, (l) => l.country],
  ['Source', (l) => l.source],
  ['Campaign', (l) => l.campaign],
];

/** Fields whose cells are not plain guarded text. */
const fieldCells: Partial<Record<LeadField, (value: string | null) => string>> = { phone: phoneCell };

/**
 * The guard's one exception: a Philippine number, written in its grouped international form
 * "+63 917 123 4567". A phone cannot dial the guarded '+639171234567; the spaces keep
 * spreadsheets from reading it as the number 639171234567 (dropping the +); digits, spaces and
 * one leading + make no formula that can call or fetch anything.
 */
function phoneCell(phone: string | null): string {
  const grouped = phone && groupedPhilippinePhone(philippinePhoneToE164(phone) ?? '');
  return grouped ? quotedCell(grouped) : textCell(phone);
}

/** Every line of a lead in one cell, one line of text each: "3 lengths x 2 in NPS Sch 10S, ... (note)". */
const quoteListCell = (lines: QuoteLineRow[]) => textCell(lines.map(describeQuoteLine).join('\n'));

/** `quoteLines`: the lines of these leads (any order across leads, in position order within one). */
export function leadsCsv(leads: LeadRow[], quoteLines: QuoteLineRow[]): string {
  const headers = [...recordColumns, ...edgeColumns].map(([header]) => header);
  headers.splice(recordColumns.length, 0, ...Object.values(leadColumns).map(({ label }) => label), leadFieldLabels.lines);
  const rows = [headers.map(textCell)];
  for (const lead of leads) {
    const cells = (columns: Column[]) => columns.map(([, value]) => textCell(value(lead)));
    const fields = leadFieldValues(lead).map(({ field, value }) => (fieldCells[field] ?? textCell)(value));
    const quoteList = quoteListCell(quoteLines.filter((line) => line.lead_id === lead.id));
    rows.push([...cells(recordColumns), ...fields, quoteList, ...cells(edgeColumns)]);
  }
  return csvDocument(rows);
}
