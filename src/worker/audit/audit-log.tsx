// The audit's rows in the owner's words and the page's body (a .tsx: it hands the worker a component), loaded on demand
// (src/worker/lazy-modules.ts): only the owner's audit page needs them, and the worker's bundle is at its budget.
import { callOutcomes, contactsLogged, isCall, type CallOutcome, type ContactLogged } from '../../shared/lead-calls';
import { formatPesos } from '../../shared/quotation-money';
import { formatManilaTime } from '../../shared/business-time';
import { leadReference } from '../../shared/api';
import { actorLabel, isRole, roleLabels } from '../../shared/roles';
import type { AuditItem } from '../../ui/admin/privacy/AuditPage';

export { AuditBody } from '../../ui/admin/privacy/AuditPage';
import { auditPeople, auditRows, type AuditRow } from './store';
import { adminPaths } from '../../shared/admin-paths';

const pageSize = 50;

const siteFactsWords: Record<string, string> = {
  draft_saved: 'saved a draft',
  published: 'published',
  reverted: 'reverted to an earlier version',
  photo_stored: 'stored a photo',
};

/** A lead the row names, when the lead was since erased: the row keeps its reference (dashboard_actions). */
const erasedLead = ({ lead_id, lead_created_at, detail }: AuditRow) =>
  lead_id !== null && lead_created_at === null && detail ? ` on ${detail} (since erased)` : '';

