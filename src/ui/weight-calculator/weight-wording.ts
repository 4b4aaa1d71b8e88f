// Numbers and units as the calculator writes them, and the quote-list line for a result.
import { saleUnits } from '../../shared/catalogue';
import type { QuoteLine } from '../../shared/quote-line';
import { quotePath } from '../../shared/routes';
import {
  lengthUnits,
  sizeUnits,
  weightShapes,
  type Dimension,
  type LengthUnit,
  type Refusal,
  type SizeUnit,
  type WeightField,
  type WeightInput,
  type WeightResult,
} from '../../shared/weight';
import { refusalMessage, weightCalculator as copy, type RefusalWording } from '../../content/weight-calculator';

/** Fixed decimals with thousands separators; the same on the server and in every browser (no Intl). */
function grouped(value: number, decimals: number): string {
  const [whole, fraction] = value.toFixed(decimals).split('.');
  const withCommas = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${withCommas}.${fraction}` : withCommas;
}

/** kg: three decimals under 1 kg (a small cut piece), two above. */
export function formatKg(kg: number): string {
  return grouped(kg, kg < 1 ? 3 : 2);
}

/** A size as people write it: at most two decimals, no trailing zeros (60.3, 1219). */
export function formatSize(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export function sizeUnitOf(input: WeightInput): SizeUnit {
  return Object.hasOwn(sizeUnits, input.units) ? (input.units as SizeUnit) : 'mm';
}

function lengthUnitOf(input: WeightInput): LengthUnit {
  return Object.hasOwn(lengthUnits, input.lengthUnit) ? (input.lengthUnit as LengthUnit) : 'mm';
}

export function fieldLabel(input: WeightInput, field: WeightField): string {
  const shape = copy.shapes[input.shape as keyof typeof copy.shapes];
  return (field !== 'shape' && shape?.fieldLabels?.[field as Dimension]) || copy.fieldLabels[field];
}

/** The unit a field is typed in, in words: "mm", "inches", "feet", "pieces". */
export function unitLabel(input: WeightInput, field: WeightField): string {
  if (field === 'qty') return 'pieces';
  return field === 'length' ? copy.lengthUnitLabels[lengthUnitOf(input)] : copy.sizeUnitLabels[sizeUnitOf(input)];
}

export function messageFor(input: WeightInput, refusal: Refusal): string {
  const wording: RefusalWording = {
    label: (field) => fieldLabel(input, field),
    unit: (field) => unitLabel(input, field),
    amount(limit, field) {
      const perUnit = field === 'qty' ? 1 : field === 'length' ? lengthUnits[lengthUnitOf(input)] : sizeUnits[sizeUnitOf(input)];
      const value = Math.round((limit / perUnit) * 100) / 100;
      return `${grouped(value, Number.isInteger(value) ? 0 : 2)} ${unitLabel(input, field)}`;
    },
  };
  return refusalMessage(refusal, wording);
}

/** The result as one line of the visitor's quote list. */
export function quoteLineFor(result: WeightResult): Omit<QuoteLine, 'id'> {
  const rule = weightShapes[result.shape];
  const item = copy.shapes[result.shape].item((dimension) => formatSize(result.sizesMm[dimension] ?? 0));
  return {
    family: rule.family,
    item,
    grade: result.grade,
    quantity: result.quantity,
    unit: rule.unit,
    note: copy.note(formatKg(result.kgPerPiece), formatKg(result.kgTotal), result.density),
  };
}

/**
 * The result as a link to the quote form, for a visitor without JavaScript: the parameters
 * /contact reads (quote-form-link.ts). Not quote-form-href.ts's function: that would add a file
 * to this page's first load; test/worker/weight-calculator.test.ts follows the link to the form.
 */
export function quoteLinkFor(line: Omit<QuoteLine, 'id'>): string {
  const params = new URLSearchParams({
    family: line.family,
    item: line.item,
    grade: line.grade,
    unit: line.unit,
    qty: String(line.quantity),
  });
  if (line.note) params.set('note', line.note);
  return `${quotePath}?${params}#quote`;
}

/** kg per m² for a sheet (thickness in mm x density), kg per metre for everything sold by length. */
export function rateText(result: WeightResult): string {
  return result.shape === 'sheet'
    ? `${formatKg(result.sizesMm.thickness! * result.density)} ${copy.perSquareMetre}`
    : `${formatKg(result.kgPerMetre)} ${copy.perMetre}`;
}

export function saleUnitWords(result: WeightResult): { one: string; many: string } {
  const unit = saleUnits.find((u) => u.id === weightShapes[result.shape].unit)!;
  return { one: unit.label, many: result.quantity === 1 ? unit.label : unit.plural };
}
