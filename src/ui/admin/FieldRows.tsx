// Facts to read, a label and a value a row (an email's envelope, a visit's campaign tags).
import type { ReactNode } from 'react';

export function FieldRows({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="fields">
      {rows.map(([label, value]) => (
        <div key={label} className="fields__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
