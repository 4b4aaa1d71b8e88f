// The size tables' weight column: its words and rounding (here, not in ../catalogue.ts, whose
// labels every page loads; only the family pages need these).

/** Two decimals for light items, one for heavy: how a weight is read off a scale. */
const formatKg = (kg: number) => kg.toFixed(kg < 10 ? 2 : 1);

// No-break spaces keep a figure with its unit: a narrow phone column breaks only before "per".
export const weightWords = {
  column: 'Weight',
  kgPerMetre: (kg: number) => `${formatKg(kg)}\u00a0kg/m`,
  /** Pipe, tube, bar and angle are sold in 6 m lengths. */
  kgPerLength: (kg: number) => `${formatKg(kg * 6)}\u00a0kg per\u00a06\u00a0m`,
  kgPerSheet: (kg: number) => `${formatKg(kg)}\u00a0kg per\u00a0sheet`,
};