/** What the row says was done, in the owner's words. */
function whatWasDone(row: AuditRow, names: ReadonlyMap<string, string>): string {
  const { action, actor, detail, extra } = row;
  // A team or passkey row's detail is whom it was done to: the person themselves, or someone an owner acted on.
  const own = actor === detail;
  // Ended sessions and a password change say when the passkeys were kept ("passkeys kept").
  const passkeysKept = extra ? `, ${extra}` : '';
  switch (action) {
    case 'status':
      return `Changed the status from ${detail} to ${extra}`;
    case 'note':
      return 'Added a note';
    case 'reply':
      return `Replied: ${detail}`;
    case 'call': {
      if (!Object.hasOwn(contactsLogged, detail)) return `Logged a call: ${detail}`;
      const logged = detail as ContactLogged;
      if (!isCall(logged)) return logged === 'visit' ? 'Logged a visit' : 'Logged a chat';
      const outcome = Object.hasOwn(callOutcomes, extra) ? callOutcomes[extra as CallOutcome] : extra;
      return `Logged a call: ${contactsLogged[logged]}, ${outcome.toLowerCase()}`;
    }
    case 'quotation-sent':
      return `Sent quotation ${detail}`;
    case 'quotation-voided':
      return `Voided the quotation: ${detail}`;
    case 'payment-paid':
      return `${extra === 'proof' ? 'Confirmed a proof of payment' : `Recorded a payment by ${extra}`}: ${formatPesos(Number(detail))}`;
    case 'payment-rejected':
      return `Rejected a proof of payment: ${formatPesos(Number(detail))}`;
    case 'lead-added':
      return `Added the lead by hand (${detail})`;
    case 'email-hidden':
      return 'Hid a received email';
    case 'erased':
      return `Erased ${detail} (${extra})`;
    case 'invited':
      return `Invited ${detail} as ${isRole(extra) ? roleLabels[extra].toLowerCase() : extra}`;
    case 'role-changed':
      return `Changed the role of ${actorLabel(detail, names)} from ${extra}`;
    case 'sessions-ended':
      return own ? `Signed out everywhere${passkeysKept}` : `Ended the sessions of ${actorLabel(detail, names)}${passkeysKept}`;
    case 'removed':
      return `Removed ${extra} (${detail}) from the team`;
    case 'password-changed':
      return `Changed their password${passkeysKept}`;
    case 'invitation-withdrawn':
      return `Withdrew the invitation to ${detail}`;
    case 'contract-held':
      return `Set the contract hold (kept past the retention period)${erasedLead(row)}`;
    case 'contract-released':
      return `Released the contract hold (the retention sweep may erase it)${erasedLead(row)}`;
    case 'follow-up-done':
      return `Marked the follow-up done${erasedLead(row)}`;
    case 'follow-up-moved':
      return `Moved the follow-up to ${extra}${erasedLead(row)}`;
    case 'quotation-draft-saved':
      return `Saved the quotation draft${erasedLead(row)}`;
    case 'account-renamed':
      return `Changed their name to ${extra}`;
    case 'privacy-exported':
      return `Downloaded the personal data export: ${extra}`;
    case 'leads-csv':
      return `Downloaded the leads CSV (${extra})`;
    case 'quotations-csv':
      return `Downloaded the quotations CSV (${extra})`;
    case 'price-book-saved':
      return `Saved the price book: ${extra}`;
    case 'reply-template-saved':
      return `Saved the reply template "${extra}"`;
    case 'weekly-report-set':
      return `Weekly report email: ${extra}`;
    case 'campaign-spend-added':
      return `Added campaign spend: ${extra}`;
    case 'campaign-spend-removed':
      return `Removed campaign spend: ${extra}`;
    case 'invitation-accepted':
      return `Accepted the invitation and joined as ${isRole(extra) ? roleLabels[extra].toLowerCase() : extra}`;
    case 'push-turned-on':
      return `Turned on notifications on a phone (${extra})`;
    case 'push-turned-off':
      return 'Turned off notifications on a phone';
    case 'push-events-chosen':
      return `Chose what a phone is notified of: ${extra}`;
    case 'push-tested':
      return 'Sent a test notification to their phones';
    case 'certificate-uploaded':
      return `Uploaded a mill certificate: ${extra}`;
    case 'certificate-deleted':
      return `Deleted a mill certificate: ${extra}`;
    case 'stock-certificate-set':
      return `Marked a certificate as the current stock’s: ${extra}`;
    case 'stock-certificate-cleared':
      return `Unmarked the current stock’s certificate: ${extra}`;
    case 'job-delivery':
      return `A job's delivery: ${detail}`;
    case 'job-certificate':
      return `A job's ${detail.charAt(0).toLowerCase()}${detail.slice(1)}`;
    case 'passkey-added':
      return `Added a passkey, "${extra}"`;
    case 'passkey-removed':
      return own ? `Removed their passkey "${extra}"` : `Removed the passkey "${extra}" of ${actorLabel(detail, names)}`;
    case 'chat-reply':
      return `Answered on ${detail === 'whatsapp' ? 'WhatsApp' : 'Messenger'}: ${extra.length > 80 ? `${extra.slice(0, 80)}…` : extra}`;
    case 'job-stages-saved':
      return `Saved the job stages: ${extra}`;
    case 'job-notice-sent-now':
      return `Sent a held notice to the customer now${erasedLead(row)}`;
    case 'job-stage':
      return `Moved a job to the stage “${detail}”`;
    case 'job-kind':
      return `Changed a job's kind to ${detail}`;
    case 'job-dates':
      return `Set a job's promised dates: ${detail}`;
    case 'job-customer-note':
      return 'Changed the note for the customer on a job';
    case 'job-internal-note':
      return 'Added a note on a job';
    case 'job-photo':
      return 'Added a progress photo to a job';
    case 'job-drawing-sent':
      return `Sent a shop drawing for the customer's approval: ${detail}`;
    case 'job-drawing-gate-confirmed':
      return detail;
    case 'job-drawing-approved':
    case 'job-drawing-changes':
    case 'job-created':
    case 'job-notice':
      return `Job: ${detail}`;
    default:
      return `Site facts: ${siteFactsWords[action.slice('site-'.length)] ?? action}${detail ? ` (${detail})` : ''}: ${extra}`;
  }
}

/** A page of the audit (50 actions, of one person when `by` names them), who it may be filtered by, and whether older actions follow. */
export async function auditLog(db: D1Database, by: string | null, page: number) {
  const [people, rows] = await Promise.all([auditPeople(db), auditRows(db, by, (page - 1) * pageSize, pageSize + 1)]);
  const names = new Map(people.map((person): [string, string] => [person.email.toLowerCase(), person.name]));
  const items = rows.slice(0, pageSize).map((row): AuditItem => ({
    at: row.at,
    when: formatManilaTime(row.at),
    who: actorLabel(row.actor, names),
    what: whatWasDone(row, names),
    lead:
      row.lead_id !== null && row.lead_created_at !== null
        ? { reference: leadReference(row.lead_id, row.lead_created_at), url: adminPaths.lead(row.lead_id) }
        : null,
  }));
  return { people, items, more: rows.length > pageSize };
}
