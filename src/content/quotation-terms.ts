// How the business quotes until the owner sets it in Site facts > Quotations: VAT registration,
// TIN, payment details and the terms a new quotation starts with. PLACEHOLDER values throughout:
// the owner replaces them in the dashboard (or here, for every new installation).
import type { QuotationSettings } from '../shared/quotation';

export const defaultQuotationSettings: QuotationSettings = {
  vat: 'vat-exclusive', // PLACEHOLDER: set to how the business is registered with the BIR
  tin: '000-000-000-000', // PLACEHOLDER: the business's TIN as the BIR issued it, shown on every quotation
  paymentDetails: 'Bank transfer or GCash: details to follow with your order confirmation.', // PLACEHOLDER
  paymentMethods: ['qrph'],
  terms: {
    validityDays: 15,
    depositPercent: 50,
    paymentTerms: '50% down payment on order, balance on delivery.',
    leadTime: 'Stock items: 2 to 3 working days. Fabrication: as agreed on approval of drawings.',
    deliveryTerms: 'Delivered within Cavite; Metro Manila and farther areas quoted separately.',
    notes: 'Prices are for the quantities and grades listed. Mill certificates on request.',
  },
};
