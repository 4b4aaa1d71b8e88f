import { useContext } from 'react';
import { unverifiedLead } from '../../../content/quote-form';
import { AdminDocument } from '../AdminDocument';
import { SignedInRole } from '../dashboard-context';
import type { LeadFilter, LeadGlance, LeadListItem } from '../../../shared/lead-view';
import { sourceInWords } from '../../../shared/source-words';
import { adminPaths } from '../../../shared/admin-paths';
import { ListTable } from '../ListTable';

interface LeadsPageProps {
  leads: LeadListItem[];
  statuses: readonly string[];
  filter: LeadFilter;
  /** The same filter as a query string, for the CSV export link. */
  exportQuery: string;
}

/** Small line icons (24 px grid, drawn in currentColor); each is named by the text beside it. */
const iconPaths = {
  lines: 'M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01',
  drawings: 'M21 11.5 12.5 20a5.5 5.5 0 0 1-7.8-7.8l8.5-8.5a3.7 3.7 0 0 1 5.2 5.2l-8.5 8.5a1.8 1.8 0 0 1-2.6-2.6L15 7',
  waiting: 'M3 5h18v14H3zM3 5l9 8 9-8',
};

function Sign({ icon, shown, name }: { icon: keyof typeof iconPaths; shown: string; name: string }) {
  return (
    <span className={`leads__sign leads__sign--${icon}`}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path d={iconPaths[icon]} />
      </svg>
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{name}</span>
    </span>
  );
}

/** The lead's age and what it holds, as icons with their counts: a phone's card has no room for columns. */
function Glance({ glance, awaitingReply }: { glance: LeadGlance; awaitingReply: boolean }) {
  return (
    <>
      <span className="leads__age">
        <span aria-hidden="true">{glance.age}</span>
        <span className="visually-hidden">{glance.ageWords}</span>
      </span>
      {glance.quoteLines > 0 && (
        <Sign
          icon="lines"
          shown={String(glance.quoteLines)}
          name={glance.quoteLines === 1 ? '1 quote line' : `${glance.quoteLines} quote lines`}
        />
      )}
      {glance.drawings > 0 && (
        <Sign icon="drawings" shown={String(glance.drawings)} name={glance.drawings === 1 ? '1 drawing' : `${glance.drawings} drawings`} />
      )}
      {awaitingReply && <Sign icon="waiting" shown="" name="a customer's email waits for a reply" />}
    </>
  );
}

export function LeadsPage({ leads, statuses, filter, exportQuery }: LeadsPageProps) {
  const activeFilters = [filter.status, filter.source, filter.campaign].filter(Boolean).length;
  return (
    <AdminDocument title="Leads" current="leads">
      <div className="page-head">
        <h1>{filter.spam ? 'Spam' : 'Leads'}</h1>
        <nav aria-label="Folders" className="segmented">
          <a href={adminPaths.leads} aria-current={filter.spam || filter.awaitingReply ? undefined : 'page'}>
            Inbox
          </a>
          <a href={`${adminPaths.leads}?reply=1`} aria-current={filter.awaitingReply ? 'page' : undefined}>
            Needs reply
          </a>
          <a href={`${adminPaths.leads}?folder=spam`} aria-current={filter.spam ? 'page' : undefined}>
            Spam
          </a>
        </nav>
        <a className="button primary" href={adminPaths.newLead}>
          Add lead
        </a>
        {/* The export is the owner's (personal data in bulk). */}
        {useContext(SignedInRole) === 'owner' && (
          <a className="button" href={`${adminPaths.leadsCsv}${exportQuery}`}>
            Export CSV
          </a>
        )}
      </div>
      <form method="get" action={adminPaths.leads} className="filters" role="search">
        <label htmlFor="q">Search</label>
        <input id="q" name="q" type="search" defaultValue={filter.search} placeholder="Reference, name, company, email, phone" />
        {/* On a phone the filters fold behind one button; without script, a <details> is that button. */}
        <details className="filters__more">
          <summary>
            Filters
            {activeFilters > 0 && (
              <span className="nav-count">
                <span className="visually-hidden">: </span>
                {activeFilters}
                <span className="visually-hidden"> active</span>
              </span>
            )}
          </summary>
          <label htmlFor="status">Status</label>
          <select id="status" name="status" defaultValue={filter.status ?? ''}>
            <option value="">All statuses</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
          <label htmlFor="source">Source</label>
          <input id="source" name="source" defaultValue={filter.source} placeholder="e.g. facebook, google, direct" size={14} />
          <label htmlFor="campaign">Campaign</label>
          <input id="campaign" name="campaign" defaultValue={filter.campaign} size={14} />
        </details>
        {filter.needsAttention && <input type="hidden" name="attention" value="1" />}
        {filter.awaitingReply && <input type="hidden" name="reply" value="1" />}
        {filter.spam && <input type="hidden" name="folder" value="spam" />}
        <button type="submit">Filter</button>
      </form>
      {leads.length === 0 ? (
        <p className="panel muted">No leads match.</p>
      ) : (
        <ListTable
          headings={['Reference', 'Received', 'At a glance', 'Name', 'Service', 'Source', 'Status', 'Email']}
          caption="Quote requests, newest first"
        >
          {leads.map((lead) => (
            <tr key={lead.id} className={lead.awaitingReply ? 'leads__row--waiting' : undefined}>
              <td className="leads__reference">
                <a href={adminPaths.lead(lead.id)}>{lead.reference}</a>
                {lead.awaitingReply && (
                  <>
                    {' '}
                    <span className="status status--waiting">needs reply</span>
                  </>
                )}
                {lead.unverified && (
                  <>
                    {' '}
                    <span className="status status--attention">{unverifiedLead.label}</span>
                  </>
                )}
              </td>
              <td className="leads__received">{lead.received}</td>
              <td className="leads__glance">
                <Glance glance={lead.glance} awaitingReply={lead.awaitingReply} />
              </td>
              <td className="leads__name">
                {lead.name}
                {lead.company && <span className="muted"> · {lead.company}</span>}
              </td>
              <td className="leads__service">{lead.service}</td>
              <td className="leads__source" data-label="Source">
                {sourceInWords(lead.source)}
              </td>
              <td className="leads__status">
                <span className={`status status--${lead.status}`}>{lead.status}</span>
              </td>
              <td className="leads__email" data-label="Email">
                {lead.needsAttention ? <span className="status status--attention">needs attention</span> : lead.emailSummary}
              </td>
            </tr>
          ))}
        </ListTable>
      )}
    </AdminDocument>
  );
}
