// The A4 layout the business's PDFs share (the quotation, the delivery receipt): a writer that
// draws top to bottom with page breaks, wrapped table rows whose header repeats on each page, the
// brand mark, the letterhead and "Page n of N" footers, in pdf-lib's standard fonts.
import { PDFDocument, PageSizes, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { brandColours, brandFolds, brandPlate, brandTile } from '../../shared/brand-mark';
import { phoneForPeople } from '../../shared/phone';
import { vatModes, type QuotationDocument } from '../../shared/quotation';
import { drawableText, wrappedLines } from './pdf-text';

const [pageWidth, pageHeight] = PageSizes.A4;
export const margin = 48;
export const contentWidth = pageWidth - 2 * margin;
export const right = pageWidth - margin;
/** The footer sits below this line; nothing else is drawn under it. */
const bottom = 64;
export const size = { body: 9, small: 8, heading: 10.5, business: 14, title: 20 };
const leading = 1.35;
const ink = rgb(0.1, 0.1, 0.1);
export const muted = rgb(0.4, 0.4, 0.4);
const rule = rgb(0.75, 0.75, 0.75);
const cellPadding = 4;

const hexColour = (hex: string): RGB =>
  rgb(...([1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255) as [number, number, number]));

export interface Style {
  size?: number;
  bold?: boolean;
  color?: ReturnType<typeof rgb>;
}

export interface Column {
  heading: string;
  width: number;
  align: 'left' | 'right';
}

/** Draws top to bottom, starting a new page when the next block does not fit. */
export class PdfWriter {
  private readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  y = 0;
  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
    /** Text a person typed as the font draws it; the quotation's refuses what it cannot draw. */
    readonly drawable: (text: string) => string = drawableText,
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

  /** A table: its header row, then each row, the header repeated at the top of every page it runs onto. */
  table(columns: Column[], rows: string[][]) {
    const header = () =>
      this.row(
        columns,
        columns.map((column) => column.heading),
        { size: size.small, bold: true },
      );
    header();
    for (const cells of rows) this.row(columns, cells, {}, header);
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

/** The business's name, address, contact and tax status beside the brand mark, the title and reference on the right, and a rule. */
export function letterhead(writer: PdfWriter, business: QuotationDocument['business'], title: string, reference: string) {
  const top = writer.y;
  writer.drawLine(title, right, top, { size: size.title, bold: true }, 'right');
  writer.drawLine(writer.drawable(reference), right, top - size.title * leading, { size: size.heading }, 'right');
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
}

/** A section's heading, kept on a page with the lines that follow it. */
export function section(writer: PdfWriter, heading: string) {
  writer.makeRoom(size.heading * leading + 3 * writer.lineHeight());
  writer.paragraph(heading, margin, contentWidth, { size: size.heading, bold: true });
  writer.gap(2);
}

/**
 * A block the customer signs by hand, kept whole on one page: its heading, what signing it means,
 * and rows of labelled lines to write on (Name, Signature, Date...), two to a row.
 */
export function signatureBlock(writer: PdfWriter, heading: string, statement: string, fields: readonly (readonly [string, string])[]) {
  const fieldHeight = 30;
  writer.makeRoom(size.heading * leading + 3 * writer.lineHeight() + fields.length * fieldHeight + 8);
  section(writer, heading);
  writer.paragraph(statement);
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
