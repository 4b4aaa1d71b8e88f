// A sent quotation as the customer reads it (and the operator previews it): letterhead, lines,
// totals and terms, every figure from the frozen document. Server-rendered; no script.
import { customerDayInWords } from '../../shared/business-time';
import { phoneForPeople } from '../../shared/phone';
import { formatPesos, percentText, quantityText } from '../../shared/quotation-money';
import { totalsRows } from '../../shared/quotation-totals-rows';
import { vatModes, type QuotationDocument } from '../../shared/quotation';

export function QuotationDocumentView({ document: quotation }: { document: QuotationDocument }) {
  const { business, customer, terms } = quotation;
  const rows = totalsRows(quotation.totals, {
    vat: business.vat,
    discount: quotation.discount,
    withholding: quotation.withholding,
    depositPercent: terms.depositPercent,
  });
  return (
    <article className="quotation">
      <header className="quotation__letterhead">
        <p className="quotation__business">{business.name}</p>
        <p>{business.address}</p>
        <p>{`${phoneForPeople(business.phone)} · ${business.email}`}</p>
        <p>{business.vat === 'non-vat' ? vatModes['non-vat'] : `VAT registered${business.tin ? ` · TIN ${business.tin}` : ''}`}</p>
        {business.vat === 'non-vat' && business.tin && <p>{`TIN ${business.tin}`}</p>}
      </header>
      <h1>
        Quotation <span className="quotation__reference">{quotation.reference}</span>
      </h1>
      <p className="quotation__not-invoice">
        This is a quotation, not an invoice. The official invoice is issued from our BIR-registered system.
      </p>
      <dl className="quotation__facts">
        <div>
          <dt>For</dt>
          <dd>{[customer.name, customer.company].filter(Boolean).join(', ')}</dd>
        </div>
        <div>
          <dt>Issued</dt>
          <dd>{customerDayInWords(quotation.issuedOn)}</dd>
        </div>
        <div>
          <dt>Valid until</dt>
          <dd>{customerDayInWords(quotation.validUntil)}</dd>
        </div>
        {quotation.preparedBy && (
          <div>
            <dt>Prepared by</dt>
            <dd>{quotation.preparedBy}</dd>
          </div>
        )}
        <div>
          <dt>Contact</dt>
          <dd>{`${phoneForPeople(business.phone)} · ${business.email}`}</dd>
        </div>
      </dl>
      <h2>Items</h2>
      <ol className="quotation__lines">
        {quotation.lines.map((line, index) => (
          <li key={index} className="quotation__line">
            <p className="quotation__description">{line.description}</p>
            <p className="quotation__line-figures">
              <span>{`${quantityText(line.quantityMilli)} × ${formatPesos(line.unitPriceCentavos)} per ${line.unit}`}</span>
              {line.discountBasisPoints > 0 && <span>{` less ${percentText(line.discountBasisPoints)}`}</span>}
              <strong>{formatPesos(line.amountCentavos)}</strong>
            </p>
          </li>
        ))}
      </ol>
      <dl className="quotation__totals">
        {rows.map((row) => (
          <div key={row.label} className={row.strong ? 'quotation__total quotation__total--strong' : 'quotation__total'}>
            <dt>{row.label}</dt>
            <dd>{formatPesos(row.centavos)}</dd>
          </div>
        ))}
      </dl>
      <h2>Terms</h2>
      <dl className="quotation__terms">
        <div>
          <dt>Validity</dt>
          <dd>{`${terms.validityDays} days, until ${customerDayInWords(quotation.validUntil)}`}</dd>
        </div>
        {terms.paymentTerms && (
          <div>
            <dt>Payment</dt>
            <dd>{terms.paymentTerms}</dd>
          </div>
        )}
        {terms.leadTime && (
          <div>
            <dt>Lead time</dt>
            <dd>{terms.leadTime}</dd>
          </div>
        )}
        {terms.deliveryTerms && (
          <div>
            <dt>Delivery</dt>
            <dd>{terms.deliveryTerms}</dd>
          </div>
        )}
      </dl>
      {terms.notes && <p className="quotation__notes">{terms.notes}</p>}
      {business.paymentDetails && (
        <>
          <h2>How to pay</h2>
          <p className="quotation__notes">{business.paymentDetails}</p>
        </>
      )}
    </article>
  );
}
