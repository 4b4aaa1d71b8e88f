// What every family module shares: row helpers and the sample availability marks. Sizes one
// family uses alone live in its own module (its own chunk); sanitary tube sizes in ./sanitary-tubes.
import { catalogueLabels } from '../catalogue';
import type { Availability, SizeRow } from './types';

/** "1 1/2 in" on one line, even in a phone's narrow column. */
export const unbroken = (size: string) => `${size} in`.replaceAll(' ', '\u00a0');

/** Rows named by their first cell, e.g. bars and angles: "Round bar 20 mm, 6 m". */
export function namedRows(prefix: string, suffix: string, sizes: string[][]): SizeRow[] {
  return sizes.map((cells) => ({ cells, item: `${prefix} ${cells.join(' x ')} mm${suffix}` }));
}

// SAMPLE CONTENT: stock, lead times and the size ranges below are the trade's usual ones, not yet
// confirmed by the owner. Set `sample: false` / `sampleSizes: false` once each is confirmed.
export const inStock: Availability = { text: catalogueLabels.inStock, inStock: true, sample: true };
export const leadTime = (text: string): Availability => ({ text: `Lead time ${text}`, inStock: false, sample: true });
// END SAMPLE CONTENT
