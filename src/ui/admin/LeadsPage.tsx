import { unverifiedLead } from '../../content/quote-form';
import { AdminDocument } from './AdminDocument';
import { newLeadPath } from './NewLeadPage';
import type { LeadFilter, LeadListRow } from '../../shared/lead-view';

interface LeadsPageProps {
  businessName: string;
  operator: string;
  leads: LeadListRow[];
  statuses: readonly string[];
  filter: LeadFilter;
  /** The same filter as a query string, for the CSV export link. */
  exportQuery: string;
}

export function LeadsPage({ businessName, operator, leads, statuses, filter, exportQuery }: LeadsPageProps) {
  return (
    <AdminDocument title="Leads" businessName={businessName} operator={operator} current="leads">
      <div className="page-head">
        <h1>{filter.spam ? 'Spam' : 'Leads'}</h1>
        <nav aria-label="Folders" className="segmented">
          <a href="/admin/leads" aria-current={filter.spam || filter.awaitingReply ? undefined : 'page'}>
            Inbox
          </a>
          <a href="/admin/leads?reply=1" aria-current={filter.awaitingReply ? 'page' : undefined}>
            Needs reply
          </a>
          <a href="/admin/leads?folder=spam" aria-current={filter.spam ? 'page' : undefined}>
            Spam
          </a>
        </nav>
        <a className="button primary" href={newLeadPath}>
          Add lead
        </a>
        <a className="button" href={`/admin/leads.csv${exportQuery}`}>
          Export CSV
        </a>
      </div>
      <form method="get" action="/admin/leads" className="filters" role="search">
        <label htmlFor="q">Search</label>
        <input id="q" name="q" type="search" defaultValue={filter.search} placeholder="Reference, name, company, email, phone" />
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
        {filter.needsAttention && <input type="hidden" name="attention" value="1" />}
        {filter.awaitingReply && <input type="hidden" name="reply" value="1" />}
        {filter.spam && <input type="hidden" name="folder" value="spam" />}
        <button type="submit">Filter</button>
      </form>
      {leads.length === 0 ? (
        <p className="panel muted">No leads match.</p>
      ) : (
        <div className="table-wrap">
          <table className="leads">
            <caption className="visually-hidden">Quote requests, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Reference</th>
                <th scope="col">Received</th>
                <th scope="col">Name</th>
                <th scope="col">Service</th>
                <th scope="col">Source</th>
                <th scope="col">Status</th>
                <th scope="col">Email</th>
              </tr>
            </thead>
            <tbody>
              {leads.map((lead) => (
                <tr key={lead.id} className={lead.awaitingReply ? 'leads__row--waiting' : undefined}>
                  <td className="leads__reference">
                    <a href={`/admin/leads/${lead.id}`}>{lead.reference}</a>
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
                  <td className="leads__name">
                    {lead.name}
                    {lead.company && <span className="muted"> · {lead.company}</span>}
                  </td>
                  <td className="leads__service">{lead.service}</td>
                  <td className="leads__source" data-label="Source">
                    {lead.source}
                  </td>
                  <td className="leads__status">
                    <span className={`status status--${lead.status}`}>{lead.status}</span>
                  </td>
                  <td className="leads__email" data-label="Email">
                    {lead.needsAttention ? <span className="status status--attention">needs attention</span> : lead.emailSummary}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminDocument>
  );
}
