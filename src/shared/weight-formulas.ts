// The one place for stainless weight's arithmetic: each shape's cross-section, the grades'
// densities and mass from both. The calculator (./weight.ts) and the catalogue's size tables
// both weigh with it; kept apart from the calculator's checks so a size table's chunk stays small.
import type { MaterialGradeId } from './catalogue';

export type Dimension = 'thickness' | 'width' | 'height' | 'od' | 'wall' | 'diameter' | 'side' | 'leg1' | 'leg2' | 'length';
export type Sizes = Record<Dimension, number>;

/** g/cm³, the value each weight is calculated with (sources: densitySource in content/weight-calculator.ts). */
export const gradeDensities: Record<MaterialGradeId, number> = {
  '201': 7.8,
  '304': 7.93,
  '304L': 7.93,
  '316': 7.98,
  '316L': 7.98,
  '430': 7.7,
};

/**
 * Cross-sections in mm² (a sheet's is thickness x width). Tubes are taken with square corners and
 * angles without root radii, the usual trader's approximation: a few per cent over a
 * rounded-corner tube, about 1% under a rolled angle.
 */
export const crossSections = {
  sheet: (s: Sizes) => s.thickness * s.width,
  pipe: (s: Sizes) => Math.PI * (s.od - s.wall) * s.wall,
  'square-tube': (s: Sizes) => 4 * s.wall * (s.side - s.wall),
  'rect-tube': (s: Sizes) => 2 * s.wall * (s.width + s.height - 2 * s.wall),
  'round-bar': (s: Sizes) => (Math.PI / 4) * s.diameter ** 2,
  'square-bar': (s: Sizes) => s.side ** 2,
  /** `side` is the size across flats. */
  'hex-bar': (s: Sizes) => (Math.sqrt(3) / 2) * s.side ** 2,
  'flat-bar': (s: Sizes) => s.width * s.thickness,
  /** Equal or unequal: leg1 and leg2 may differ. */
  angle: (s: Sizes) => s.thickness * (s.leg1 + s.leg2 - s.thickness),
  /** A web of `height` and two flanges of `width`, one thickness throughout, square corners. */
  channel: (s: Sizes) => s.thickness * (s.height + 2 * s.width - 2 * s.thickness),
};

export type WeightShapeId = keyof typeof crossSections;

/** kg for a cross-section (mm²) over a length (mm) at a density (g/cm³). */
export function kilograms(areaMm2: number, lengthMm: number, density: number): number {
  return (areaMm2 * lengthMm * density) / 1_000_000;
}
