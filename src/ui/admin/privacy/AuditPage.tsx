// The audit (owner): who did what, everyone or one person, newest first, 50 to a page. The page's
// body, without the dashboard's frame: it is bundled with the audit's module loaded on demand
// (src/worker/audit/audit-log.tsx), which brings only React's element factory, so it uses no hooks.
import { adminPaths } from '../../../shared/admin-paths';

export interface AuditItem {
  at: string;
  /** `at` in Manila time. */
  when: string;
  who: string;
  what: string;
  lead: { reference: string; url: string } | null;
}

interface AuditBodyProps {
  people: { email: string; name: string }[];
  /** Whose actions are shown: an email, 'operator' (before accounts), or null for everyone. */
  by: string | null;
  items: AuditItem[];
  page: number;
  /** Whether older actions follow on the next page. */
  more: boolean;
  problem: string | null;
}

const pageHref = (by: string | null, page: number) => {
  const query = new URLSearchParams({ ...(by && { by }), ...(page > 1 && { page: String(page) }) }).toString();
  return `${adminPaths.audit}${query ? `?${query}` : ''}`;
};

export function AuditBody({ people, by, items, page, more, problem }: AuditBodyProps) {
  const choices = [...people, { email: 'operator', name: 'Operator (before accounts)' }];
  if (by && !choices.some((person) => person.email === by)) choices.push({ email: by, name: by });
  return (
    <>
      <h1>Who did what</h1>
      {problem && (
        <p className="notice notice--warning" role="alert">
          {problem}
        </p>
      )}
      <form method="get" action={adminPaths.audit} className="inline-form audit-filter">
        <label htmlFor="audit-by">Person</label>
        <select id="audit-by" name="by" defaultValue={by ?? ''}>
          <option value="">Everyone</option>
          {choices.map((person) => (
            <option key={person.email} value={person.email}>
              {person.name === person.email ? person.email : `${person.name} (${person.email})`}
            </option>
          ))}
        </select>
        <button type="submit">Show</button>
      </form>
      {items.length === 0 && !problem && <p>{page > 1 ? 'No older actions.' : 'No actions recorded yet.'}</p>}
      <ol className="timeline audit">
        {items.map((item, index) => (
          <li key={index} className="timeline__entry">
            <p>
              <time dateTime={item.at} className="muted">
                {item.when}
              </time>{' '}
              <strong>{item.who}</strong>
            </p>
            <p>
              {item.what}
              {item.lead && (
                <>
                  {' on '}
                  <a href={item.lead.url}>{item.lead.reference}</a>
                </>
              )}
            </p>
          </li>
        ))}
      </ol>
      {(page > 1 || more) && (
        <p className="timeline__pages">
          {more && <a href={pageHref(by, page + 1)}>Older actions</a>}
          {more && page > 1 && ' · '}
          {page > 1 && <a href={pageHref(by, page - 1)}>Newer actions</a>}
          <span className="muted">{` (page ${page})`}</span>
        </p>
      )}
    </>
  );
}
