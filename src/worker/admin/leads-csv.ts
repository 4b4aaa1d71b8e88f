// CSV export of leads (RFC 4180), guarded against spreadsheet formula injection.
import { groupedPhilippinePhone } from '../../shared/phone';
import { contactMethodOptions, finishOptions, gradeOptions, leadReference, optionLabel, quoteServiceOptions } from '../../shared/quote-request';
import type { LeadRow } from '../db/leads';

type Column = [header: string, value: (lead: LeadRow) => string | null, cell?: (value: string | null) => string];

const columns: Column[] = [
  ['Reference', (l) => leadReference(l.id, l.created_at)],
  ['Received (UTC)', (l) => l.created_at],
  ['Status', (l) => l.status],
  ['Needs attention', (l) => (l.needs_attention ? 'yes' : 'no')],
  ['Name', (l) => l.full_name],
  ['Company', (l) => l.company],
  ['Email', (l) => l.email],
  ['Phone', (l) => l.phone, phoneCell],
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

const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** A cell starting with = + - @ tab or CR is prefixed with ' so spreadsheets show it as text. */
function textCell(value: string | null): string {
  const text = value ?? '';
  return quoted(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
}

/**
 * The guard's one exception: a Philippine number, written in its grouped international form
 * "+63 917 123 4567". A phone cannot dial the guarded '+639171234567; the spaces keep
 * spreadsheets from reading it as the number 639171234567 (dropping the +); digits, spaces and
 * one leading + make no formula that can call or fetch anything.
 */
function phoneCell(phone: string | null): string {
  const grouped = phone && groupedPhilippinePhone(phone);
  return grouped ? quoted(grouped) : textCell(phone);
}

export function leadsCsv(leads: LeadRow[]): string {
  const lines = [columns.map(([header]) => textCell(header)).join(',')];
  for (const lead of leads) lines.push(columns.map(([, value, cell = textCell]) => cell(value(lead))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
