// The quotation as an A4 PDF with selectable text: letterhead with the brand mark, lines (the
// table's header repeated on every page), totals, terms, payment details, an acceptance block to
// sign, "Page 1 of 3". Every figure is the frozen
// document's, written by the shared formatters; amounts as "PHP 4,480.00" because the standard
// fonts cannot draw "₱". Bundled on its own and loaded only when a PDF is made (pdf.ts).
import { customerDayInWords } from '../../shared/business-time';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { phoneForPeople } from '../../shared/phone';
import { pesoDigits, percentText } from '../../shared/quotation-money';
import { quantityWithUnitText } from '../../shared/unit-words';
import { totalsRows } from '../../shared/quotation-totals-rows';
import type { QuotationDocument } from '../../shared/quotation';
import {
  contentWidth,
  letterhead as businessLetterhead,
  margin,
  muted,
  PdfWriter,
  right,
  section,
  signatureBlock,
  size,
  type Column,
} from '../pdf/pdf-writer';

const pesos = (centavos: number) => `PHP ${pesoDigits(centavos)}`;

function letterhead(writer: PdfWriter, document: QuotationDocument) {
  businessLetterhead(writer, document.business, 'Quotation', document.reference);
  writer.paragraph(
    'This is a quotation, not an invoice. The official invoice is issued from our BIR-registered system.',
    margin,
    contentWidth,
    {
      bold: true,
    },
  );
  writer.gap(10);
}

function parties(writer: PdfWriter, document: QuotationDocument) {
  const { customer } = document;
  const top = writer.y;
  const half = contentWidth / 2;
  writer.paragraph('Quotation for', margin, half, { size: size.small, color: muted });
  for (const line of [customer.name, customer.company, customer.email, customer.phone && phoneForPeople(customer.phone)])
    if (line) writer.paragraph(line, margin, half - 12);
  const customerBottom = writer.y;

  writer.y = top;
  const labelWidth = 70;
  for (const [label, value] of [
    ['Reference', document.reference],
    ['Issued', customerDayInWords(document.issuedOn)],
    ['Valid until', customerDayInWords(document.validUntil)],
    // A person's name, never their email: the business's own details are how to reach them.
    ...(document.preparedBy ? [['Prepared by', document.preparedBy] as const] : []),
    ['Contact', `${phoneForPeople(document.business.phone)}\n${document.business.email}`],
  ] as const) {
    const lineTop = writer.y;
    writer.drawLine(label, margin + half, lineTop, { size: size.small, color: muted });
    writer.paragraph(value, margin + half + labelWidth, half - labelWidth);
  }
  writer.y = Math.min(writer.y, customerBottom);
  writer.gap(14);
}

function lineTable(writer: PdfWriter, document: QuotationDocument) {
  const discounted = document.lines.some((line) => line.discountBasisPoints > 0);
  const figures: Column[] = [
    { heading: 'Quantity', width: 72, align: 'right' },
    { heading: 'Unit price (PHP)', width: 78, align: 'right' },
    ...(discounted ? [{ heading: 'Discount', width: 50, align: 'right' } as const] : []),
    { heading: 'Amount (PHP)', width: 84, align: 'right' },
  ];
  const number: Column = { heading: 'No.', width: 26, align: 'left' };
  const descriptionWidth = contentWidth - number.width - figures.reduce((sum, column) => sum + column.width, 0);
  const columns = [number, { heading: 'Description', width: descriptionWidth, align: 'left' } as const, ...figures];

  writer.table(
    columns,
    document.lines.map((line, index) => [
      String(index + 1),
      line.description,
      quantityWithUnitText(line.quantityMilli, line.unit),
      pesoDigits(line.unitPriceCentavos),
      ...(discounted ? [line.discountBasisPoints > 0 ? percentText(line.discountBasisPoints) : ''] : []),
      pesoDigits(line.amountCentavos),
    ]),
  );
  writer.gap(8);
}

function totals(writer: PdfWriter, document: QuotationDocument) {
  const rows = totalsRows(document.totals, {
    vat: document.business.vat,
    discount: document.discount,
    withholding: document.withholding,
    depositPercent: document.terms.depositPercent,
  });
  const rowHeight = writer.lineHeight() + 4;
  writer.makeRoom(rows.length * rowHeight);
  const labelX = right - 260;
  for (const row of rows) {
    const style = { bold: row.strong };
    writer.drawLine(row.label, labelX, writer.y, style);
    writer.drawLine(pesos(row.centavos), right, writer.y, style, 'right');
    writer.y -= rowHeight;
  }
  writer.gap(12);
}

function terms(writer: PdfWriter, document: QuotationDocument) {
  const { terms } = document;
  section(writer, 'Terms');
  const labelWidth = 90;
  const rows: [string, string][] = [
    ['Validity', `${terms.validityDays} days, until ${customerDayInWords(document.validUntil)}`],
    ['Payment', terms.paymentTerms],
    ['Lead time', terms.leadTime],
    ['Delivery', terms.deliveryTerms],
    ['Notes', terms.notes],
  ];
  for (const [label, value] of rows) {
    if (!value) continue;
    writer.makeRoom(writer.lineHeight());
    writer.drawLine(label, margin, writer.y, { bold: true });
    writer.paragraph(value, margin + labelWidth, contentWidth - labelWidth);
    writer.gap(3);
  }
  writer.gap(9);
  if (document.business.paymentDetails) {
    section(writer, 'How to pay');
    writer.paragraph(document.business.paymentDetails);
    writer.gap(12);
  }
}

/** For a customer who prints, signs and returns the quotation (or its PO). */
function acceptance(writer: PdfWriter, document: QuotationDocument) {
  signatureBlock(
    writer,
    'Acceptance',
    `We accept quotation ${document.reference} for PHP ${pesoDigits(document.totals.total)} and its terms. Sign and return this page, or accept online with the link in our email.`,
    [
      ['Name', 'Position'],
      ['Signature', 'Date'],
      ['PO no.', ''],
    ],
  );
}

export async function drawQuotationPdf(document: QuotationDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Quotation ${document.reference}`);
  pdf.setAuthor(document.business.name);
  pdf.setLanguage('en-PH');
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  const writer = new PdfWriter(pdf, fonts);
  letterhead(writer, document);
  parties(writer, document);
  lineTable(writer, document);
  totals(writer, document);
  terms(writer, document);
  acceptance(writer, document);
  writer.footers(`${document.business.name} · Quotation ${document.reference}`);
  return pdf.save();
}

// The payment acknowledgement shares this module so pdf-lib is bundled and loaded once.
export { drawAcknowledgementPdf } from '../payments/acknowledgement-pdf';
// The delivery receipt too (src/worker/jobs/delivery-receipt-pdf.ts).
export { drawDeliveryReceiptPdf } from '../jobs/delivery-receipt-pdf';
