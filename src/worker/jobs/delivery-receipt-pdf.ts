// The delivery receipt as an A4 PDF: the business, the job and quotation references, where and by
// whom the goods went, the lines and quantities on this trip with their heat numbers, and a
// "Received in good order" block to sign. It records goods, never money: a supplementary document
// under RR 7-2024, not an invoice, and it says so. Bundled with the quotation PDF (pdf-document.ts
// re-exports it), so pdf-lib loads only when a PDF is made (docs/decisions/019).
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { customerDayInWords } from '../../shared/business-time';
import type { QuotationDocument } from '../../shared/quotation';
import { inputTaxNotice } from '../payments/acknowledgement-words';
import { pdfSpelling } from '../pdf/pdf-spelling';
import { contentWidth, letterhead, margin, muted, PdfWriter, section, signatureBlock, size, type Column } from '../pdf/pdf-writer';

export interface DeliveryReceiptDocument {
  /** J-2026-000012-D1: the job's reference and the trip's number in it; the file's name too. */
  number: string;
  business: QuotationDocument['business'];
  customer: { name: string; company: string | null };
  jobReference: string;
  quotationReference: string;
  /** Manila day YYYY-MM-DD, and the window in words. */
  scheduledOn: string;
  window: string;
  address: string;
  driverName: string;
  plateNumber: string;
  lines: { position: number; description: string; quantity: string; heats: string[] }[];
  /** What is still to come after this trip, in words per line; empty when this trip completes the order. */
  toFollow: { position: number; description: string; quantity: string }[];
}

/** The wording that says what this paper is; the worker tests read it back from the PDF. */
export const receiptStatement =
  'This is a delivery receipt: it records the goods delivered and received. It is not an invoice and states no amounts.';

/**
 * The customer's name and the address as typed may hold a character the standard font lacks: it
 * prints as "?" here (the dashboard refuses such characters in what it asks for: the address,
 * driver and plate), never stopping the receipt.
 */
function drawable(text: string): string {
  const { text: spelt, undrawable } = pdfSpelling(text);
  if (undrawable.length === 0) return spelt;
  return pdfSpelling([...text].map((character) => (undrawable.includes(character) ? '?' : character)).join('')).text;
}

function details(writer: PdfWriter, receipt: DeliveryReceiptDocument) {
  const labelWidth = 92;
  const rows: [string, string][] = [
    ['Delivered to', receipt.customer.company ? `${receipt.customer.name}, ${receipt.customer.company}` : receipt.customer.name],
    ['Address', receipt.address],
    ['Job', receipt.jobReference],
    ['Quotation', receipt.quotationReference],
    ['Delivery date', `${customerDayInWords(receipt.scheduledOn)}, ${receipt.window}`],
    ['Driver', receipt.driverName],
    ['Plate number', receipt.plateNumber],
  ];
  for (const [label, value] of rows) {
    writer.makeRoom(writer.lineHeight());
    writer.drawLine(label, margin, writer.y, { size: size.small, color: muted });
    writer.paragraph(value, margin + labelWidth, contentWidth - labelWidth);
    writer.gap(2);
  }
  writer.gap(10);
}

function itemTable(writer: PdfWriter, receipt: DeliveryReceiptDocument) {
  const number: Column = { heading: 'Line', width: 30, align: 'left' };
  const quantity: Column = { heading: 'Quantity delivered', width: 96, align: 'right' };
  const heats: Column = { heading: 'Heat no.', width: 110, align: 'left' };
  const description: Column = { heading: 'Item', width: contentWidth - number.width - quantity.width - heats.width, align: 'left' };
  const columns = [number, description, heats, quantity];
  writer.table(
    columns,
    receipt.lines.map((line) => [String(line.position), line.description, line.heats.join(', ') || '-', line.quantity]),
  );
  writer.gap(8);
}

function toFollow(writer: PdfWriter, receipt: DeliveryReceiptDocument) {
  if (receipt.toFollow.length === 0) {
    writer.paragraph('With this delivery, every item of the order is delivered.');
    writer.gap(12);
    return;
  }
  section(writer, 'Still to be delivered');
  for (const line of receipt.toFollow) writer.paragraph(`Line ${line.position}: ${line.description} - ${line.quantity}`);
  writer.gap(12);
}

/** Signed on the truck's tailgate. */
function receivedInGoodOrder(writer: PdfWriter) {
  signatureBlock(writer, 'Received in good order', 'The goods listed above were received complete and in good order and condition.', [
    ['Name', 'Position'],
    ['Signature', 'Date'],
  ]);
}

export async function drawDeliveryReceiptPdf(receipt: DeliveryReceiptDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Delivery receipt ${receipt.number}`);
  pdf.setAuthor(drawable(receipt.business.name));
  pdf.setLanguage('en-PH');
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  const writer = new PdfWriter(pdf, fonts, drawable);
  letterhead(writer, receipt.business, 'Delivery receipt', receipt.number);
  writer.paragraph(receiptStatement, margin, contentWidth, { bold: true });
  writer.paragraph(inputTaxNotice, margin, contentWidth, { bold: true });
  writer.gap(10);
  details(writer, receipt);
  itemTable(writer, receipt);
  toFollow(writer, receipt);
  receivedInGoodOrder(writer);
  writer.footers(`${receipt.business.name} · Delivery receipt ${receipt.number}`);
  return pdf.save();
}
