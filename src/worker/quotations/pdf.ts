// The quotation PDF. pdf-lib (about 180 KB gzip) is loaded only when a PDF is made, as a module
// of its own, so the requests that never make one do not load it
// (docs/decisions/018-quotation-pdf-with-pdf-lib.md).
import type { QuotationDocument } from '../../shared/quotation';
import { loadQuotationPdf } from '../lazy-modules';

export async function renderQuotationPdf(document: QuotationDocument): Promise<Uint8Array> {
  const { drawQuotationPdf } = await loadQuotationPdf();
  return drawQuotationPdf(document);
}
