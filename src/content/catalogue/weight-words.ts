// The size tables' weight column: its words and rounding (here, not in ../catalogue.ts, whose
// labels every page loads; only the family pages need these).

/** Two decimals for light items, one for heavy: how a weight is read off a scale. */
const formatKg = (kg: number) => kg.toFixed(kg < 10 ? 2 : 1);

export const weightWords = {
  column: 'Weight',
  kgPerMetre: (kg: number) => `${formatKg(kg)} kg/m`,
  /** Pipe, tube, bar and angle are sold in 6 m lengths. */
  kgPerLength: (kg: number) => `${formatKg(kg * 6)} kg per 6 m`,
  kgPerSheet: (kg: number) => `${formatKg(kg)} kg per sheet`,
};
