// The types of quotation-pdf.js, which scripts/build-worker-modules.mjs bundles from this source.
export { drawQuotationPdf, drawAcknowledgementPdf, drawDeliveryReceiptPdf } from '../quotations/pdf-document';
