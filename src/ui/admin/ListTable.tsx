// The dashboard's tables (leads, quotations, a lead's quote list, a job's delivery lines, the outbox):
// in a box of their own that scrolls sideways, the column headings once, the rows as given.
import type { ReactNode } from 'react';

export function ListTable({
  headings,
  caption,
  className,
  children,
}: {
  headings: readonly string[];
  /** Read by a screen reader only. */
  caption?: string;
  /** Beside `leads`, the class every such table has. */
  className?: string;
  /** The rows. */
  children: ReactNode;
}) {
  return (
    <div className="table-wrap">
      <table className={className ? `leads ${className}` : 'leads'}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
