// Quotation arithmetic against answers worked by hand (in pesos, in the comments), so a change to
// the rounding rule or the order of the steps shows here first.
import { describe, expect, it } from 'vitest';
import { formatPesos, quotationTotals, type PricedLine, type PricingTerms } from '../../src/shared/quotation-money';

const goods = (quantityMilli: number, unitPriceCentavos: number, discountBasisPoints = 0): PricedLine => ({
  kind: 'goods',
  quantityMilli,
  unitPriceCentavos,
  discountBasisPoints,
});
const service = (quantityMilli: number, unitPriceCentavos: number): PricedLine => ({
  kind: 'service',
  quantityMilli,
  unitPriceCentavos,
  discountBasisPoints: 0,
});
const terms = (overrides: Partial<PricingTerms>): PricingTerms => ({
  vat: 'vat-exclusive',
  discount: { kind: 'none' },
  withholding: false,
  depositPercent: 50,
  ...overrides,
});

describe('quotationTotals', () => {
  it.each([
    {
      case: 'VAT added to prices before VAT',
      // 12 x 4,480.50 = 53,766.00; + 15,000.00 = 68,766.00; VAT 12% 8,251.92; total 77,017.92; half down 38,508.96
      lines: [goods(12_000, 448_050), service(1000, 1_500_000)],
      terms: terms({}),
      expected: { subtotal: 6_876_600, vat: 825_192, total: 7_701_792, withholding: 0, amountDue: 7_701_792, deposit: 3_850_896 },
    },
    {
      case: 'VAT inside prices that include it',
      // 3 x 1,120.00 = 3,360.00, of which VAT 3,360 x 12/112 = 360.00 and VATable sales 3,000.00
      lines: [goods(3000, 112_000)],
      terms: terms({ vat: 'vat-inclusive' }),
      expected: { subtotal: 336_000, vatableSales: 300_000, vat: 36_000, total: 336_000 },
    },
    {
      case: 'each line rounded half up to the centavo, before anything is added',
      // 2.5 x 333.33 = 833.325 -> 833.33; 99.99 less 12.5% = 87.49125 -> 87.49; 833.33 + 87.49 = 920.82; VAT 110.4984 -> 110.50
      lines: [goods(2500, 33_333), goods(1000, 9_999, 1250)],
      terms: terms({}),
      expected: { lineAmounts: [83_333, 8_749], subtotal: 92_082, vat: 11_050, total: 103_132 },
    },
    {
      case: "a discount on the total shared between goods and services for the customer's withholding",
      // 10,000 + 5,000 = 15,000; less 10% 1,500 -> 13,500; VAT 1,620 -> 15,120; goods 9,000 x 1% = 90 and services 4,500 x 2% = 90;
      // due 14,940; 30% down 4,482
      lines: [goods(1000, 1_000_000), service(1000, 500_000)],
      terms: terms({ discount: { kind: 'percent', basisPoints: 1000 }, withholding: true, depositPercent: 30 }),
      expected: { discount: 150_000, vat: 162_000, total: 1_512_000, withholding: 18_000, amountDue: 1_494_000, deposit: 448_200 },
    },
    {
      case: 'withholding on the amount net of VAT when prices include it',
      // 11,200 includes VAT 1,200; net 10,000 x 1% = 100; due 11,100
      lines: [goods(1000, 1_120_000)],
      terms: terms({ vat: 'vat-inclusive', withholding: true }),
      expected: { vat: 120_000, total: 1_120_000, withholding: 10_000, amountDue: 1_110_000 },
    },
    {
      case: 'a non-VAT business: no VAT, withholding on the whole amount',
      // 5,000 service, 2% withheld = 100; due 4,900
      lines: [service(1000, 500_000)],
      terms: terms({ vat: 'non-vat', withholding: true, depositPercent: 0 }),
      expected: { vat: 0, vatableSales: 500_000, total: 500_000, withholding: 10_000, amountDue: 490_000, deposit: 0 },
    },
    {
      case: 'a discount in pesos larger than the lines goes no further than zero',
      lines: [goods(1000, 10_000)],
      terms: terms({ discount: { kind: 'amount', centavos: 50_000 } }),
      expected: { discount: 10_000, vat: 0, total: 0 },
    },
    {
      case: 'VAT of a few centavos rounded half up',
      // 10.05 x 12% = 1.206 -> 1.21
      lines: [goods(1000, 1_005)],
      terms: terms({}),
      expected: { vat: 121, total: 1_126 },
    },
  ])('$case', ({ lines, terms: pricing, expected }) => {
    expect(quotationTotals(lines, pricing)).toMatchObject(expected);
  });

  it('adds up exactly at the largest quotation the builder accepts', () => {
    // 100 lines of 100,000 units at 100.00 = 1,000,000,000.00: beyond what floats hold to the centavo once multiplied.
    const totals = quotationTotals(
      Array.from({ length: 100 }, () => goods(100_000_000, 10_000)),
      terms({}),
    );
    expect(totals.subtotal).toBe(100_000_000_000);
    expect(totals.vat).toBe(12_000_000_000);
    expect(formatPesos(totals.total)).toBe('₱1,120,000,000.00');
  });
});
