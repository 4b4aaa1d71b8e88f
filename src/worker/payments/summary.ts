// The lead page's line about money on its accepted quotation: paid, balance, proofs to confirm.
import { formatPesos } from '../../shared/quotation-money';
import { parseDocument, type VersionRow } from '../quotation-records/store';
import { paymentAmounts } from './amounts';
import { paymentsForLead } from './store';
import { adminPaths } from '../../shared/admin-paths';

export async function leadPaymentsSummary(db: D1Database, leadId: number, accepted: VersionRow) {
  const payments = await paymentsForLead(db, leadId);
  const amounts = paymentAmounts(parseDocument(accepted), payments);
  return {
    paid: formatPesos(amounts.paid),
    balance: formatPesos(amounts.balance),
    proofsToConfirm: payments.filter((payment) => payment.status === 'proof').length,
    url: `${adminPaths.lead(leadId)}/payments`,
  };
}
