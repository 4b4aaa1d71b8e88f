// How a weekly figure moved from the week before, as the report prints it.

/** "▲ 12%", "▼ 8%", "new" (nothing the week before), "no change"; "▲ <1%" for a small move on a large number. */
export function weekChange(current: number, previous: number): string {
  if (current === previous) return 'no change';
  if (previous === 0) return 'new';
  const percent = (Math.abs(current - previous) / previous) * 100;
  return `${current > previous ? '▲' : '▼'} ${percent < 1 ? '<1' : Math.round(percent)}%`;
}
