// The quotation builder's form: a draft to the fields the page shows, and posted fields back to
// a draft checked by the draft's schema, with each message keyed by the field it is about.
import {
  parsePercent,
  parsePesos,
  parseQuantity,
  pesoDigits,
  percentText,
  quantityText,
  quotationTotals,
  type PricedLine,
  type TotalDiscount,
  type VatMode,
} from '../../shared/quotation-money';
import { quotationDraftSchema, quotationLimits, type QuotationDraft } from '../../shared/quotation';
import { builderLineField } from '../../shared/quotation-typed-totals';

export type BuilderValues = Record<string, string>;
export type BuilderErrors = Record<string, string>;

const lineField = builderLineField;

export function draftValues(draft: QuotationDraft): BuilderValues {
  const values: BuilderValues = {
    lines: String(draft.lines.length),
    discountKind: draft.discount.kind,
    discountValue:
      draft.discount.kind === 'percent'
        ? quantityText(draft.discount.basisPoints * 10)
        : draft.discount.kind === 'amount'
          ? pesoDigits(draft.discount.centavos)
          : '',
    withholding: draft.withholding ? 'on' : '',
    validityDays: String(draft.terms.validityDays),
    depositPercent: String(draft.terms.depositPercent),
    paymentTerms: draft.terms.paymentTerms,
    leadTime: draft.terms.leadTime,
    deliveryTerms: draft.terms.deliveryTerms,
    notes: draft.terms.notes,
  };
  draft.lines.forEach((line, index) => {
    values[lineField(index, 'kind')] = line.kind;
    values[lineField(index, 'description')] = line.description;
    values[lineField(index, 'quantity')] = quantityText(line.quantityMilli);
    values[lineField(index, 'unit')] = line.unit;
    values[lineField(index, 'price')] = line.unitPriceCentavos === null ? '' : pesoDigits(line.unitPriceCentavos);
    values[lineField(index, 'discount')] = line.discountBasisPoints ? percentText(line.discountBasisPoints).slice(0, -1) : '';
  });
  return values;
}

/** How many lines the form posted (its hidden count), within the limit. */
export const postedLineCount = (values: BuilderValues) =>
  Math.min(Math.max(Number.parseInt(values.lines ?? '0', 10) || 0, 0), quotationLimits.lines);

export type ParsedDraft = { ok: true; draft: QuotationDraft } | { ok: false; errors: BuilderErrors };

/** The posted builder as a draft; `skip` leaves out a line the operator removed. */
export function parseBuilder(values: BuilderValues, skip?: number): ParsedDraft {
  const errors: BuilderErrors = {};
  if ((Number.parseInt(values.lines ?? '0', 10) || 0) > quotationLimits.lines) {
    return {
      ok: false,
      errors: { lines: `A quotation holds at most ${quotationLimits.lines} lines: split the work into two quotations.` },
    };
  }
  const rows: number[] = [];
  const lines = [];
  for (let index = 0; index < postedLineCount(values); index++) {
    if (index === skip) continue;
    const text = (name: Parameters<typeof lineField>[1]) => values[lineField(index, name)]?.trim() ?? '';
    // A line left wholly blank (an added line not filled in) is dropped.
    if (!text('description') && !text('quantity') && !text('price')) continue;
    const quantity = parseQuantity(text('quantity'));
    const price = text('price') ? parsePesos(text('price')) : null;
    const discount = text('discount') ? parsePercent(text('discount')) : 0;
    if (quantity === null) errors[lineField(index, 'quantity')] = 'Enter the quantity as a number above zero, e.g. 12 or 2.5.';
    if (text('price') && price === null)
      errors[lineField(index, 'price')] = 'Enter a unit price from ₱0.01 to ₱100,000,000.00, e.g. 4,480.50.';
    if (discount === null) errors[lineField(index, 'discount')] = 'Enter the discount as a percentage, e.g. 5 or 12.5.';
    rows.push(index);
    lines.push({
      kind: text('kind') === 'service' ? 'service' : 'goods',
      description: values[lineField(index, 'description')] ?? '',
      quantityMilli: quantity ?? 0,
      unit: text('unit'),
      unitPriceCentavos: price,
      discountBasisPoints: discount ?? 0,
    });
  }
  const discountText = values.discountValue?.trim() ?? '';
  let discount: TotalDiscount = { kind: 'none' };
  if (values.discountKind === 'percent' && discountText) {
    const basisPoints = parsePercent(discountText);
    if (basisPoints === null) errors.discountValue = 'Enter the discount as a percentage, e.g. 5.';
    else discount = { kind: 'percent', basisPoints };
  } else if (values.discountKind === 'amount' && discountText) {
    const centavos = parsePesos(discountText);
    if (centavos === null) errors.discountValue = 'Enter the discount in pesos, e.g. 1,000.';
    else discount = { kind: 'amount', centavos };
  }
  const whole = (name: string) => (/^\d{1,4}$/.test(values[name]?.trim() ?? '') ? Number(values[name]) : Number.NaN);
  const candidate = {
    lines,
    discount,
    withholding: values.withholding === 'on',
    terms: {
      validityDays: whole('validityDays'),
      depositPercent: whole('depositPercent'),
      paymentTerms: values.paymentTerms ?? '',
      leadTime: values.leadTime ?? '',
      deliveryTerms: values.deliveryTerms ?? '',
      notes: (values.notes ?? '').replace(/\r\n?/g, '\n'),
    },
  };
  const parsed = quotationDraftSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [first, second, third] = issue.path;
      const field =
        first === 'lines' && typeof second === 'number'
          ? lineField(
              rows[second]!,
              third === 'quantityMilli'
                ? 'quantity'
                : third === 'unitPriceCentavos'
                  ? 'price'
                  : third === 'discountBasisPoints'
                    ? 'discount'
                    : third === 'unit'
                      ? 'unit'
                      : 'description',
            )
          : first === 'terms'
            ? String(second)
            : first === 'discount'
              ? 'discountValue'
              : 'lines';
      errors[field] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, draft: parsed.data };
}

/** What sending needs beyond a valid draft: lines, each priced, a total within the limit. Messages keyed by field. */
export function sendProblems(draft: QuotationDraft, vat: VatMode): BuilderErrors {
  const errors: BuilderErrors = {};
  if (draft.lines.length === 0) errors.lines = 'Add at least one line before sending.';
  draft.lines.forEach((line, index) => {
    if (line.unitPriceCentavos === null) errors[lineField(index, 'price')] = 'Price this line before sending.';
  });
  if (Object.keys(errors).length > 0) return errors;
  const totals = quotationTotals(pricedLines(draft), {
    vat,
    discount: draft.discount,
    withholding: draft.withholding,
    depositPercent: draft.terms.depositPercent,
  });
  if (totals.total === 0) errors.lines = 'The total is zero: check the prices and discounts.';
  if (totals.total > quotationLimits.totalCentavos) errors.lines = 'The total is over ₱1,000,000,000.00: check the quantities and prices.';
  return errors;
}

/** The draft's lines as the arithmetic takes them; an unpriced line counts as zero. */
export const pricedLines = (draft: QuotationDraft): PricedLine[] =>
  draft.lines.map((line) => ({ ...line, unitPriceCentavos: line.unitPriceCentavos ?? 0 }));
