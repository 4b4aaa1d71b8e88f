// CSV export of leads (RFC 4180), guarded against spreadsheet formula injection.
import { contactMethodOptions, finishOptions, gradeOptions, leadReference, optionLabel, quoteServiceOptions } from '../../shared/quote-request';
import type { LeadRow } from '../db/leads';

const columns: [header: string, value: (lead: LeadRow) => string | null][] = [
  ['Reference', (l) => leadReference(l.id, l.created_at)],
  ['Received (UTC)', (l) => l.created_at],
  ['Status', (l) => l.status],
  ['Needs attention', (l) => (l.needs_attention ? 'yes' : 'no')],
  ['Name', (l) => l.full_name],
  ['Company', (l) => l.company],
  ['Email', (l) => l.email],
  ['Phone', (l) => l.phone],
  ['Preferred contact', (l) => optionLabel(contactMethodOptions, l.preferred_contact)],
  ['Service', (l) => optionLabel(quoteServiceOptions, l.service)],
  ['Grade', (l) => optionLabel(gradeOptions, l.grade)],
  ['Finish', (l) => optionLabel(finishOptions, l.finish)],
  ['Dimensions', (l) => l.dimensions],
  ['Quantity', (l) => l.quantity],
  ['Target date', (l) => l.target_date],
  ['Project details', (l) => l.project_details],
  ['Country', (l) => l.country],
];

/** Quotes every cell; a cell starting with = + - @ or a tab is prefixed with ' so spreadsheets show it as text. */
function cell(value: string | null): string {
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function leadsCsv(leads: LeadRow[]): string {
  const lines = [columns.map(([header]) => cell(header)).join(',')];
  for (const lead of leads) lines.push(columns.map(([, value]) => cell(value(lead))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
