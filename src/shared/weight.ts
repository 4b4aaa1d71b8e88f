// Theoretical weight of stainless stock: the shapes and their cross-section formulas, the units
// buyers type, and the checks that refuse impossible sizes. Used by the calculator page on the
// server (from the URL) and in the browser (as the visitor types); no zod, to keep its chunk small.
import { materialGradeIds, type MaterialFamilyId, type MaterialGradeId, type SaleUnitId } from './catalogue';
import { quoteLineLimits } from './quote-line';
import { crossSections, kilograms, type Dimension, type Sizes } from './weight-formulas';

export { kilograms, type Dimension, type Sizes };

/** A size that the shape's other sizes make impossible, named by the size it is compared with. */
export interface Conflict {
  field: Dimension;
  reason: 'wall-over-half' | 'thickness-over-leg' | 'thickness-over-width';
  against: Dimension;
}

interface ShapeRule {
  /** The sizes the visitor enters, in form order; length always last. */
  dimensions: readonly Dimension[];
  family: MaterialFamilyId;
  unit: SaleUnitId;
  /** Cross-section in mm² (a sheet's is thickness x width). */
  area(sizes: Sizes): number;
  conflict?(sizes: Sizes): Conflict | undefined;
}

/** A wall must leave a bore: less than half of the size it sits in. */
function wallOverHalf(sizes: Sizes, against: Dimension): Conflict | undefined {
  return sizes.wall * 2 >= sizes[against] ? { field: 'wall', reason: 'wall-over-half', against } : undefined;
}

/** Each shape's sizes and checks; its cross-section from ./weight-formulas.ts. */
export const weightShapes = {
  sheet: {
    dimensions: ['thickness', 'width', 'length'],
    family: 'sheets-plates',
    unit: 'sheet',
    area: crossSections.sheet,
  },
  pipe: {
    dimensions: ['od', 'wall', 'length'],
    family: 'pipes',
    unit: 'length',
    area: crossSections.pipe,
    conflict: (s) => wallOverHalf(s, 'od'),
  },
  'square-tube': {
    dimensions: ['side', 'wall', 'length'],
    family: 'tubes',
    unit: 'length',
    area: crossSections['square-tube'],
    conflict: (s) => wallOverHalf(s, 'side'),
  },
  'rect-tube': {
    dimensions: ['width', 'height', 'wall', 'length'],
    family: 'tubes',
    unit: 'length',
    area: crossSections['rect-tube'],
    conflict: (s) => wallOverHalf(s, s.height < s.width ? 'height' : 'width'),
  },
  'round-bar': {
    dimensions: ['diameter', 'length'],
    family: 'bars',
    unit: 'length',
    area: crossSections['round-bar'],
  },
  'square-bar': {
    dimensions: ['side', 'length'],
    family: 'bars',
    unit: 'length',
    area: crossSections['square-bar'],
  },
  'hex-bar': {
    dimensions: ['side', 'length'],
    family: 'bars',
    unit: 'length',
    area: crossSections['hex-bar'],
  },
  'flat-bar': {
    dimensions: ['width', 'thickness', 'length'],
    family: 'bars',
    unit: 'length',
    area: crossSections['flat-bar'],
    conflict: (s) => (s.thickness > s.width ? { field: 'thickness', reason: 'thickness-over-width', against: 'width' } : undefined),
  },
  angle: {
    dimensions: ['leg1', 'leg2', 'thickness', 'length'],
    family: 'angles-channels',
    unit: 'length',
    area: crossSections.angle,
    conflict: (s) => {
      const against = s.leg2 < s.leg1 ? 'leg2' : 'leg1';
      return s.thickness >= s[against] ? { field: 'thickness', reason: 'thickness-over-leg', against } : undefined;
    },
  },
} satisfies Record<string, ShapeRule>;

export type WeightShapeId = keyof typeof weightShapes;
export const weightShapeIds = Object.keys(weightShapes) as WeightShapeId[];

/** The largest size accepted, in mm: beyond any stock item, so a typo is caught rather than weighed. */
const dimensionLimitsMm: Record<Dimension, number> = {
  thickness: 200,
  width: 4000,
  height: 1000,
  od: 2000,
  wall: 100,
  diameter: 500,
  side: 1000,
  leg1: 300,
  leg2: 300,
  length: 12_000,
};

/** Millimetres per unit. Sizes across the section and the sheet use one unit; length its own. */
export const sizeUnits = { mm: 1, in: 25.4 } as const;
export const lengthUnits = { mm: 1, m: 1000, ft: 304.8 } as const;
export type SizeUnit = keyof typeof sizeUnits;
export type LengthUnit = keyof typeof lengthUnits;

/** What the form holds (and the URL carries): text as typed, checked by `weigh`. */
export interface WeightInput {
  shape: string;
  grade: string;
  units: string;
  lengthUnit: string;
  qty: string;
  sizes: Partial<Record<Dimension, string>>;
  /** The visitor only asked for the new shape's fields (no JavaScript): empty fields are not yet missing. */
  showFields: boolean;
}

export const defaultWeightInput: WeightInput = {
  shape: 'sheet',
  grade: '304',
  units: 'mm',
  lengthUnit: 'mm',
  qty: '1',
  sizes: {},
  showFields: false,
};

const dimensions = Object.keys(dimensionLimitsMm) as Dimension[];

export function weightInputFromSearch(search: string): WeightInput {
  const params = new URLSearchParams(search);
  const text = (name: string, fallback: string) => params.get(name)?.trim() || fallback;
  const sizes: WeightInput['sizes'] = {};
  for (const dimension of dimensions) {
    const value = params.get(dimension);
    if (value !== null) sizes[dimension] = value;
  }
  return {
    shape: text('shape', defaultWeightInput.shape),
    grade: text('grade', defaultWeightInput.grade),
    units: text('units', defaultWeightInput.units),
    lengthUnit: text('lengthUnit', defaultWeightInput.lengthUnit),
    qty: params.get('qty') ?? defaultWeightInput.qty,
    sizes,
    showFields: params.has('show'),
  };
}

