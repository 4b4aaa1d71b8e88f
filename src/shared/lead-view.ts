// What the dashboard shows of a lead: labels resolved and dates formatted by the worker.
import type { ChatTimelineEntry } from './chat-view';
import type { ContactLink } from './contact-links';
import type { LeadStatus } from './lead-status';

export interface LeadListRow {
  id: number;
  reference: string;
  received: string;
  name: string;
  company: string | null;
  service: string;
  status: string;
  needsAttention: boolean;
  /** A customer's email waits for an answer. */
  awaitingReply: boolean;
  /** Sent without the bot check (the form without its scripts). */
  unverified: boolean;
  /** Where the visit came from, e.g. facebook, google, direct. */
  source: string;
  /** e.g. "business sent · visitor delivered" */
  emailSummary: string;
}

/** What a card in the leads list shows at a glance beside the lead. */
export interface LeadGlance {
  /** How long ago the request came: "5 min", "2 h", "3 d"; and in words for a screen reader. */
  age: string;
  ageWords: string;
  quoteLines: number;
  /** Files with the request and those the customer's emails brought. */
  drawings: number;
}

export type LeadListItem = LeadListRow & { glance: LeadGlance };

export interface LeadAttachment {
  name: string;
  size: string;
  url: string;
  /** "With the request", or "By email, Nov 27, 2026, 1:24 PM" for a file a customer's email brought. */
  from: string;
}

/** One touch of the visit as label/value rows, e.g. ["Campaign", "nov-promo"]. */
export type TouchRows = [label: string, value: string][];

/** A quote-list line as the dashboard shows it: labels resolved. */
interface LeadQuoteLine {
  quantity: string;
  item: string;
  /** Family, grade and finish. */
  material: string;
  note: string | null;
}

export interface LeadDetail extends LeadListRow {
  /** Where the visit came from: the source counted, and both touches; null on leads from before sources were kept. */
  visit: { source: string; campaign: string | null; first: TouchRows; latest: TouchRows } | null;
  /** The operator who typed the lead in (its source is the channel it came by); null for the website's form. */
  addedBy: string | null;
  /** Why the request is in the Spam folder; null when it is not. */
  spamReason: string | null;
  /** Kept past the retention period: part of a contract. */
  contractHold: boolean;
  fields: [label: string, value: string][];
  email: string;
  phone: string;
  /** Call, SMS, WhatsApp and Viber for a mobile number; Call alone for a landline. */
  phoneLinks: ContactLink[];
  attachments: LeadAttachment[];
  quoteLines: LeadQuoteLine[];
  timeline: TimelineItem[];
  /** The customer's newest email while it waits for an answer: shown open at the top of the page. */
  waitingEmail: Extract<TimelineItem, { kind: 'email-in' }> | null;
  /** The follow-up day: as the date input holds it (YYYY-MM-DD) and in words; null when none is set. */
  followUp: { on: string; words: string; time: string | null; note: string | null; due: boolean; snoozeTo: string } | null;
  /** The newest quotation version sent, or the draft; null before "Create quotation". */
  quotation: {
    reference: string;
    status: string;
    total: string;
    /** Once a version is accepted: what is paid, the balance, and proofs of transfer waiting to be confirmed. */
    payments?: { paid: string; balance: string; proofsToConfirm: number; url: string };
    /** The job made when the customer accepted: its reference, stage and page. */
    job?: { reference: string; stage: string; url: string };
    /** Who accepted it, when (ISO and in words), and the PO no. they gave. */
    accepted?: { at: string; when: string; by: string; poNumber: string | null };
    /** Changes the customer asked on the newest version that no revision has answered yet (the open question). */
    openChanges?: AskedChanges;
    /** The customer accepted the version after asking for changes to it that no revision answered: the owner must check. */
    acceptedOverChanges?: AskedChanges;
  } | null;
  /** The customer's acceptance is what waits (nothing they wrote since): the next step, instead of a message to answer. */
  acceptedNextStep: string | null;
  /** The accepted quotation's total, once the customer accepted. */
  wonAmount: string | null;
}

