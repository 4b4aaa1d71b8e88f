// The one map from a quote request's fields to the columns of the leads table: it drives the
// INSERT and its binds, LeadRow's lead fields, and the rows people read in the business's email,
// on the dashboard and in the CSV export, in this order. Labels come from src/content/quote-form.ts.
import { leadFieldLabels } from '../../content/quote-form';
import { contactMethodOptions, finishOptions, gradeOptions, quoteServiceOptions, type QuoteRequest } from '../../shared/quote-request';

/**
 * Request fields a lead row does not hold as they are: attachments live in uploads, lines in
 * quote_lines; consent, the bot check and the spam signals only gate the request; the source is
 * stored by src/worker/leads/source.ts.
 */
type NotOnLeadRow = 'attachments' | 'lines' | 'privacyConsent' | 'turnstileToken' | 'botTicket' | 'source' | 'website' | 'fillMs';
export type LeadField = Exclude<keyof QuoteRequest, NotOnLeadRow>;

export interface LeadColumn {
  column: string;
  label: string;
  /** For a choice: the ids stored and the labels people read. */
  options?: readonly { id: string; label: string }[];
}

export const leadColumns = {
  fullName: { column: 'full_name', label: leadFieldLabels.fullName },
  company: { column: 'company', label: leadFieldLabels.company },
  email: { column: 'email', label: leadFieldLabels.email },
  phone: { column: 'phone', label: leadFieldLabels.phone },
  preferredContact: { column: 'preferred_contact', label: leadFieldLabels.preferredContact, options: contactMethodOptions },
  service: { column: 'service', label: leadFieldLabels.service, options: quoteServiceOptions },
  grade: { column: 'grade', label: leadFieldLabels.grade, options: gradeOptions },
  finish: { column: 'finish', label: leadFieldLabels.finish, options: finishOptions },
  dimensions: { column: 'dimensions', label: leadFieldLabels.dimensions },
  quantity: { column: 'quantity', label: leadFieldLabels.quantity },
  targetDate: { column: 'target_date', label: leadFieldLabels.targetDate },
  projectDetails: { column: 'project_details', label: leadFieldLabels.projectDetails },
} as const satisfies Record<LeadField, LeadColumn>;

/** An optional field is stored as NULL when left empty; option ids stay plain text (old rows may hold retired ids). */
type StoredValue<Value> = undefined extends Value ? string | null : string;

/** The lead fields of a leads row, named by their columns. */
export type LeadColumnValues = {
  [Field in LeadField as (typeof leadColumns)[Field]['column']]: StoredValue<QuoteRequest[Field]>;
};
