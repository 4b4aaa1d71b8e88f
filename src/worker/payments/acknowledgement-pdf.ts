// The acknowledgement of a payment as a one-page A4 PDF: what was received, how, against which
// quotation, and the balance. It is a supplementary document under RR 7-2024, not the invoice
// (issued from the business's BIR-registered system), and says so. Bundled with the quotation PDF
// (pdf-document.ts re-exports it), so pdf-lib loads only when a PDF is made.
import { PDFDocument, PageSizes, StandardFonts, rgb } from 'pdf-lib';
import { pesoDigits } from '../../shared/quotation-money';
import { wrappedLines } from '../pdf/pdf-text';
import { pdfSpelling } from '../pdf/pdf-spelling';
import { acknowledgementTitle, inputTaxNotice } from './acknowledgement-words';

interface Acknowledgement {
  /** AP-<payment id>, printed and used as the file's name. */
  number: string;
  business: { name: string; address: string; phone: string; email: string; tin: string | null };
  customer: { name: string; company: string | null };
  quotationReference: string;
  /** "2 December 2026, 3:15 PM" (Manila). */
  receivedOn: string;
  amountCentavos: number;
  method: string;
  /** PayMongo's payment id, or the transfer's or cheque's reference. */
  paymentReference: string;
  amountDueCentavos: number;
  paidCentavos: number;
  balanceCentavos: number;
}

const pesos = (centavos: number) => `PHP ${pesoDigits(centavos)}`;

export async function drawAcknowledgementPdf(ack: Acknowledgement): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${acknowledgementTitle} ${ack.number}`);
  pdf.setAuthor(ack.business.name);
  pdf.setLanguage('en-PH');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  // The payer's name as typed may hold characters the standard font lacks (a Chinese name): those
  // are shown as "?" on this acknowledgement, whose figures and references are all ASCII.
  const drawable = (text: string) => {
    const { text: spelt, undrawable } = pdfSpelling(text);
    if (undrawable.length === 0) return spelt;
    return pdfSpelling([...text].map((character) => (undrawable.includes(character) ? '?' : character)).join('')).text;
  };
  const page = pdf.addPage(PageSizes.A4);
  const [width, height] = PageSizes.A4;
  const margin = 48;
  let y = height - margin;
  const ink = rgb(0.1, 0.1, 0.1);
  const line = (text: string, options: { size?: number; bold?: boolean; x?: number; right?: boolean } = {}) => {
    const size = options.size ?? 10;
    const font = options.bold ? bold : regular;
    for (const part of wrappedLines(drawable(text), font, size, width - 2 * margin)) {
      const x = options.right ? width - margin - font.widthOfTextAtSize(part, size) : (options.x ?? margin);
      page.drawText(part, { x, y: y - size, size, font, color: ink });
      y -= size * 1.4;
    }
  };
  const gap = (points = 10) => (y -= points);

  line(ack.business.name, { size: 14, bold: true });
  line(ack.business.address, { size: 9 });
  line(`${ack.business.phone} · ${ack.business.email}`, { size: 9 });
  if (ack.business.tin) line(`TIN ${ack.business.tin}`, { size: 9 });
  gap(14);
  line(acknowledgementTitle, { size: 16, bold: true });
  line(`No. ${ack.number}`, { size: 10 });
  gap();
  line(`Received from: ${ack.customer.company ? `${ack.customer.name}, ${ack.customer.company}` : ack.customer.name}`);
  line(`For quotation: ${ack.quotationReference}`);
  line(`Received on: ${ack.receivedOn}`);
  line(`Method: ${ack.method}`);
  line(`Payment reference: ${ack.paymentReference || '-'}`);
  gap();
  line(`Amount received: ${pesos(ack.amountCentavos)}`, { size: 13, bold: true });
  gap();
  line(`Amount due on the quotation: ${pesos(ack.amountDueCentavos)}`);
  line(`Paid so far: ${pesos(ack.paidCentavos)}`);
  line(`Balance: ${pesos(ack.balanceCentavos)}`, { bold: true });
  gap(16);
  line(inputTaxNotice, { size: 11, bold: true });
  line(
    'This acknowledges a payment received; it is not an invoice or an official receipt. The invoice is issued separately from our BIR-registered system.',
    { size: 9 },
  );
  return pdf.save();
}