/** Change requests on a version: how many, the newest's time in words and its text. */
export interface AskedChanges {
  count: number;
  when: string;
  text: string;
}

/** One moment in a lead's history, as the lead page's timeline shows it (oldest first). */
/** `addedBy` on the request: the operator who typed in a lead that came by `source` (a walk-in, a call); null for the website's form. */
export type TimelineEntry = { at: string } & (
  | {
      kind: 'request';
      reference: string;
      addedBy: { operator: string; source: string } | null;
      /** "Messenger", "WhatsApp": the lead began as a conversation there, not as a request. */
      chat: string | null;
    }
  | { kind: 'status'; actor: string; from: string; to: string }
  | { kind: 'note'; author: string; body: string }
  | { kind: 'call'; operator: string; words: string; note: string }
  | {
      kind: 'email-out';
      /** e.g. "Notification to you", "Receipt to the customer", "Reply". */
      label: string;
      to: string;
      subject: string | null;
      /** queued (pending), sent, delivered, bounced, complained, failed */
      status: string;
      /** Send attempts so far, retries included. */
      attempts: number;
      sender: string | null;
      text: string | null;
      attachments: { name: string; size: string }[];
      lastError: string | null;
    }
  | {
      kind: 'email-in';
      /** The URL that hides the message (a POST form). */
      hideUrl: string;
      /** The header From: the sender wrote it, nothing checked it. */
      from: string;
      /** The envelope sender Email Routing received the mail from, when it differs from `from`. */
      sentBy: string | null;
      /** Neither sender is the lead's email address. */
      fromOtherAddress: boolean;
      /** The owner's answer from the mail app (Reply All to an alert), not the customer's email. */
      fromBusiness: boolean;
      /** What Email Routing added (Authentication-Results, Received-SPF), as received. */
      authentication: string;
      subject: string;
      text: string;
      /** Accepted files link to their download; the others say why they were not kept. */
      attachments: { name: string; size: string; url: string | null; refused: string | null }[];
    }
  | { kind: 'email-in-hidden'; from: string; by: string; hiddenWhen: string }
  | { kind: 'mail-overflow'; day: string; messages: number }
  | { kind: 'alert'; channel: string; status: string; detail: string | null }
  /** Marked as part of a contract (held) or released to the retention sweep, by `actor`. */
  | { kind: 'contract-hold'; actor: string; held: boolean }
  | {
      kind: 'quotation';
      /** The version, e.g. Q-2026-000123-R1, and its page in the dashboard. */
      reference: string;
      url: string;
      /** "sent", "accepted"... */
      what: string;
      actor: string;
      /** The customer's words (changes, reason) or the acceptance's summary; empty when none. */
      detail: string;
      poFile: { name: string; url: string } | null;
    }
  /** Something on the lead's job: a stage move, photos, a delivery, a shop drawing and its answer, the job closing. */
  | { kind: 'job'; reference: string; url: string; actor: string; text: string }
  | ChatTimelineEntry
);

export type TimelineItem = TimelineEntry & { when: string };

/** The dashboard's reply box on a lead: the templates to start from and what is in the box now. */
export interface ReplyBox {
  templates: { id: string; label: string }[];
  draft: { templateId: string | null; subject: string; body: string };
  /** Why the last send was refused, shown above the box with the text kept. */
  error?: string;
  accept: string;
  limits: string;
}

/** The leads list's filter, as the query string gives it (src/worker/leads/filter.ts) and the page shows it. */
export interface LeadFilter {
  status?: LeadStatus;
  /** Matches a reference (Q-2026-000123), name, company, email, phone or project details. */
  search?: string;
  /** Only leads with an email that could not be delivered. */
  needsAttention?: boolean;
  /** Only leads with a customer's email waiting for an answer. */
  awaitingReply?: boolean;
  /** The latest touch's source, as stored (e.g. facebook, google, direct). */
  source?: string;
  campaign?: string;
  /** The Spam folder instead of the inbox. */
  spam?: boolean;
}
