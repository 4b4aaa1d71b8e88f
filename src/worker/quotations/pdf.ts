// Temporary until the PDF module lands (branch q-pdf): every send takes the no-PDF path.
import type { QuotationDocument } from '../../shared/quotation';

export async function renderQuotationPdf(document: QuotationDocument): Promise<Uint8Array> {
  throw new Error(`The PDF for ${document.reference} cannot be made yet.`);
}
