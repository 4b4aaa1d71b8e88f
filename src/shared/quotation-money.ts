// Quotation arithmetic in integer centavos (never floats). One rounding rule everywhere: each
// division rounds half up to the centavo (amounts are never negative). The order is fixed:
// line amounts, then the discount on the total, then VAT, then withholding, then the deposit.
// Hand-worked answers: test/unit/quotation-money.test.ts.

/** How the business is registered for VAT, and whether its prices include it (a site fact). */
export type VatMode = 'vat-exclusive' | 'vat-inclusive' | 'non-vat';
/** Goods are withheld at 1%, services at 2% (expanded withholding tax, for customers who withhold). */
export type LineKind = 'goods' | 'service';

export const vatPercent = 12;
/** ₱100,000,000.00: a unit price above it is a typo, not a price. */
export const maxUnitPriceCentavos = 10_000_000_000;
const withholdingPercent: Record<LineKind, number> = { goods: 1, service: 2 };

export interface PricedLine {
  kind: LineKind;
  /** Quantity in thousandths (2.5 m is 2500). */
  quantityMilli: number;
  unitPriceCentavos: number;
  /** A discount on the line, in hundredths of a percent (12.5% is 1250). */
  discountBasisPoints: number;
}

export type TotalDiscount = { kind: 'none' } | { kind: 'percent'; basisPoints: number } | { kind: 'amount'; centavos: number };

export interface PricingTerms {
  vat: VatMode;
  discount: TotalDiscount;
  /** Show "less withholding tax" (the customer withholds). */
  withholding: boolean;
  /** The down payment asked on acceptance, a whole percent of the amount due. */
  depositPercent: number;
}

export interface QuotationTotals {
  /** Each line's amount after its own discount, in the order given. */
  lineAmounts: number[];
  /** The lines added up (as entered: VAT included when prices include it). */
  subtotal: number;
  /** The discount on the total. */
  discount: number;
  /** Sales net of VAT (for a non-VAT business: the total). */
  vatableSales: number;
  vat: number;
  /** What the customer pays before withholding: the lead's won amount when accepted. */
  total: number;
  withholding: number;
  /** The total less withholding. */
  amountDue: number;
  deposit: number;
}

/** a / b rounded half up, for a >= 0 and b > 0. */
function divideRounded(a: bigint, b: bigint): bigint {
  return (2n * a + b) / (2n * b);
}

const big = BigInt;

function lineAmount(line: PricedLine): number {
  return Number(divideRounded(big(line.quantityMilli) * big(line.unitPriceCentavos) * big(10_000 - line.discountBasisPoints), 10_000_000n));
}

function discountAmount(subtotal: number, discount: TotalDiscount): number {
  if (discount.kind === 'none') return 0;
  const amount =
    discount.kind === 'percent' ? Number(divideRounded(big(subtotal) * big(discount.basisPoints), 10_000n)) : discount.centavos;
  return Math.min(amount, subtotal);
}

/** The VAT inside an amount that includes it. */
const vatIncluded = (amount: number) => Number(divideRounded(big(amount) * big(vatPercent), big(100 + vatPercent)));
const percentOf = (amount: number, percent: number) => Number(divideRounded(big(amount) * big(percent), 100n));

export function quotationTotals(lines: readonly PricedLine[], terms: PricingTerms): QuotationTotals {
  const lineAmounts = lines.map(lineAmount);
  const subtotal = lineAmounts.reduce((sum, amount) => sum + amount, 0);
  const discount = discountAmount(subtotal, terms.discount);
  const afterDiscount = subtotal - discount;

  const vat =
    terms.vat === 'vat-exclusive' ? percentOf(afterDiscount, vatPercent) : terms.vat === 'vat-inclusive' ? vatIncluded(afterDiscount) : 0;
  const total = terms.vat === 'vat-exclusive' ? afterDiscount + vat : afterDiscount;
  const vatableSales = total - vat;

  let withholding = 0;
  if (terms.withholding && subtotal > 0) {
    // The total's discount is shared between goods and services in proportion; withholding is on the amount net of VAT.
    const goods = lineAmounts.reduce((sum, amount, index) => (lines[index]!.kind === 'goods' ? sum + amount : sum), 0);
    const goodsAfterDiscount = goods - Number(divideRounded(big(discount) * big(goods), big(subtotal)));
    const servicesAfterDiscount = afterDiscount - goodsAfterDiscount;
    const netOfVat = (amount: number) => (terms.vat === 'vat-inclusive' ? amount - vatIncluded(amount) : amount);
    withholding =
      percentOf(netOfVat(goodsAfterDiscount), withholdingPercent.goods) +
      percentOf(netOfVat(servicesAfterDiscount), withholdingPercent.service);
  }
  const amountDue = total - withholding;
  return {
    lineAmounts,
    subtotal,
    discount,
    vatableSales,
    vat,
    total,
    withholding,
    amountDue,
    deposit: percentOf(amountDue, terms.depositPercent),
  };
}

const groupedPesos = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** 448000 -> "4,480.00" (no sign; callers add "₱" or "PHP"). */
export function pesoDigits(centavos: number): string {
  const whole = Math.trunc(centavos / 100);
  const cents = String(Math.abs(centavos % 100)).padStart(2, '0');
  return `${groupedPesos.format(whole)}.${cents}`;
}

/** 448000 -> "₱4,480.00". */
export const formatPesos = (centavos: number) => `₱${pesoDigits(centavos)}`;

// Digits as people type them: grouped by commas in threes, or not grouped at all; at most two decimals.
const typedPesos = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/**
 * "4,480.50", "₱ 4480", "PHP 4,480" or "4480" -> 448050 centavos; null for anything else, and for
 * zero, a negative amount or one above `maxUnitPriceCentavos`. Never guesses: "4,48" is refused.
 */
export function parsePesos(text: string): number | null {
  const match = typedPesos.exec(text.trim().replace(/^(?:₱|php|p)\s*/i, ''));
  if (!match) return null;
  const centavos = Number(match[1]!.replaceAll(',', '')) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return centavos > 0 && centavos <= maxUnitPriceCentavos ? centavos : null;
}

/** 2500 -> "2.5": a quantity in thousandths as people write it. */
export function quantityText(quantityMilli: number): string {
  const whole = Math.trunc(quantityMilli / 1000);
  const fraction = String(quantityMilli % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** 1250 -> "12.5%". */
export const percentText = (basisPoints: number) => `${quantityText(basisPoints * 10)}%`;

/** A quantity as typed ("2", "2.5", "1,000") -> thousandths; null for anything else. */
export function parseQuantity(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,3}))?$/.exec(text.trim().replace(/,(?=\d{3}(\D|$))/g, ''));
  if (!match) return null;
  return Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
}

/** A percentage as typed ("12.5", "12.5%") -> hundredths of a percent; null for anything else. */
export function parsePercent(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?\s*%?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
