// CSV (RFC 4180) cells and documents for the dashboard's exports, guarded against spreadsheet
// formula injection.

export const quotedCell = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** A cell starting with = + - @ tab or CR is prefixed with ' so spreadsheets show it as text. */
export function textCell(value: string | null): string {
  const text = value ?? '';
  return quotedCell(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
}

/** A count: digits only, so it needs no guard, and spreadsheets read it as a number. */
export function countCell(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a count: ${value}`);
  return String(value);
}

/** Rows of cells (each already made by a function above) as a CSV document. */
export const csvDocument = (rows: string[][]) => `${rows.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
