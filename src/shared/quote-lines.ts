// The quote list's lines as a request carries them: one schema for the form's inline errors and
// the worker's refusals, and one way to write a line as people read it (email, dashboard, CSV).
import * as z from 'zod';
import {
  materialFamilies,
  materialFinishIds,
  materialGradeIds,
  quantityWithUnit,
  saleUnits,
  type MaterialFamilyId,
  type MaterialFinishId,
  type MaterialGradeId,
  type SaleUnitId,
} from './catalogue';
import { hasInvisibleCharacters } from './invisible-characters';
import { quoteLineLimits } from './quote-line';

const ids = <T extends readonly { id: string }[]>(options: T) =>
  options.map((option) => option.id) as [T[number]['id'], ...T[number]['id'][]];

const oneLine = (label: string) => `${label} must be on one line, without tabs or hidden formatting characters.`;

/**
 * One line. The browser's own `id` for the line may ride along (it clears exactly the lines sent
 * once the request is accepted); like any unknown key it is dropped here and never stored.
 */
export const quoteLineSchema = z.object({
  family: z.enum(ids(materialFamilies), { error: 'Choose a product family from the catalogue.' }),
  item: z
    .string({ error: 'Say which size or item you need.' })
    .trim()
    .min(1, 'Say which size or item you need.')
    .max(quoteLineLimits.item, `The item must be ${quoteLineLimits.item} characters or fewer.`)
    .refine((value) => !hasInvisibleCharacters(value), oneLine('The item')),
  grade: z.enum(ids(materialGradeIds), { error: 'Choose a grade from the catalogue.' }),
  finish: z.enum(ids(materialFinishIds), { error: 'Choose a finish from the catalogue, or none.' }).optional(),
  quantity: z
    .number({ error: 'Enter a quantity above 0, e.g. 12 or 2.5.' })
    .positive('Enter a quantity above 0, e.g. 12 or 2.5.')
    .max(quoteLineLimits.quantity, `A quantity can be at most ${quoteLineLimits.quantity.toLocaleString('en-US')}.`),
  unit: z.enum(ids(saleUnits), { error: 'Choose a unit: sheet, length, piece or kg.' }),
  note: z
    .string()
    .trim()
    .max(quoteLineLimits.note, `The note must be ${quoteLineLimits.note} characters or fewer.`)
    .refine((value) => !hasInvisibleCharacters(value), oneLine('The note'))
    .optional()
    .transform((value) => (value ? value : undefined)),
});

export const quoteLinesSchema = z
  .array(quoteLineSchema)
  .max(quoteLineLimits.lines, `A request can carry at most ${quoteLineLimits.lines} lines. Send the rest in a second request.`)
  .default([]);

export type QuoteLineRequest = z.output<typeof quoteLineSchema>;

/** "Line 3: ..." for an issue inside the lines, so every message says which line to fix. */
export function lineIssueMessage(path: readonly PropertyKey[], message: string): string {
  return typeof path[1] === 'number' ? `Line ${path[1] + 1}: ${message}` : message;
}

/** What a line says, as stored or sent: ids, not labels. */
export interface QuoteLineParts {
  family: MaterialFamilyId | string;
  item: string;
  grade: MaterialGradeId | string;
  finish?: MaterialFinishId | string | null;
  quantity: number;
  unit: SaleUnitId | string;
  note?: string | null;
}

const labelOf = (options: readonly { id: string; label: string }[], id: string) => options.find((option) => option.id === id)?.label ?? id;

/** Family, grade and finish: only the catalogue's own words, never the visitor's. */
export function catalogueWords(line: Pick<QuoteLineParts, 'family' | 'grade' | 'finish'>): string {
  return [
    labelOf(materialFamilies, line.family),
    labelOf(materialGradeIds, line.grade),
    line.finish ? labelOf(materialFinishIds, line.finish) : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** "3 lengths x 2 in NPS Sch 10S (60.3 x 2.77 mm), Welded and seamless pipe, 316L, Annealed and pickled (cut to 3 m)". */
export function describeQuoteLine(line: QuoteLineParts): string {
  const note = line.note ? ` (${line.note})` : '';
  return `${quantityWithUnit(line.quantity, line.unit)} x ${line.item}, ${catalogueWords(line)}${note}`;
}
