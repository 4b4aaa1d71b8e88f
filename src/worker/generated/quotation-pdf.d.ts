// The types of quotation-pdf.js, which scripts/build-worker-modules.mjs bundles from this source.
export { drawQuotationPdf, drawAcknowledgementPdf } from '../quotations/pdf-document';
