// The owner's "Join another lead into this one": the same person wrote on Messenger and then sent
// the form (or emailed), so their two leads become one, this one kept.
import { adminPaths } from '../../../shared/admin-paths';
export function MergePanel({ leadId, reference, merge }: { leadId: number; reference: string; merge: { typed: string; error?: string } }) {
  return (
    <section className="panel" id="merge" aria-labelledby="merge-heading">
      <h2 id="merge-heading">Join another lead into this one</h2>
      <p className="muted">
        {`For the same person's other enquiry: its timeline, drawings, messages and contact details move onto ${reference}, a note says where it came from, and the other lead is gone.`}
      </p>
      {merge.error && (
        <p className="notice notice--warning" role="alert">
          {merge.error}
        </p>
      )}
      <form method="post" action={adminPaths.lead(leadId, 'merge')} className="inline-form">
        <label htmlFor="merge-other">The other lead's reference</label>
        <input id="merge-other" name="other" required placeholder="Q-2026-000123" defaultValue={merge.typed} maxLength={30} />
        <button type="submit">Join into this lead</button>
      </form>
    </section>
  );
}
