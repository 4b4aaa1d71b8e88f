// The accepted quotation's payment panel: the down payment due (the quotation's own figure), what
// is paid and the balance; "Pay now" through PayMongo's checkout and a proof of a bank or GCash
// transfer, each a plain form that works without JavaScript.
import type { CustomerPaymentView } from '../../shared/customer-payment-view';
import { Input, type FormState } from './fields';

export function PaymentSection({ view, payment }: { view: FormState & { path: string }; payment: CustomerPaymentView }) {
  const { amounts } = payment;
  return (
    <section aria-labelledby="payment-heading" className="answer payment">
      <h2 id="payment-heading">Payment</h2>
      <dl className="card payment__figures">
        {amounts.depositPercent > 0 && (
          <div>
            <dt>{`Down payment due (${amounts.depositPercent}%)`}</dt>
            <dd>{amounts.downPayment}</dd>
          </div>
        )}
        <div>
          <dt>Amount due</dt>
          <dd>{amounts.amountDue}</dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd>{amounts.paid}</dd>
        </div>
        <div>
          <dt>Balance</dt>
          <dd>
            <strong>{amounts.balance}</strong>
          </dd>
        </div>
      </dl>
      {payment.confirming && (
        <p className="banner">A payment you started is being confirmed with PayMongo: it shows here as received once confirmed.</p>
      )}
      {payment.payments.length > 0 && (
        <ul className="card payment__list">
          {payment.payments.map((row, index) => (
            <li key={index}>
              {`${row.when}: ${row.amount} by ${row.method}, ${row.status}`}
              {row.note && ` (${row.note})`}
            </li>
          ))}
        </ul>
      )}
      {!payment.settled && payment.payOnline && (
        <form method="post" action={`${view.path}/pay`} className="card">
          <h3>Pay now</h3>
          <p className="hint">QR Ph, e-wallets or online banking on PayMongo's secure page. You can pay in parts: change the amount.</p>
          <div className="field">
            <label htmlFor="amount">Amount (₱)</label>
            <input
              id="amount"
              name="amount"
              inputMode="decimal"
              required
              defaultValue={view.values.amount ?? payment.suggested}
              aria-invalid={view.errors.amount ? true : undefined}
              aria-describedby={view.errors.amount ? 'amount-error' : undefined}
            />
            {view.errors.amount && (
              <p id="amount-error" className="error">
                {view.errors.amount}
              </p>
            )}
          </div>
          <button type="submit" className="primary">
            Pay now
          </button>
        </form>
      )}
      {!payment.settled && (
        <form method="post" action={`${view.path}/proof`} encType="multipart/form-data" className="card">
          <h3>I paid by bank transfer / GCash</h3>
          {payment.paymentDetails && <p className="payment__details">{payment.paymentDetails}</p>}
          <p className="hint">Send us the screenshot or scan of your transfer: we confirm it and email you an acknowledgement.</p>
          <Input view={view} name="reference" label="Reference number" required />
          <Input view={view} name="paidAmount" label="Amount paid (₱)" required />
          <Input view={view} name="proof" label="Proof of payment" type="file" required hint={payment.proofLimits} />
          <button type="submit">Send the proof</button>
        </form>
      )}
    </section>
  );
}
