// Before Send: the version as the customer will get it (their page's view of the document, with the
// total they will read) and its PDF, and Send, which posts exactly the draft previewed.
import type { QuotationDocument } from '../../../shared/quotation';
import { QuotationDocumentView } from '../../quotation/QuotationDocumentView';
import { AdminDocument } from '../AdminDocument';
import { adminPaths } from '../../../shared/admin-paths';

interface QuotationPreviewPageProps {
  leadId: number;
  document: QuotationDocument;
  /** The builder's fields of the draft previewed: Send posts them, so what is sent is what was seen. */
  values: Record<string, string>;
  /** The total the customer acts on, in words ("Total ₱108,355.52"). */
  payable: string;
  sendTo: string;
  /** Why the PDF will not go with it (the customer's own name has characters its font lacks), if so. */
  pdfWarning?: string;
}

export function QuotationPreviewPage({ leadId, document, values, payable, sendTo, pdfWarning }: QuotationPreviewPageProps) {
  const builder = adminPaths.lead(leadId, 'quotation');
  return (
    <AdminDocument title={`Preview ${document.reference}`} current="leads">
      <p>
        <a href={builder}>← Back to the builder</a>
      </p>
      <h1>Preview {document.reference}</h1>
      <p className="notice" role="status">
        {`Not sent yet. This is what ${sendTo} will get: the page below behind the link, and the PDF. ${payable}.`}
      </p>
      {pdfWarning && (
        <p className="notice notice--warning" role="alert">
          {pdfWarning}
        </p>
      )}
      <p>
        <a className="button" href={`${builder}/preview.pdf`}>
          Open the PDF
        </a>
      </p>
      <link rel="stylesheet" href="/quotation.css" />
      <QuotationDocumentView document={document} />
      <form method="post" action={builder} className="quote-bar" data-no-guard>
        {Object.entries(values).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <p className="quote-bar__total">
          <strong>{payable}</strong>
        </p>
        <div className="quote-bar__actions">
          <a className="button" href={builder}>
            Edit
          </a>
          <button type="submit" name="action" value="send" className="primary">
            {`Send ${document.reference}`}
          </button>
        </div>
      </form>
    </AdminDocument>
  );
}
