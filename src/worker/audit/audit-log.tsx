// The audit's rows in the owner's words and the page's body (a .tsx: it hands the worker a component), loaded on demand
// (src/worker/lazy-modules.ts): only the owner's audit page needs them, and the worker's bundle is at its budget.
import { formatPesos } from '../../shared/quotation-money';
import { callDirections, callOutcomes, type CallDirection, type CallOutcome } from '../../shared/lead-calls';
import { formatManilaTime } from '../../shared/business-time';
import { leadReference } from '../../shared/api';
import { actorLabel, isRole, roleLabels } from '../../shared/roles';
import type { AuditItem } from '../../ui/admin/AuditPage';

export { AuditBody } from '../../ui/admin/AuditPage';
import { auditPeople, auditRows, type AuditRow } from './store';

const pageSize = 50;

const siteFactsWords: Record<string, string> = {
  draft_saved: 'saved a draft',
  published: 'published',
  reverted: 'reverted to an earlier version',
  photo_stored: 'stored a photo',
};

/** What the row says was done, in the owner's words. */
function whatWasDone({ action, detail, extra }: AuditRow): string {
  switch (action) {
    case 'status':
      return `Changed the status from ${detail} to ${extra}`;
    case 'note':
      return 'Added a note';
    case 'reply':
      return `Replied: ${detail}`;
    case 'call':
      return `Logged a call: ${callDirections[detail as CallDirection] ?? detail}, ${(callOutcomes[extra as CallOutcome] ?? extra).toLowerCase()}`;
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
      return `Changed the role of ${detail} from ${extra}`;
    case 'sessions-ended':
      return `Ended the sessions of ${detail}`;
    case 'removed':
      return `Removed ${extra} (${detail}) from the team`;
    case 'password-changed':
      return 'Changed their password';
    case 'invitation-withdrawn':
      return `Withdrew the invitation to ${detail}`;
    default:
      return `Site facts: ${siteFactsWords[action.slice('site-'.length)] ?? action}${detail ? ` (${detail})` : ''}: ${extra}`;
  }
}

/** A page of the audit (50 actions, of one person when `by` names them), who it may be filtered by, and whether older actions follow. */
export async function auditLog(db: D1Database, by: string | null, page: number) {
  const [people, rows] = await Promise.all([auditPeople(db), auditRows(db, by, (page - 1) * pageSize, pageSize + 1)]);
  const names = new Map(people.map((person): [string, string] => [person.email, person.name]));
  const items = rows.slice(0, pageSize).map((row): AuditItem => ({
    at: row.at,
    when: formatManilaTime(row.at),
    who: names.has(row.actor) ? `${names.get(row.actor)} (${row.actor})` : actorLabel(row.actor),
    what: whatWasDone(row),
    lead:
      row.lead_id !== null && row.lead_created_at !== null
        ? { reference: leadReference(row.lead_id, row.lead_created_at), url: `/admin/leads/${row.lead_id}` }
        : null,
  }));
  return { people, items, more: rows.length > pageSize };
}
