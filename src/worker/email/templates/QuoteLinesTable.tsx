// The catalogue lines of a quote request (from the visitor's quote list), as a table and as text.

/** One line as people read it, as the dashboard shows it too. */
export interface EmailQuoteLine {
  /** e.g. "12 lengths" */
  quantity: string;
  /** The size as sent, e.g. "2 in NPS Sch 10S (60.3 x 2.77 mm), 6 m"; left out of the receipt (free text). */
  item?: string;
  /** Family, grade and finish in the catalogue's words. */
  material: string;
  note?: string;
}

const cell = { padding: '6px 8px', borderBottom: '1px solid #d5dce3', textAlign: 'left', verticalAlign: 'top' } as const;

export function QuoteLinesTable({ lines }: { lines: EmailQuoteLine[] }) {
  const withItems = lines.some((line) => line.item);
  const withNotes = lines.some((line) => line.note);
  const columns = ['#', 'Quantity', ...(withItems ? ['Item'] : []), 'Material', ...(withNotes ? ['Note'] : [])];
  return (
    <table role="presentation" style={{ borderCollapse: 'collapse', marginBottom: 16, width: '100%' }}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} style={cell}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={index}>
            <td style={cell}>{index + 1}</td>
            <td style={cell}>{line.quantity}</td>
            {withItems && <td style={cell}>{line.item ?? ''}</td>}
            <td style={cell}>{line.material}</td>
            {withNotes && <td style={cell}>{line.note ?? ''}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** "1. 3 lengths x 2 in NPS Sch 10S (60.3 x 2.77 mm), 6 m, Welded and seamless pipe, 316L (cut to 3 m)" */
export const quoteLinesText = (lines: EmailQuoteLine[]) =>
  lines.map(
    (line, index) =>
      `${index + 1}. ${line.quantity}${line.item ? ` x ${line.item}` : ''}, ${line.material}${line.note ? ` (${line.note})` : ''}`,
  );
