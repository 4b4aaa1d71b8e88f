// The types of quotation-pdf.js, which scripts/build-worker-modules.mjs bundles from this source.
export { drawQuotationPdf } from '../quotations/pdf-document';
export { drawAcknowledgementPdf } from '../payments/acknowledgement-pdf';
