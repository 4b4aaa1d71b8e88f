// One sent version as the customer sees it, with its status, for the operator.
import { AdminDocument } from '../AdminDocument';
import type { SentVersion } from './QuotationBuilder';
import { QuotationDocumentView } from '../../quotation/QuotationDocumentView';
import { quotationStatuses, type QuotationDocument } from '../../../shared/quotation';
import { adminPaths } from '../../../shared/admin-paths';

interface QuotationVersionPageProps {
  leadId: number;
  version: SentVersion;
  document: QuotationDocument;
}

export function QuotationVersionPage({ leadId, version, document }: QuotationVersionPageProps) {
  return (
    <AdminDocument title={version.reference} current="quotations">
      <p>
        <a href={adminPaths.lead(leadId, 'quotation')}>← Quotation builder</a>
      </p>
      <p>
        <span className={`status status--${version.status}`}>{quotationStatuses[version.status]}</span>{' '}
        {`sent ${version.sentAt} by ${version.sentBy}`}
      </p>
      {version.outcome && <p className="preserve-lines">{version.outcome}</p>}
      {version.pdfUrl && (
        <p>
          <a className="button" href={version.pdfUrl}>
            Download the PDF
          </a>
        </p>
      )}
      <link rel="stylesheet" href="/quotation.css" />
      <QuotationDocumentView document={document} />
    </AdminDocument>
  );
}
