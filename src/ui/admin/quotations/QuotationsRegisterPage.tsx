// /admin/quotations: every quotation version and draft, newest first, as cards on a phone.
import { useContext } from 'react';
import { AdminDocument } from '../AdminDocument';
import { SignedInRole } from '../dashboard-context';
import { quotationStatuses, type QuotationStatus } from '../../../shared/quotation';
import { adminPaths } from '../../../shared/admin-paths';
import { ListTable } from '../ListTable';

interface RegisterListRow {
  leadId: number;
  reference: string;
  customer: string;
  status: QuotationStatus;
  total: string;
  /** "Paid ₱41,260.80 · Balance ₱41,260.80" on an accepted version; '' otherwise. */
  money: string;
  sent: string;
  validUntil: string;
  answered: string;
  /** Who sent it (or saved the draft), by name. */
  by: string;
}

interface QuotationsRegisterPageProps {
  rows: RegisterListRow[];
  filter: { status: QuotationStatus | null; search: string };
  /** The query string the CSV link repeats. */
  csvQuery: string;
  /** The list stopped at its limit: the filters narrow it. */
  truncated: boolean;
}

export function QuotationsRegisterPage({ rows, filter, csvQuery, truncated }: QuotationsRegisterPageProps) {
  return (
    <AdminDocument title="Quotations" current="quotations">
      <div className="page-head">
        <h1>Quotations</h1>
        {useContext(SignedInRole) === 'owner' && (
          <a className="button" href={`${adminPaths.quotationsCsv}${csvQuery}`}>
            Download CSV
          </a>
        )}
      </div>
      <form method="get" action={adminPaths.quotations} className="filters">
        <label htmlFor="register-status">Status</label>
        <select id="register-status" name="status" defaultValue={filter.status ?? ''}>
          <option value="">All</option>
          {Object.entries(quotationStatuses).map(([id, label]) => (
            <option key={id} value={id}>
              {label}
            </option>
          ))}
        </select>
        <label htmlFor="register-search">Search</label>
        <input id="register-search" name="q" type="search" defaultValue={filter.search} placeholder="Reference, name or company" />
        <button type="submit">Show</button>
      </form>
      {rows.length === 0 ? (
        <p className="muted">No quotations match. A quotation starts from a lead's page: "Create quotation".</p>
      ) : (
        <ListTable headings={['Reference', 'Status', 'Customer', 'Total', 'Sent', 'Valid until', 'Answered', 'By']}>
          {rows.map((row) => (
            <tr key={`${row.reference}-${row.status}`}>
              <td className="leads__reference">
                <a href={adminPaths.lead(row.leadId, 'quotation')}>{row.reference}</a>
              </td>
              <td className="leads__status">
                <span className={`status status--${row.status}`}>{quotationStatuses[row.status]}</span>
              </td>
              <td>{row.customer}</td>
              <td data-label="Total">
                {row.total}
                {row.money && (
                  <>
                    <br />
                    <small>{row.money}</small>
                  </>
                )}
              </td>
              <td data-label="Sent" className="leads__received">
                {row.sent}
              </td>
              <td data-label="Valid until" className="leads__received">
                {row.validUntil}
              </td>
              <td data-label="Answered" className="leads__received">
                {row.answered}
              </td>
              <td data-label="By">{row.by}</td>
            </tr>
          ))}
        </ListTable>
      )}
      {truncated && <p className="muted">Only the newest quotations are listed: narrow the list with the filters, or download the CSV.</p>}
    </AdminDocument>
  );
}
