// /admin/audit (the owner's): who did what, everyone's actions or one person's, newest first, a page at a time.
import { Hono } from 'hono';
import { callDirections, callOutcomes, type CallDirection, type CallOutcome } from '../../shared/lead-calls';
import { hasInvisibleCharacters } from '../../shared/invisible-characters';
import { formatManilaTime } from '../../shared/business-time';
import { leadReference } from '../../shared/quote-request';
import { actorLabel, isRole, roleLabels } from '../../shared/roles';
import { AuditPage, type AuditItem } from '../../ui/admin/AuditPage';
import type { AppEnv } from '../app-env';
import { adminPage } from '../render/render-admin';
import { siteFacts } from '../site-facts/published';
import { auditPeople, auditRows, type AuditRow } from './store';

export const auditRoutes = new Hono<AppEnv>();

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
    default:
      return `Site facts: ${siteFactsWords[action.slice('site-'.length)] ?? action}${detail ? ` (${detail})` : ''}: ${extra}`;
  }
}

auditRoutes.get('/', async (c) => {
  const by = c.req.query('by')?.trim().toLowerCase() || null;
  const page = c.req.query('page') ?? '1';
  const problem =
    by !== null && (by.length > 254 || hasInvisibleCharacters(by))
      ? 'Choose a person from the list, or Everyone.'
      : /^[1-9]\d{0,3}$/.test(page)
        ? null
        : 'The page is a whole number from 1 to 9999: start again from the newest actions.';
  const pageNumber = problem ? 1 : Number(page);
  const [people, rows, facts] = await Promise.all([
    auditPeople(c.env.DB),
    problem ? [] : auditRows(c.env.DB, by, (pageNumber - 1) * pageSize, pageSize + 1),
    siteFacts(c.env),
  ]);
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
  return adminPage(
    c,
    <AuditPage
      businessName={facts.business.name}
      operator={c.get('operator')!}
      people={people}
      by={problem ? null : by}
      items={items}
      page={pageNumber}
      more={rows.length > pageSize}
      problem={problem}
    />,
    problem ? 400 : 200,
  );
});
