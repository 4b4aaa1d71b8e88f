// The quotation PDF. pdf-lib (about 181 KB gzip) is imported only when a PDF is made, so the
// requests that never make one do not load it (docs/decisions/018-quotation-pdf-with-pdf-lib.md).
import type { QuotationDocument } from '../../shared/quotation';

export async function renderQuotationPdf(document: QuotationDocument): Promise<Uint8Array> {
  const { drawQuotationPdf } = await import('./pdf-document');
  return drawQuotationPdf(document);
}
