import { contactMethodOptions, finishOptions, gradeOptions, optionLabel, quoteServiceOptions } from '../shared/quote-request';
import type { LeadRow } from './db/leads';

/** What the visitor told us, labelled and in form order; empty fields left out. Used by the emails and the dashboard. */
export function leadFields(lead: LeadRow): [label: string, value: string][] {
  const fields: [string, string | null][] = [
    ['Name', lead.full_name],
    ['Company', lead.company],
    ['Email', lead.email],
    ['Phone', lead.phone],
    ['Preferred contact', optionLabel(contactMethodOptions, lead.preferred_contact)],
    ['Service', optionLabel(quoteServiceOptions, lead.service)],
    ['Grade', optionLabel(gradeOptions, lead.grade)],
    ['Finish', optionLabel(finishOptions, lead.finish)],
    ['Dimensions', lead.dimensions],
    ['Quantity', lead.quantity],
    ['Target date', lead.target_date],
    ['Project details', lead.project_details],
  ];
  return fields.filter((field): field is [string, string] => Boolean(field[1]));
}
