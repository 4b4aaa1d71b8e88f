import { AdminDocument } from './AdminDocument';
import type { LeadDetail } from './lead-view';

interface LeadPageProps {
  businessName: string;
  operator: string;
  lead: LeadDetail;
  statuses: readonly string[];
}

export function LeadPage({ businessName, operator, lead, statuses }: LeadPageProps) {
  return (
    <AdminDocument title={lead.reference} businessName={businessName} operator={operator} current="leads">
      <p>
        <a href="/admin/leads">← All leads</a>
      </p>
      <div className="page-head">
        <h1>
          {lead.reference} <span className="muted">{lead.name}</span>
        </h1>
        <form method="post" action={`/admin/leads/${lead.id}/status`} className="inline-form">
          <label htmlFor="lead-status">Status</label>
          <select id="lead-status" name="status" defaultValue={lead.status}>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
          <button type="submit">Save status</button>
        </form>
      </div>
      {lead.needsAttention && <p className="notice notice--warning">An email for this lead could not be delivered: contact them directly.</p>}
      {lead.quoteLines.length > 0 && (
        <section className="panel" aria-labelledby="quote-lines-heading">
          <h2 id="quote-lines-heading">Quote list</h2>
          <div className="table-wrap">
            <table className="leads">
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">Quantity</th>
                  <th scope="col">Item</th>
                  <th scope="col">Material</th>
                  <th scope="col">Note</th>
                </tr>
              </thead>
              <tbody>
                {lead.quoteLines.map((line, index) => (
                  <tr key={index}>
                    <td>{index + 1}</td>
                    <td>{line.quantity}</td>
                    <td>{line.item}</td>
                    <td>{line.material}</td>
                    <td>{line.note}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
      <div className="grid-2">
        <section className="panel">
          <h2>Request</h2>
          <dl className="fields">
            <div className="fields__row">
              <dt>Received</dt>
              <dd>{lead.received}</dd>
            </div>
            <div className="fields__row">
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${lead.email}?subject=${encodeURIComponent(`Your quote request ${lead.reference}`)}`}>{lead.email}</a>
              </dd>
            </div>
            <div className="fields__row">
              <dt>Phone</dt>
              <dd>
                <a href={`tel:${lead.phone}`}>{lead.phone}</a>
              </dd>
            </div>
            {lead.fields.map(([label, value]) => (
              <div key={label} className="fields__row">
                <dt>{label}</dt>
                <dd className="preserve-lines">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <div>
          <section className="panel">
            <h2>Drawings</h2>
            {lead.attachments.length === 0 ? (
              <p className="muted">No files attached.</p>
            ) : (
              <ul className="files">
                {lead.attachments.map((file) => (
                  <li key={file.url}>
                    <a href={file.url}>{file.name}</a> <span className="muted">{file.size}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="panel">
            <h2>Emails</h2>
            {lead.emails.map((email) => (
              <details key={email.kind}>
                <summary>
                  {email.kind === 'business' ? 'Notification to you' : 'Receipt to the visitor'}:{' '}
                  <span className={`status status--${email.status}`}>{email.status}</span>
                  <span className="muted">{` ${email.attempts} attempt${email.attempts === 1 ? '' : 's'}`}</span>
                </summary>
                {email.lastError && <p className="field-error">{email.lastError}</p>}
                <ol className="events">
                  {email.events.map((event, index) => (
                    <li key={index}>
                      {event.at}: {event.outcome}
                      {event.detail && <span className="muted"> ({event.detail})</span>}
                    </li>
                  ))}
                </ol>
              </details>
            ))}
          </section>
          <section className="panel">
            <h2>Notes</h2>
            {lead.notes.length === 0 ? (
              <p className="muted">No notes yet.</p>
            ) : (
              <ol className="notes">
                {lead.notes.map((note, index) => (
                  <li key={index}>
                    <p className="preserve-lines">{note.body}</p>
                    <p className="muted">
                      {note.author}, {note.at}
                    </p>
                  </li>
                ))}
              </ol>
            )}
            <form method="post" action={`/admin/leads/${lead.id}/notes`}>
              <label htmlFor="note">Add a note</label>
              <textarea id="note" name="body" rows={3} required maxLength={2000} />
              <button type="submit">Add note</button>
            </form>
          </section>
        </div>
      </div>
    </AdminDocument>
  );
}
