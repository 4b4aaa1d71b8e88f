// The lead's header: where its money stands (quoted; accepted, by whom, with the PO no.; paid and
// the balance) and the open question (changes asked that no revision answered yet), so neither is
// found only deep in the timeline; and the flag when the customer accepted over that question.
import type { AskedChanges, LeadDetail } from '../../../shared/lead-view';
import { adminPaths } from '../../../shared/admin-paths';

/** The customer's words, cut to a line or two: the timeline has them whole. */
const shortWords = (text: string) => (text.length > 160 ? `${text.slice(0, 159).trimEnd()}…` : text);

const askedWords = (changes: AskedChanges) =>
  `${changes.count === 1 ? 'Changes asked' : `Changes asked ${changes.count} times`} ${changes.when}: “${shortWords(changes.text)}”`;

interface LeadStandingProps {
  leadId: number;
  quotation: LeadDetail['quotation'];
  wonAmount: string | null;
}

export function LeadStanding({ leadId, quotation, wonAmount }: LeadStandingProps) {
  if (!quotation) return null;
  const { accepted, payments, openChanges, acceptedOverChanges } = quotation;
  return (
    <>
      <ul className="lead-standing" aria-label="Where the quotation stands">
        <li>
          {accepted ? (
            <>
              <strong>{`Accepted ${wonAmount ?? quotation.total}`}</strong>
              {` (${quotation.reference}) by ${accepted.by}, ${accepted.when} · `}
              {accepted.poNumber ? <strong>{`PO no. ${accepted.poNumber}`}</strong> : <span className="muted">no PO no. given</span>}
            </>
          ) : quotation.total ? (
            <>
              <strong>{`Quoted ${quotation.total}`}</strong>
              {` (${quotation.reference}, ${quotation.status})`}
            </>
          ) : (
            <span className="muted">Quotation drafted, not sent</span>
          )}
        </li>
        {payments && (
          <li>
            <strong>{`Paid ${payments.paid}`}</strong>
            {` · balance ${payments.balance}`}
          </li>
        )}
        {openChanges && (
          <li className="lead-standing__question">
            <strong>Open question:</strong>
            {` ${askedWords(openChanges)} · `}
            <a href={`${adminPaths.lead(leadId, 'quotation')}?revise=1`}>Make a revision</a>
          </li>
        )}
      </ul>
      {acceptedOverChanges && (
        <p className="notice notice--warning" role="note">
          <strong>Accepted over a change request:</strong>
          {` the customer accepted ${quotation.reference} unchanged after asking for changes no revision answered. ${askedWords(acceptedOverChanges)} Check which they want before ordering materials.`}
        </p>
      )}
    </>
  );
}
