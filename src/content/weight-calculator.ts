// Copy and reference data for the weight calculator: densities by grade (with their source), the
// sheet gauge table, shape and field names, formulas in words and the messages for refused input.
import type { Dimension, LengthUnit, Refusal, SizeUnit, WeightField, WeightShapeId } from '../shared/weight';
import type { PageHeaderContent, PageMetaContent } from './types';

/** g/cm³, the value each weight is calculated with: kept with the formulas, in one place. */
export { gradeDensities } from '../shared/weight-formulas';

export const densitySource =
  'Nominal values for theoretical mass: 304, 316 and 430 as in the density table of JIS G 4304/4305 and stainless producers’ data sheets; 201 from producers’ data sheets.';

/**
 * Gauge numbers for stainless sheet in inches (the US manufacturers’ standard gauge for stainless
 * steel). SAMPLE until the owner confirms: local mills and traders often sell a gauge as a rounded
 * metric thickness (16 ga as 1.5 mm), which weighs less than the inch figure.
 */
export const sheetGauges = {
  sample: true,
  note: 'You can also pick a gauge. Sample table (US gauge for stainless sheet): ask us what a gauge is in the sheet we supply.',
  inches: [
    { gauge: 10, inches: 0.1406 },
    { gauge: 11, inches: 0.125 },
    { gauge: 12, inches: 0.1094 },
    { gauge: 14, inches: 0.0781 },
    { gauge: 16, inches: 0.0625 },
    { gauge: 18, inches: 0.05 },
    { gauge: 20, inches: 0.0375 },
    { gauge: 22, inches: 0.0312 },
    { gauge: 24, inches: 0.025 },
    { gauge: 26, inches: 0.0187 },
    { gauge: 28, inches: 0.0156 },
  ],
} as const;

interface ShapeCopy {
  label: string;
  /** The formula in words, shown with the result. */
  formula: string;
  /** Names for sizes that differ from the usual ones (a hex bar's side is across flats). */
  fieldLabels?: Partial<Record<Dimension, string>>;
  /** The item as a quote-list line names it, from sizes in mm. */
  item(mm: (dimension: Dimension) => string): string;
}

const inLengths = (mm: (dimension: Dimension) => string) => `, ${mm('length')} mm long`;