/** The shareable query for an input: the shape's own sizes only, units only when not mm. */
export function searchFromWeightInput(input: WeightInput): string {
  const params = new URLSearchParams({ shape: input.shape, grade: input.grade });
  if (input.units !== defaultWeightInput.units) params.set('units', input.units);
  if (input.lengthUnit !== defaultWeightInput.lengthUnit) params.set('lengthUnit', input.lengthUnit);
  for (const dimension of shapeDimensions(input.shape)) {
    const value = input.sizes[dimension]?.trim();
    if (value) params.set(dimension, value);
  }
  if (input.qty.trim()) params.set('qty', input.qty.trim());
  return `?${params}`;
}

export function isWeightShape(id: string): id is WeightShapeId {
  return Object.hasOwn(weightShapes, id);
}

/** The sizes a shape takes; a sheet's for an unknown shape, so the form always has fields. */
export function shapeDimensions(shape: string): readonly Dimension[] {
  return weightShapes[isWeightShape(shape) ? shape : 'sheet'].dimensions;
}

export type WeightField = Dimension | 'shape' | 'grade' | 'units' | 'lengthUnit' | 'qty';

export type Refusal =
  | { field: WeightField; reason: 'missing' | 'not-a-number' | 'not-positive' | 'not-whole' | 'unknown-choice' }
  | { field: WeightField; reason: 'too-large'; /** mm for a size, pieces for the quantity */ limit: number }
  | Conflict;

export interface WeightResult {
  shape: WeightShapeId;
  grade: MaterialGradeId;
  /** g/cm³ */
  density: number;
  /** Every entered size converted to mm. */
  sizesMm: Partial<Sizes>;
  quantity: number;
  areaMm2: number;
  kgPerMetre: number;
  kgPerPiece: number;
  kgTotal: number;
}

export type WeightOutcome = { ok: true; result: WeightResult } | { ok: false; refusals: Refusal[] };

const decimal = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** Checks every field and weighs; all refusals at once, so each field can say what is wrong. */
export function weigh(input: WeightInput, densities: Record<MaterialGradeId, number>): WeightOutcome {
  const refusals: Refusal[] = [];
  const shape = isWeightShape(input.shape) ? input.shape : undefined;
  const grade = materialGradeIds.find((g) => g.id === input.grade)?.id;
  const sizeFactor = Object.hasOwn(sizeUnits, input.units) ? sizeUnits[input.units as SizeUnit] : undefined;
  const lengthFactor = Object.hasOwn(lengthUnits, input.lengthUnit) ? lengthUnits[input.lengthUnit as LengthUnit] : undefined;
  if (!shape) refusals.push({ field: 'shape', reason: 'unknown-choice' });
  if (!grade) refusals.push({ field: 'grade', reason: 'unknown-choice' });
  if (sizeFactor === undefined) refusals.push({ field: 'units', reason: 'unknown-choice' });
  if (lengthFactor === undefined) refusals.push({ field: 'lengthUnit', reason: 'unknown-choice' });
  // An unknown shape has no sizes to check: the visitor must choose one first.
  if (!shape) return { ok: false, refusals };

  const sizesMm: Partial<Sizes> = {};
  const rule: ShapeRule = weightShapes[shape];
  for (const dimension of rule.dimensions) {
    const factor = dimension === 'length' ? lengthFactor : sizeFactor;
    const text = input.sizes[dimension]?.trim() ?? '';
    if (!text) refusals.push({ field: dimension, reason: 'missing' });
    else if (!decimal.test(text)) refusals.push({ field: dimension, reason: 'not-a-number' });
    else if (Number(text) <= 0) refusals.push({ field: dimension, reason: 'not-positive' });
    else if (factor !== undefined) {
      const mm = Number(text) * factor;
      if (mm > dimensionLimitsMm[dimension]) refusals.push({ field: dimension, reason: 'too-large', limit: dimensionLimitsMm[dimension] });
      else sizesMm[dimension] = mm;
    }
  }

  const qtyText = input.qty.trim();
  const quantity = Number(qtyText);
  if (!qtyText) refusals.push({ field: 'qty', reason: 'missing' });
  else if (!decimal.test(qtyText)) refusals.push({ field: 'qty', reason: 'not-a-number' });
  else if (quantity <= 0) refusals.push({ field: 'qty', reason: 'not-positive' });
  else if (!Number.isInteger(quantity)) refusals.push({ field: 'qty', reason: 'not-whole' });
  else if (quantity > quoteLineLimits.quantity) refusals.push({ field: 'qty', reason: 'too-large', limit: quoteLineLimits.quantity });

  const complete = rule.dimensions.every((dimension) => sizesMm[dimension] !== undefined);
  const conflict = complete ? rule.conflict?.(sizesMm as Sizes) : undefined;
  if (conflict) refusals.push(conflict);
  if (refusals.length > 0 || !grade) return { ok: false, refusals };

  const density = densities[grade];
  const areaMm2 = rule.area(sizesMm as Sizes);
  const kgPerPiece = kilograms(areaMm2, sizesMm.length!, density);
  return {
    ok: true,
    result: {
      shape,
      grade,
      density,
      sizesMm,
      quantity,
      areaMm2,
      kgPerMetre: kilograms(areaMm2, 1000, density),
      kgPerPiece,
      kgTotal: kgPerPiece * quantity,
    },
  };
}
