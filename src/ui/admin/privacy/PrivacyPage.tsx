import { useActorLabel } from '../use-actor-label';
import { AdminDocument } from '../AdminDocument';
import { adminPaths } from '../../../shared/admin-paths';

interface PrivacyPageProps {
  retentionYears: number;
  erasures: { reference: string; erasedAt: string; erasedBy: string; reason: string }[];
  /** The reference just erased, to confirm it. */
  erased?: string;
}

/** Requests under the Data Privacy Act: export one person's data, and the record of erased leads. */
export function PrivacyPage({ retentionYears, erasures, erased }: PrivacyPageProps) {
  const actorName = useActorLabel();
  return (
    <AdminDocument title="Privacy" current="privacy">
      <h1>Privacy requests</h1>
      {erased && <p className="notice">{`${erased} was erased.`}</p>}
      <section className="panel">
        <h2>Export one person's data</h2>
        <p>
          Every lead sent with this email address or phone number (a walk-in or a call may have no email): as a page the person can read, to
          send them, or as a JSON file for another system, with links to their drawings that only work here.
        </p>
        <form method="get" action={adminPaths.privacyExport} className="filters">
          <label htmlFor="export-who">Email or phone number</label>
          <input id="export-who" name="who" type="text" inputMode="email" autoComplete="off" required maxLength={254} />
          <button type="submit" name="format" value="page">
            Download the page
          </button>
          <button type="submit" name="format" value="json">
            Download JSON
          </button>
        </form>
        <p className="muted">
          To erase a lead on request, open it and choose "Erase this lead on request". Leads are erased automatically {retentionYears} years
          after they were received unless marked as part of a contract.
        </p>
      </section>
      <section className="panel">
        <h2>Erased leads</h2>
        {erasures.length === 0 ? (
          <p className="muted">None yet.</p>
        ) : (
          <table className="flags" id="erasures">
            <thead>
              <tr>
                <th scope="col">Reference</th>
                <th scope="col">Erased</th>
                <th scope="col">By</th>
                <th scope="col">Why</th>
              </tr>
            </thead>
            <tbody>
              {erasures.map((row, index) => (
                <tr key={index}>
                  <th scope="row">{row.reference}</th>
                  <td>{row.erasedAt}</td>
                  <td>{actorName(row.erasedBy)}</td>
                  <td>{row.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </AdminDocument>
  );
}