export const weightCalculator = {
  meta: {
    title: 'Stainless steel weight calculator',
    description:
      'Work out the weight of stainless sheet, plate, pipe, tube, bar and angle in 201, 304, 316 or 430: kg per piece and in total, from mm, inches or gauge.',
  } satisfies PageMetaContent,
  header: {
    eyebrow: 'Materials',
    title: 'Stainless steel weight calculator',
    lead: 'Stainless is priced and shipped by weight. Enter the sizes to get the theoretical weight per piece and for your quantity, then add the item to your quote list.',
  } satisfies PageHeaderContent,
  formHeading: 'Sizes',
  resultHeading: 'Weight',
  shapes: {
    sheet: {
      label: 'Sheet or plate',
      formula: 'thickness × width × length × density',
      item: (mm) => `Sheet ${mm('thickness')} x ${mm('width')} x ${mm('length')} mm`,
    },
    pipe: {
      label: 'Round pipe or tube',
      formula: 'π × (OD − wall) × wall × length × density',
      item: (mm) => `Pipe OD ${mm('od')} x ${mm('wall')} mm wall${inLengths(mm)}`,
    },
    'square-tube': {
      label: 'Square tube',
      formula: '4 × wall × (side − wall) × length × density (square corners)',
      fieldLabels: { side: 'Side (outside)' },
      item: (mm) => `Square tube ${mm('side')} x ${mm('side')} x ${mm('wall')} mm${inLengths(mm)}`,
    },
    'rect-tube': {
      label: 'Rectangular tube',
      formula: '2 × wall × (width + height − 2 × wall) × length × density (square corners)',
      item: (mm) => `Rectangular tube ${mm('width')} x ${mm('height')} x ${mm('wall')} mm${inLengths(mm)}`,
    },
    'round-bar': {
      label: 'Round bar',
      formula: 'π ÷ 4 × diameter² × length × density',
      item: (mm) => `Round bar ${mm('diameter')} mm diameter${inLengths(mm)}`,
    },
    'square-bar': {
      label: 'Square bar',
      formula: 'side² × length × density',
      item: (mm) => `Square bar ${mm('side')} x ${mm('side')} mm${inLengths(mm)}`,
    },
    'hex-bar': {
      label: 'Hex bar',
      formula: '0.866 × (across flats)² × length × density',
      fieldLabels: { side: 'Across flats' },
      item: (mm) => `Hex bar ${mm('side')} mm across flats${inLengths(mm)}`,
    },
    'flat-bar': {
      label: 'Flat bar',
      formula: 'width × thickness × length × density',
      item: (mm) => `Flat bar ${mm('width')} x ${mm('thickness')} mm${inLengths(mm)}`,
    },
    angle: {
      label: 'Angle (equal or unequal)',
      formula: 'thickness × (leg 1 + leg 2 − thickness) × length × density (no root radius)',
      item: (mm) => `Angle ${mm('leg1')} x ${mm('leg2')} x ${mm('thickness')} mm${inLengths(mm)}`,
    },
  } satisfies Record<WeightShapeId, ShapeCopy> as Record<WeightShapeId, ShapeCopy>,
  fieldLabels: {
    shape: 'Shape',
    grade: 'Grade',
    units: 'Sizes in',
    lengthUnit: 'Length in',
    qty: 'Quantity',
    thickness: 'Thickness',
    width: 'Width',
    height: 'Height',
    od: 'Outside diameter (OD)',
    wall: 'Wall thickness',
    diameter: 'Diameter',
    side: 'Side',
    leg1: 'Leg 1',
    leg2: 'Leg 2',
    length: 'Length',
  } satisfies Record<WeightField, string>,
  sizeUnitLabels: { mm: 'mm', in: 'inches' } satisfies Record<SizeUnit, string>,
  lengthUnitLabels: { mm: 'mm', m: 'metres', ft: 'feet' } satisfies Record<LengthUnit, string>,
  showFields: 'Show fields',
  calculate: 'Calculate weight',
  empty: 'Enter the sizes to see the weight.',
  refused: 'Check the sizes marked above.',
  perPiece: (unit: string) => `per ${unit}`,
  total: (quantity: number, units: string) => `for ${quantity} ${units}`,
  perMetre: 'kg per metre',
  perSquareMetre: 'kg per m²',
  densityUsed: (grade: string, density: number) => `Density used: ${density} g/cm³ (${grade}).`,
  formulaLead: 'Weight = ',
  tolerance:
    'Theoretical weight from nominal sizes. Mill tolerances on thickness and wall mean a delivered piece can weigh a few per cent more or less.',
  addToQuoteList: 'Add to quote list',
  requestQuote: 'Request a quote for this item',
  added: { title: 'Added to your quote list', description: (item: string) => item },
  listFull: { title: 'Your quote list is full', description: 'Send or clear the list on the contact page, then add more.' },
  note: (kgPerPiece: string, kgTotal: string, density: number) =>
    `Calculated weight ${kgPerPiece} kg each, ${kgTotal} kg in total (${density} g/cm³)`,
  share: {
    title: 'Share this calculation',
    text: 'The page’s address holds the calculation: copy it to send the same sizes to a colleague or to us. It carries shape (sheet, pipe, square-tube, rect-tube, round-bar, square-bar, hex-bar, flat-bar or angle), grade, qty and the sizes in mm (thickness, width, height, od, wall, diameter, side, leg1, leg2, length); units=in gives sizes in inches and lengthUnit=m or ft the length in metres or feet. For example:',
    example: '?shape=sheet&grade=304&thickness=1.5&width=1219&length=2438&qty=10',
  },
  densitiesTitle: 'Densities used',
};

/** How the page names fields, units and limits when it writes a message. */
export interface RefusalWording {
  label(field: WeightField): string;
  /** The unit the visitor types the field in ("mm", "inches", "pieces"). */
  unit(field: WeightField): string;
  /** A limit (mm for a size, a count for the quantity) in the field's unit, e.g. "12,000 mm". */
  amount(limit: number, field: WeightField): string;
}

const comparedWith: Partial<Record<Dimension, string>> = { od: 'outside diameter', side: 'side', width: 'width', height: 'height' };

/** What to tell the visitor about a refused field, naming the field and what would be accepted. */
export function refusalMessage(refusal: Refusal, wording: RefusalWording): string {
  const name = wording.label(refusal.field);
  const unit = wording.unit(refusal.field);
  switch (refusal.reason) {
    case 'missing':
      return `${name} is missing: enter it in ${unit}.`;
    case 'not-a-number':
      return `${name} must be a number in ${unit}, such as ${refusal.field === 'qty' ? '10' : '1.5'}.`;
    case 'not-positive':
      return `${name} must be more than 0.`;
    case 'not-whole':
      return `${name} must be a whole number of pieces.`;
    case 'too-large':
      return `${name} can be at most ${wording.amount(refusal.limit, refusal.field)}: please check it.`;
    case 'unknown-choice':
      return `${name}: choose one from the list.`;
    case 'wall-over-half':
      return `${name} must be less than half the ${comparedWith[refusal.against]}, or the tube has no bore.`;
    case 'thickness-over-leg':
      return `${name} must be less than the shorter leg.`;
    case 'thickness-over-width':
      return `${name} must not be more than the width: enter the larger size as the width.`;
  }
}
