// The quotation as an A4 PDF with selectable text: letterhead with the brand mark, lines (the
// table's header repeated on every page), totals, terms, payment details, an acceptance block to
// sign, "Page 1 of 3". Every figure is the frozen
// document's, written by the shared formatters; amounts as "PHP 4,480.00" because the standard
// fonts cannot draw "₱". Bundled on its own and loaded only when a PDF is made (pdf.ts).
import { customerDayInWords } from '../../shared/business-time';
import { PDFDocument, PageSizes, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { brandColours, brandFolds, brandPlate, brandTile } from '../../shared/brand-mark';
import { phoneForPeople } from '../../shared/phone';
import { pesoDigits, percentText } from '../../shared/quotation-money';
import { quantityWithUnitText } from '../../shared/unit-words';
import { totalsRows } from '../../shared/quotation-totals-rows';
import { vatModes, type QuotationDocument } from '../../shared/quotation';
import { drawableText, wrappedLines } from './pdf-text';

const [pageWidth, pageHeight] = PageSizes.A4;
const margin = 48;
const contentWidth = pageWidth - 2 * margin;
const right = pageWidth - margin;
/** The footer sits below this line; nothing else is drawn under it. */
const bottom = 64;
const size = { body: 9, small: 8, heading: 10.5, business: 14, title: 20 };
const leading = 1.35;
const ink = rgb(0.1, 0.1, 0.1);
const muted = rgb(0.4, 0.4, 0.4);
const rule = rgb(0.75, 0.75, 0.75);
const cellPadding = 4;

const pesos = (centavos: number) => `PHP ${pesoDigits(centavos)}`;

const hexColour = (hex: string): RGB =>
  rgb(...([1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255) as [number, number, number]));

interface Style {
  size?: number;
  bold?: boolean;
  color?: ReturnType<typeof rgb>;
}

interface Column {
  heading: string;
  width: number;
  align: 'left' | 'right';
}

/** Draws top to bottom, starting a new page when the next block does not fit. */
class PdfWriter {
  private readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  y = 0;
  readonly drawable = drawableText;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.addPage();
  }

  private addPage() {
    this.page = this.pdf.addPage(PageSizes.A4);
    this.pages.push(this.page);
    this.y = pageHeight - margin;
  }

  /** Starts a new page unless `height` fits above the footer; true when it did. */
  makeRoom(height: number): boolean {
    if (this.y - height >= bottom) return false;
    this.addPage();
    return true;
  }

  font = (style: Style = {}) => (style.bold ? this.fonts.bold : this.fonts.regular);
  lineHeight = (style: Style = {}) => (style.size ?? size.body) * leading;

  /** `text` (already drawable) with its left edge at x, or its right edge at x when `align` is right; baseline `lineHeight` below y. */
  drawLine(text: string, x: number, y: number, style: Style = {}, align: 'left' | 'right' = 'left', page = this.page) {
    const font = this.font(style);
    const textSize = style.size ?? size.body;
    const left = align === 'right' ? x - font.widthOfTextAtSize(text, textSize) : x;
    page.drawText(text, { x: left, y: y - textSize, size: textSize, font, color: style.color ?? ink });
  }

  /** Any text a person typed, wrapped to `width`. */
  lines(text: string, width: number, style: Style = {}) {
    return wrappedLines(this.drawable(text), this.font(style), style.size ?? size.body, width);
  }

  /** A paragraph at x, wrapped to `width`, moving y below it (a page break may fall inside it). */
  paragraph(text: string, x = margin, width = contentWidth, style: Style = {}) {
    for (const line of this.lines(text, width, style)) {
      this.makeRoom(this.lineHeight(style));
      this.drawLine(line, x, this.y, style);
      this.y -= this.lineHeight(style);
    }
  }

  gap(height: number) {
    this.y -= height;
  }

  horizontalRule(color = rule, from = margin, to = right) {
    this.page.drawLine({ start: { x: from, y: this.y }, end: { x: to, y: this.y }, thickness: 0.5, color });
  }

  /** The brand mark, `width` points square, its top-left corner at x, y. */
  brandMark(x: number, y: number, width: number) {
    const scale = width / 40;
    const navy = hexColour(brandColours.navy);
    this.page.drawSvgPath(brandTile, { x, y, scale, color: navy });
    this.page.drawSvgPath(brandPlate, { x, y, scale, color: hexColour(brandColours.steel) });
    this.page.drawSvgPath(brandFolds, { x, y, scale, borderColor: navy, borderWidth: 1.6 * scale });
  }

  /**
   * One row of cells (each wrapped to its column), kept on one page unless it is taller than a
   * page (a description of many short lines): then it runs on. `onNewPage` runs at each page it starts.
   */
  row(columns: Column[], cells: string[], style: Style, onNewPage?: () => void) {
    const wrapped = cells.map((cell, index) => this.lines(cell, columns[index]!.width - 2 * cellPadding, style));
    const lineCount = Math.max(...wrapped.map((lines) => lines.length));
    const lineHeight = this.lineHeight(style);
    if (this.makeRoom(Math.min(lineCount * lineHeight + 2 * cellPadding, pageHeight - margin - bottom))) onNewPage?.();
    for (let start = 0; ;) {
      const end = Math.min(lineCount, start + Math.max(1, Math.floor((this.y - bottom - 2 * cellPadding) / lineHeight)));
      let x = margin;
      wrapped.forEach((lines, index) => {
        const column = columns[index]!;
        lines.slice(start, end).forEach((line, offset) => {
          const lineY = this.y - cellPadding - offset * lineHeight;
          if (column.align === 'right') this.drawLine(line, x + column.width - cellPadding, lineY, style, 'right');
          else this.drawLine(line, x + cellPadding, lineY, style);
        });
        x += column.width;
      });
      this.y -= (end - start) * lineHeight;
      if (end === lineCount) break;
      start = end;
      this.addPage();
      onNewPage?.();
    }
    this.y -= 2 * cellPadding;
    this.horizontalRule();
  }

  /** "Page 1 of 3" and the reference at the foot of every page, once the page count is known. */
  footers(left: string) {
    this.pages.forEach((page, index) => {
      const style = { size: size.small, color: muted };
      this.drawLine(this.drawable(left), margin, bottom - 20, style, 'left', page);
      this.drawLine(`Page ${index + 1} of ${this.pages.length}`, right, bottom - 20, style, 'right', page);
    });
  }
}

