// The quotation PDF. pdf-lib and the layout (about 206 KB gzip) load only when a PDF is made, as
// a module of their own, so the requests that never make one do not pay for them
// (docs/decisions/019-quotation-pdf-with-pdf-lib.md).
import type { QuotationDocument } from '../../shared/quotation';
import { loadQuotationPdf } from '../lazy-modules';

export async function renderQuotationPdf(document: QuotationDocument): Promise<Uint8Array> {
  const { drawQuotationPdf } = await loadQuotationPdf();
  return drawQuotationPdf(document);
}
