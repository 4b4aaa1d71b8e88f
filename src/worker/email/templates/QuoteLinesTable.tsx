// The catalogue lines of a quote request (from the visitor's quote list), as a table and as text.

/** One line as people read it: option ids already turned into labels. */
export interface EmailQuoteLine {
  item: string;
  grade: string;
  finish?: string;
  /** e.g. "12 lengths" */
  quantity: string;
  note?: string;
}

const cell = { padding: '6px 8px', borderBottom: '1px solid #d5dce3', textAlign: 'left', verticalAlign: 'top' } as const;
const columns = ['Item', 'Grade', 'Finish', 'Quantity', 'Note'] as const;

export function QuoteLinesTable({ lines }: { lines: EmailQuoteLine[] }) {
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
            <td style={cell}>{line.item}</td>
            <td style={cell}>{line.grade}</td>
            <td style={cell}>{line.finish ?? ''}</td>
            <td style={cell}>{line.quantity}</td>
            <td style={cell}>{line.note ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const quoteLinesText = (lines: EmailQuoteLine[]) =>
  lines.map((line) => `- ${[line.item, line.grade, line.finish, line.quantity].filter(Boolean).join(', ')}${line.note ? ` (${line.note})` : ''}`);
