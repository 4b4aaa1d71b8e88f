// The business as every document it issues prints it (the quotation, the payment acknowledgement,
// the delivery receipt): the published name, address and contact, with the quotation settings' tax details.
import { addressText } from '../../content/business';
import type { QuotationDocument } from '../../shared/quotation';
import type { SiteFacts } from '../../shared/site-facts';

export const documentBusiness = (facts: SiteFacts): QuotationDocument['business'] => ({
  name: facts.business.name,
  address: addressText(facts.business),
  phone: facts.business.phone,
  email: facts.business.email,
  tin: facts.quotations.tin,
  vat: facts.quotations.vat,
  paymentDetails: facts.quotations.paymentDetails,
});
