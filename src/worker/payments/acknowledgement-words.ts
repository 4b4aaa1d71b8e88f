// The acknowledgement's fixed words, apart from its PDF drawing so the email can use them without
// loading pdf-lib (about 200 KB gzip, loaded only when a PDF is made).
export const acknowledgementTitle = 'Acknowledgement of payment – not an invoice';
/** RR 7-2024: a supplementary document says this, prominently. */
export const inputTaxNotice = 'THIS DOCUMENT IS NOT VALID FOR CLAIM OF INPUT TAX';
