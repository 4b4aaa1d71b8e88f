// The quotation PDF, made in workerd and read back: what it says must be what the document
// holds, figure for figure, however long the quotation and whatever a person typed into it.
import { describe, expect, it } from 'vitest';
import { pesoDigits, quotationTotals, type PricingTerms } from '../../src/shared/quotation-money';
import type { QuotationDocument, QuotationLine } from '../../src/shared/quotation';
import { renderQuotationPdf } from '../../src/worker/quotations/pdf';
import { pdfPlacedRuns, pdfText, pdfTextRuns } from './pdf-text';
import { loadQuotationPdf } from '../../src/worker/lazy-modules';
import { loadBeforeTests } from './lazy-modules';

loadBeforeTests(loadQuotationPdf);

type Line = Omit<QuotationLine, 'unitPriceCentavos'> & { unitPriceCentavos: number };

const pipeAndRailing: Line[] = [
  {
    kind: 'goods',
    description: 'Welded pipe 2 in NPS Sch 10S (60.3 x 2.77 mm), 6 m, grade 304, cut to 3 m lengths on site delivery',
    quantityMilli: 12_000,
    unit: 'length',
    unitPriceCentavos: 448_050,
    discountBasisPoints: 0,
  },
  {
    kind: 'goods',
    description: 'Seamless pipe 1 1/2 in NPS Sch 40S (48.3 x 3.68 mm), 6 m, grade 316L',
    quantityMilli: 4_500,
    unit: 'length',
    unitPriceCentavos: 612_000,
    discountBasisPoints: 1_250,
  },
  {
    kind: 'service',
    description: 'Fabrication and installation: mezzanine pipe railing, 24 m run,\nposts every 1.5 m, brushed finish',
    quantityMilli: 1_000,
    unit: 'lot',
    unitPriceCentavos: 1_850_000,
    discountBasisPoints: 0,
  },
];

function quotation(lines: Line[], pricing: Omit<PricingTerms, 'depositPercent'>): QuotationDocument {
  const totals = quotationTotals(lines, { ...pricing, depositPercent: 50 });
  return {
    reference: 'Q-2026-000123-R1',
    issuedOn: '2026-11-26',
    validUntil: '2026-12-11',
    business: {
      name: 'Cavite Stainless Fabrication',
      address: 'Lot 4, General Trias, Cavite',
      phone: '0917 123 4567',
      email: 'quotes@cavitestainless.example',
      tin: '123-456-789-000',
      vat: pricing.vat,
      paymentDetails: 'BDO 0012 3456 7890, Cavite Stainless Fabrication. GCash 0917 123 4567.',
    },
    customer: { name: 'Ana Reyes', company: 'Reyes Builders Inc.', email: 'ana@reyes.example', phone: '0918 765 4321' },
    lines: lines.map((line, index) => ({ ...line, amountCentavos: totals.lineAmounts[index]! })),
    discount: pricing.discount,
    withholding: pricing.withholding,
    totals,
    terms: {
      validityDays: 15,
      depositPercent: 50,
      paymentTerms: '50% down payment on order, balance on delivery.',
      leadTime: '10 working days from approval of drawings.',
      deliveryTerms: 'Delivered within Cavite.',
      notes: 'Prices are for the grades listed.',
    },
    preparedBy: 'Ramon Santos',
  };
}

