// What the dashboard shows of a lead: labels resolved and dates formatted by the worker.

export interface LeadSummary {
  id: number;
  reference: string;
  received: string;
  name: string;
  company: string | null;
  service: string;
  status: string;
  needsAttention: boolean;
  /** e.g. "business sent · visitor delivered" */
  emailSummary: string;
}

export interface LeadEmail {
  kind: string;
  status: string;
  attempts: number;
  lastError: string | null;
  events: { at: string; outcome: string; detail: string | null }[];
}

export interface LeadAttachment {
  name: string;
  size: string;
  url: string;
}

/** A quote-list line as the dashboard shows it: labels resolved. */
export interface LeadQuoteLine {
  quantity: string;
  item: string;
  /** Family, grade and finish. */
  material: string;
  note: string | null;
}

export interface LeadDetail extends LeadSummary {
  fields: [label: string, value: string][];
  email: string;
  phone: string;
  attachments: LeadAttachment[];
  quoteLines: LeadQuoteLine[];
  emails: LeadEmail[];
  notes: { at: string; author: string; body: string }[];
}
