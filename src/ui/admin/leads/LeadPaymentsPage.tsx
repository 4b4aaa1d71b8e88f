// A lead's payments on its accepted quotation: won, paid and balance; each payment (PayMongo's,
// a proof to confirm or reject, one recorded by hand); and the form to record cash or a cheque.
import { AdminDocument } from '../AdminDocument';
import { adminPaths } from '../../../shared/admin-paths';

interface LeadPaymentRow {
  id: number;
  when: string;
  amount: string;
  method: string;
  status: string;
  reference: string;
  /** Who confirmed, rejected or recorded it, and when. */
  decided: string | null;
  problem: string | null;
  proofUrl: string | null;
  /** A proof waiting for the operator: confirm and reject post here. */
  decideUrl: string | null;
}

export interface LeadPaymentsView {
  leadId: number;
  reference: string;
  customer: string;
  /** Null when no version is accepted: payments are taken against an accepted quotation. */
  figures: { version: string; won: string; amountDue: string; downPayment: string; paid: string; balance: string } | null;
  payments: LeadPaymentRow[];
  values: Record<string, string>;
  error?: string;
  done?: string;
  today: string;
}

export function LeadPaymentsPage({ view }: { view: LeadPaymentsView }) {
  return (
    <AdminDocument title={`Payments · ${view.reference}`} current="leads">
      <p>
        <a href={adminPaths.lead(view.leadId)}>{`← ${view.reference} · ${view.customer}`}</a>
      </p>
      <h1>Payments</h1>
      {view.done && (
        <p className="notice" role="status">
          {view.done}
        </p>
      )}
      {view.error && (
        <p className="notice notice--warning" role="alert">
          {view.error}
        </p>
      )}
      {!view.figures ? (
        <p className="muted">No accepted quotation yet: payments are taken once the customer accepts one.</p>
      ) : (
        <>
          <dl className="panel payment-figures">
            <dt>Quotation</dt>
            <dd>{view.figures.version}</dd>
            <dt>Won</dt>
            <dd>{view.figures.won}</dd>
            <dt>Amount due</dt>
            <dd>{view.figures.amountDue}</dd>
            <dt>Down payment</dt>
            <dd>{view.figures.downPayment}</dd>
            <dt>Paid</dt>
            <dd>
              <strong>{view.figures.paid}</strong>
            </dd>
            <dt>Balance</dt>
            <dd>
              <strong>{view.figures.balance}</strong>
            </dd>
          </dl>
          {view.payments.length === 0 ? (
            <p className="muted">No payment yet.</p>
          ) : (
            <ul className="panel payment-list">
              {view.payments.map((payment) => (
                <li key={payment.id} id={`payment-${payment.id}`}>
                  <p>
                    <strong>{payment.amount}</strong>
                    {` by ${payment.method} · ${payment.status} · ${payment.when}`}
                    {payment.reference && ` · ref. ${payment.reference}`}
                  </p>
                  {payment.decided && <p className="muted">{payment.decided}</p>}
                  {payment.problem && <p className="field-error">{payment.problem}</p>}
                  {payment.proofUrl && (
                    <p>
                      <a href={payment.proofUrl}>Open the proof</a>
                    </p>
                  )}
                  {payment.decideUrl && (
                    <div className="payment-decide">
                      <form method="post" action={`${payment.decideUrl}/confirm`}>
                        <button type="submit" className="primary">{`Received ${payment.amount}`}</button>
                      </form>
                      <form method="post" action={`${payment.decideUrl}/reject`}>
                        <label htmlFor={`reason-${payment.id}`}>Reason, sent to the customer</label>
                        <input id={`reason-${payment.id}`} name="reason" required maxLength={300} />
                        <button type="submit">Reject the proof</button>
                      </form>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
          <form method="post" action={adminPaths.lead(view.leadId, 'payments')} className="panel">
            <h2>Record a payment received</h2>
            <p className="muted">
              Cash or a cheque at the counter, or a transfer you saw in the bank: the customer is emailed an acknowledgement.
            </p>
            <label htmlFor="amount">Amount (₱)</label>
            <input id="amount" name="amount" inputMode="decimal" required defaultValue={view.values.amount ?? ''} />
            <label htmlFor="method">Method</label>
            <select id="method" name="method" defaultValue={view.values.method ?? 'cash'}>
              <option value="cash">Cash</option>
              <option value="cheque">Cheque</option>
              <option value="transfer">Bank transfer</option>
            </select>
            <label htmlFor="reference">Reference (cheque or transfer number; optional)</label>
            <input id="reference" name="reference" maxLength={60} defaultValue={view.values.reference ?? ''} />
            <label htmlFor="receivedOn">Received on</label>
            <input
              id="receivedOn"
              name="receivedOn"
              type="date"
              max={view.today}
              required
              defaultValue={view.values.receivedOn ?? view.today}
            />
            <button type="submit" className="primary">
              Record the payment
            </button>
          </form>
        </>
      )}
    </AdminDocument>
  );
}