// The first test loads pdf-lib: seconds on a loaded machine.
describe('the quotation PDF', { timeout: 20_000 }, () => {
  it('holds the reference, every line and the totals as the page writes them', async () => {
    const document = quotation(pipeAndRailing, {
      vat: 'vat-exclusive',
      discount: { kind: 'percent', basisPoints: 500 },
      withholding: true,
    });
    const pdf = await renderQuotationPdf(document);
    const text = await pdfText(pdf);

    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
    expect(text).toContain('Q-2026-000123-R1');
    expect(text).toContain('Valid until 11 December 2026');
    expect(text).toContain('VAT Reg. TIN 123-456-789-000');
    // Phones as people write them, quantities with their plural, and a block to sign for those who print it.
    expect(text).toContain('+63 917 123 4567 · quotes@cavitestainless.example');
    expect(text).toContain('+63 918 765 4321');
    expect(text).toContain('12 lengths');
    expect(text).toContain('4.5 lengths');
    expect(text).toContain('1 lot');
    expect(text).toContain('Prepared by Ramon Santos');
    expect(text).toMatch(
      /Acceptance We accept quotation Q-2026-000123-R1 for PHP [\d,.]+ and its terms\..* Name Position Signature Date PO no\./,
    );
    for (const line of document.lines) {
      expect(text).toContain(line.description.replace(/\s+/g, ' '));
      expect(text).toContain(pesoDigits(line.amountCentavos));
    }
    const { totals } = document;
    expect(totals.discount).toBeGreaterThan(0);
    expect(totals.withholding).toBeGreaterThan(0);
    for (const row of [
      `Subtotal PHP ${pesoDigits(totals.subtotal)}`,
      `Less discount 5% PHP ${pesoDigits(totals.discount)}`,
      `VAT 12% PHP ${pesoDigits(totals.vat)}`,
      `Total PHP ${pesoDigits(totals.total)}`,
      `Less withholding tax PHP ${pesoDigits(totals.withholding)}`,
      `Amount due PHP ${pesoDigits(totals.amountDue)}`,
      `Down payment 50% PHP ${pesoDigits(totals.deposit)}`,
    ]) {
      expect(text).toContain(row);
    }
    expect(text).not.toContain('VATable sales');
  });

  it('runs 100 lines over several pages, the table header and "Page n of N" on each', async () => {
    const lines = Array.from({ length: 100 }, (_, index) => ({
      ...pipeAndRailing[index % 3]!,
      description: `Item ${index + 1}: cut length`,
    }));
    const document = quotation(lines, { vat: 'vat-inclusive', discount: { kind: 'none' }, withholding: false });
    const runs = await pdfTextRuns(await renderQuotationPdf(document));
    const text = runs.join(' ');

    const pages = runs.filter((run) => /^Page \d+ of \d+$/.test(run));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages).toEqual(pages.map((_, index) => `Page ${index + 1} of ${pages.length}`));
    expect(runs.filter((run) => run === 'Description')).toHaveLength(pages.length);
    for (let item = 1; item <= 100; item++) expect(text).toContain(`Item ${item}: cut length`);
    expect(text).toContain(`VATable sales PHP ${pesoDigits(document.totals.vatableSales)}`);
    expect(text).toContain(`VAT 12% (included) PHP ${pesoDigits(document.totals.vat)}`);
    expect(text).toContain(`Total PHP ${pesoDigits(document.totals.total)}`);
  });

  it('runs a description of more lines than a page holds on to the next page, never off its foot', async () => {
    const description = Array.from({ length: 99 }, (_, index) => `L${index + 1}`).join('\n');
    const document = quotation([{ ...pipeAndRailing[0]!, description }], {
      vat: 'non-vat',
      discount: { kind: 'none' },
      withholding: false,
    });
    const runs = await pdfPlacedRuns(await renderQuotationPdf(document));

    for (let line = 1; line <= 99; line++) expect(runs.filter((run) => run.text === `L${line}`)).toHaveLength(1);
    // The footer's baseline is the lowest anything is drawn (bottom 64 pt less 20).
    const footer = runs.find((run) => run.text.startsWith('Page 1 of'))!;
    expect(runs.filter((run) => run.y < footer.y)).toEqual([]);
    expect(footer.text).not.toBe('Page 1 of 1');
  });

  it('draws markup as the words typed, and refuses to draw what its font cannot rather than change it', async () => {
    const typed = '<script>alert(1)</script> ₱ ⅜';
    const document = quotation([{ ...pipeAndRailing[0]!, description: typed }], {
      vat: 'non-vat',
      discount: { kind: 'none' },
      withholding: false,
    });
    document.terms.notes = typed;
    const text = await pdfText(await renderQuotationPdf(document));

    expect(text).toContain('<script>alert(1)</script> PHP 3/8');
    expect(text).toContain('Non-VAT registered');
    expect(text).not.toContain('VAT 12%');

    document.terms.notes = '✓ 漢字';
    await expect(renderQuotationPdf(document)).rejects.toThrow('"✓" (U+2713), "漢" (U+6F22), "字" (U+5B57)');
  });
});
