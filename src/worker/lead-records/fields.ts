import { phoneForPeople } from '../../shared/phone';
import { optionLabel } from '../../shared/quote-request';
import { leadColumns, type LeadColumn, type LeadColumnValues, type LeadField } from './columns';

export interface LeadFieldValue {
  field: LeadField;
  label: string;
  /** As people read it: an option's label rather than its id, a phone number grouped. */
  value: string | null;
}

/** Every lead field, labelled and in the map's order. Used by the emails, the dashboard and the CSV export. */
export function leadFieldValues(lead: LeadColumnValues): LeadFieldValue[] {
  return (Object.entries(leadColumns) as [LeadField, LeadColumn][]).map(([field, { column, label, options }]) => {
    const stored = (lead as Record<string, string | null>)[column] ?? null;
    if (stored === null) return { field, label, value: null };
    return { field, label, value: options ? optionLabel(options, stored) : field === 'phone' ? phoneForPeople(stored) : stored };
  });
}

/** What the visitor told us, empty fields left out. */
export function leadFields(lead: LeadColumnValues): { field: LeadField; label: string; value: string }[] {
  return leadFieldValues(lead).filter((entry): entry is LeadFieldValue & { value: string } => Boolean(entry.value));
}
