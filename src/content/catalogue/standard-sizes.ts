// Sizes and rows shared by the family modules: standard dimensions (ASME B36.19M pipe, ASTM A270
// sanitary tube, sheet sizes) and the sample availability marks.
import type { Availability, SizeRow } from './types';

// ---------------------------------------------------------------------------------------------
// Standard dimensions (no sample mark): ASME B36.19M pipe, ASTM A270 sanitary tube, sheet sizes.

/** ASME B36.19M: outside diameter and wall (mm) for schedules 5S, 10S and 40S. */
const pipeSizes: { nps: string; od: string; sch5s: string; sch10s: string; sch40s: string }[] = [
  { nps: '1/2', od: '21.3', sch5s: '1.65', sch10s: '2.11', sch40s: '2.77' },
  { nps: '3/4', od: '26.7', sch5s: '1.65', sch10s: '2.11', sch40s: '2.87' },
  { nps: '1', od: '33.4', sch5s: '1.65', sch10s: '2.77', sch40s: '3.38' },
  { nps: '1 1/4', od: '42.2', sch5s: '1.65', sch10s: '2.77', sch40s: '3.56' },
  { nps: '1 1/2', od: '48.3', sch5s: '1.65', sch10s: '2.77', sch40s: '3.68' },
  { nps: '2', od: '60.3', sch5s: '1.65', sch10s: '2.77', sch40s: '3.91' },
  { nps: '2 1/2', od: '73.0', sch5s: '2.11', sch10s: '3.05', sch40s: '5.16' },
  { nps: '3', od: '88.9', sch5s: '2.11', sch10s: '3.05', sch40s: '5.49' },
  { nps: '4', od: '114.3', sch5s: '2.11', sch10s: '3.05', sch40s: '6.02' },
  { nps: '5', od: '141.3', sch5s: '2.77', sch10s: '3.40', sch40s: '6.55' },
  { nps: '6', od: '168.3', sch5s: '2.77', sch10s: '3.40', sch40s: '7.11' },
  { nps: '8', od: '219.1', sch5s: '2.77', sch10s: '3.76', sch40s: '8.18' },
];

type Schedule = 'sch5s' | 'sch10s' | 'sch40s';

/** "1 1/2 in" on one line, even in a phone's narrow column. */
export const unbroken = (size: string) => `${size} in`.replaceAll(' ', '\u00a0');

export function pipeRows(schedule: Schedule, label: string): SizeRow[] {
  return pipeSizes.map((size) => ({
    cells: [unbroken(size.nps), size.od, size[schedule]],
    item: `NPS ${size.nps} ${label} pipe (${size.od} x ${size[schedule]} mm), 6 m`,
  }));
}

/** ASTM A270 sanitary tube: OD in inches, 1.65 mm (0.065 in) wall, 2.11 mm (0.083 in) at 4 in. */
export const sanitaryTubes = [
  { size: '1', od: '25.4', wall: '1.65', ferrule: '50.5' },
  { size: '1 1/2', od: '38.1', wall: '1.65', ferrule: '50.5' },
  { size: '2', od: '50.8', wall: '1.65', ferrule: '64.0' },
  { size: '2 1/2', od: '63.5', wall: '1.65', ferrule: '77.5' },
  { size: '3', od: '76.2', wall: '1.65', ferrule: '91.0' },
  { size: '4', od: '101.6', wall: '2.11', ferrule: '119.0' },
];

export const sheetSizes = { fourByEight: '1219 x 2438 mm (4 x 8 ft)', fourByTen: '1219 x 3048 mm (4 x 10 ft)' } as const;

export function sheetRows(kind: 'Sheet' | 'Plate', size: string, thicknesses: string[]): SizeRow[] {
  return thicknesses.map((thickness) => ({ cells: [thickness], item: `${kind} ${thickness} mm, ${size}` }));
}

/** Round holes on a 60° staggered pitch: open area = 90.69 x (hole / pitch)². */
export function perforatedRow(hole: number, pitch: number): SizeRow {
  const openArea = Math.round(90.69 * (hole / pitch) ** 2);
  return {
    cells: [String(hole), String(pitch), `${openArea}%`],
    item: `Perforated sheet, ${hole} mm round holes at ${pitch} mm staggered pitch, 1219 x 2438 mm`,
  };
}

/** Rows named by their first cell, e.g. bars and angles: "Round bar 20 mm, 6 m". */
export function namedRows(prefix: string, suffix: string, sizes: string[][]): SizeRow[] {
  return sizes.map((cells) => ({ cells, item: `${prefix} ${cells.join(' x ')} mm${suffix}` }));
}

// SAMPLE CONTENT: stock, lead times and the size ranges below are the trade's usual ones, not yet
// confirmed by the owner. Set `sample: false` / `sampleSizes: false` once each is confirmed.
export const inStock: Availability = { text: 'In stock', inStock: true, sample: true };
export const leadTime = (text: string): Availability => ({ text: `Lead time ${text}`, inStock: false, sample: true });
// END SAMPLE CONTENT
