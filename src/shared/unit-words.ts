// A quotation line's quantity with its unit as people say it: "10 lengths", "1 length", "2.5 kg".
// Units are typed freely (pc, length, lot, kg, set, m), so only lower-case words are made plural;
// abbreviations and anything else stay as typed.
import { quantityText } from './quotation-money';

/** Plurals that are not the word and "s". */
const irregularPlurals: Record<string, string> = { pc: 'pcs', hr: 'hrs', inch: 'inches', foot: 'feet' };

/** Units written the same for any quantity: metric symbols and short forms. */
const unchangedUnits = new Set(['kg', 'g', 'mm', 'cm', 'm', 'km', 'lm', 'sqm', 'cum', 'ft', 'in', 'mt', 'ton', 'l', 'ml']);

function pluralUnit(unit: string): string {
  if (Object.hasOwn(irregularPlurals, unit)) return irregularPlurals[unit]!;
  if (unchangedUnits.has(unit) || !/^[a-z]{3,}$/.test(unit) || unit.endsWith('s')) return unit;
  return /(x|ch|sh)$/.test(unit) ? `${unit}es` : `${unit}s`;
}

/** 10000, "length" -> "10 lengths"; 1000, "length" -> "1 length". */
export function quantityWithUnitText(quantityMilli: number, unit: string): string {
  return `${quantityText(quantityMilli)} ${quantityMilli === 1000 ? unit : pluralUnit(unit)}`;
}
