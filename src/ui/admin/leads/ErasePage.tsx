import { AdminDocument } from '../AdminDocument';
import { adminPaths } from '../../../shared/admin-paths';

interface ErasePageProps {
  lead: { id: number; reference: string; name: string };
  error?: string;
}

/** The confirm step before a lead is erased for good. */
export function ErasePage({ lead, error }: ErasePageProps) {
  return (
    <AdminDocument title={`Erase ${lead.reference}`} current="privacy">
      <p>
        <a href={adminPaths.lead(lead.id)}>← Back to {lead.reference}</a>
      </p>
      <h1>
        Erase {lead.reference} <span className="muted">{lead.name}</span>
      </h1>
      <div className="panel">
        <p>
          This deletes the request, its drawings, its emails, its notes and alerts for good. Only the reference, today's date, your name and
          the reason below are kept, as a record that it was erased. It cannot be undone.
        </p>
        <form method="post" action={adminPaths.lead(lead.id, 'erase')}>
          <label htmlFor="erase-reason">Why (e.g. "Erasure requested by the customer by email on 3 March")</label>
          <textarea id="erase-reason" name="reason" rows={2} required minLength={3} maxLength={500} />
          {error && <p className="field-error">{error}</p>}
          <button type="submit" className="danger">
            Erase for good
          </button>
        </form>
      </div>
    </AdminDocument>
  );
}