function letterhead(writer: PdfWriter, document: QuotationDocument) {
  const { business } = document;
  const top = writer.y;
  writer.drawLine('Quotation', right, top, { size: size.title, bold: true }, 'right');
  writer.drawLine(writer.drawable(document.reference), right, top - size.title * leading, { size: size.heading }, 'right');
  const markWidth = 40;
  writer.brandMark(margin, top, markWidth);
  const textX = margin + markWidth + 12;
  const width = contentWidth * 0.6 - markWidth - 12;
  writer.paragraph(business.name, textX, width, { size: size.business, bold: true });
  writer.paragraph(business.address, textX, width);
  writer.paragraph(`${phoneForPeople(business.phone)} · ${business.email}`, textX, width);
  if (business.vat === 'non-vat') {
    writer.paragraph(vatModes['non-vat'], textX, width);
    if (business.tin) writer.paragraph(`TIN ${business.tin}`, textX, width);
  } else {
    writer.paragraph(business.tin ? `VAT Reg. TIN ${business.tin}` : 'VAT registered', textX, width);
  }
  writer.y = Math.min(writer.y, top - (size.title + size.heading) * leading) - 8;
  writer.horizontalRule(ink);
  writer.gap(8);
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

  const header = () =>
    writer.row(
      columns,
      columns.map((column) => column.heading),
      { size: size.small, bold: true },
    );
  header();
  document.lines.forEach((line, index) => {
    const cells = [
      String(index + 1),
      line.description,
      quantityWithUnitText(line.quantityMilli, line.unit),
      pesoDigits(line.unitPriceCentavos),
      ...(discounted ? [line.discountBasisPoints > 0 ? percentText(line.discountBasisPoints) : ''] : []),
      pesoDigits(line.amountCentavos),
    ];
    writer.row(columns, cells, {}, header);
  });
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

function section(writer: PdfWriter, heading: string) {
  writer.makeRoom(size.heading * leading + 3 * writer.lineHeight());
  writer.paragraph(heading, margin, contentWidth, { size: size.heading, bold: true });
  writer.gap(2);
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

/** For a customer who prints, signs and returns the quotation (or its PO), kept whole on one page. */
function acceptance(writer: PdfWriter, document: QuotationDocument) {
  const fieldHeight = 30;
  const fields = [
    ['Name', 'Position'],
    ['Signature', 'Date'],
    ['PO no.', ''],
  ] as const;
  writer.makeRoom(size.heading * leading + 3 * writer.lineHeight() + fields.length * fieldHeight + 8);
  section(writer, 'Acceptance');
  writer.paragraph(
    `We accept quotation ${document.reference} for PHP ${pesoDigits(document.totals.total)} and its terms. Sign and return this page, or accept online with the link in our email.`,
  );
  writer.gap(4);
  const columnWidth = (contentWidth - 24) / 2;
  for (const row of fields) {
    writer.y -= fieldHeight - size.small * leading;
    row.forEach((label, index) => {
      if (!label) return;
      const x = margin + index * (columnWidth + 24);
      writer.horizontalRule(ink, x, x + columnWidth);
      writer.drawLine(label, x, writer.y - 2, { size: size.small, color: muted });
    });
    writer.y -= size.small * leading + 2;
  }
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
