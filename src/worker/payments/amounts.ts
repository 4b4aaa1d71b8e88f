// What an accepted quotation asks and what has come in: the down payment (the quotation's own
// figure, as on its PDF), the amount due, what is paid and the balance. One place for the sums
// the customer's page, the lead's header, the register and the acknowledgement show.
import { isPaymongoMethod, type PaymongoMethod } from '../../shared/payment-methods';
import { formatPesos } from '../../shared/quotation-money';
import type { QuotationDocument } from '../../shared/quotation';
import type { PaymentRow } from './store';

export interface PaymentAmounts {
  /** The amount due on the quotation (the total, less withholding when the customer withholds). */
  amountDue: number;
  /** The down payment the quotation asks for (its percentage of the amount due). */
  downPayment: number;
  depositPercent: number;
  paid: number;
  /** What is still owed on the order. */
  balance: number;
  /** What is still owed on the down payment; zero once it is covered. */
  downPaymentLeft: number;
}

export function paymentAmounts(
  document: QuotationDocument,
  payments: readonly Pick<PaymentRow, 'status' | 'amount_centavos'>[],
): PaymentAmounts {
  const { amountDue, deposit } = document.totals;
  const downPayment = document.terms.depositPercent > 0 ? deposit : amountDue;
  const paid = payments.filter((payment) => payment.status === 'paid').reduce((sum, payment) => sum + payment.amount_centavos, 0);
  return {
    amountDue,
    downPayment,
    depositPercent: document.terms.depositPercent,
    paid,
    balance: Math.max(amountDue - paid, 0),
    downPaymentLeft: Math.max(downPayment - paid, 0),
  };
}

export function methodWords(payment: Pick<PaymentRow, 'channel' | 'provider_method'>): string {
  if (payment.channel === 'paymongo')
    return payment.provider_method
      ? isPaymongoMethod(payment.provider_method)
        ? paymongoMethodWords[payment.provider_method]
        : payment.provider_method
      : 'PayMongo';
  return { proof: 'bank transfer or GCash (proof sent)', cash: 'cash', cheque: 'cheque', transfer: 'bank transfer' }[payment.channel];
}

/** A payment alert's opening: "₱41,260.80 paid by GCash on Q-2026-000123", or the proof waiting to be confirmed. */
export const paymentAlertOpening = (
  payment: Pick<PaymentRow, 'status' | 'channel' | 'provider_method' | 'amount_centavos'>,
  reference: string,
) =>
  payment.channel === 'proof' && payment.status !== 'paid'
    ? `Proof of a ${formatPesos(payment.amount_centavos)} transfer to confirm on ${reference}`
    : `${formatPesos(payment.amount_centavos)} paid by ${methodWords(payment)} on ${reference}`;

/** A method as a receipt words it: shorter than the checkbox's label. */
const paymongoMethodWords: Record<PaymongoMethod, string> = {
  qrph: 'QR Ph',
  gcash: 'GCash',
  paymaya: 'Maya',
  grab_pay: 'GrabPay',
  shopee_pay: 'ShopeePay',
  card: 'card',
  dob: 'BPI online banking',
  dob_ubp: 'UnionBank online banking',
  brankas_bdo: 'BDO online banking',
  brankas_landbank: 'Landbank online banking',
  brankas_metrobank: 'Metrobank online banking',
};
