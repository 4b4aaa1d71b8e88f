// One size table of a family page: what it is, grades, finishes, unit and availability, then a
// row per size with its quote control.
import { useId, useState } from 'react';
import { catalogueLabels, type SizeTable as SizeTableContent } from '../../content/catalogue';
import {
  materialFinishIds,
  materialGradeIds,
  saleUnits,
  type MaterialFamilyId,
  type MaterialFinishId,
  type MaterialGradeId,
} from '../../shared/catalogue';
import { useHydrated } from '../hooks/hydrated';
import { AddToQuoteList } from '../quote-list/AddToQuoteList';
import { StockAvailability, type GradeStock } from './StockAvailability';
import type { TableWeights } from '../../content/catalogue/weights';
import { weightWords } from '../../content/catalogue/weight-words';

const gradeLabel = (id: MaterialGradeId) => materialGradeIds.find((grade) => grade.id === id)!.label;
const finishLabel = (id: MaterialFinishId) => materialFinishIds.find((finish) => finish.id === id)!.label;

interface SizeTableProps {
  family: MaterialFamilyId;
  table: SizeTableContent;
  /** Its rows' theoretical weights, if its shape has a formula. */
  weights?: TableWeights;
  /** The table's availability per grade (./StockAvailability.tsx). */
  stock: GradeStock[];
  /** The grade and finish the page is filtered by, if any: every line added from here is in them. */
  grade?: MaterialGradeId;
  finish?: MaterialFinishId;
}

export function SizeTable({ family, table, weights, stock, grade, finish }: SizeTableProps) {
  const headingId = `${table.id}-heading`;
  const [chosenGrade, setChosenGrade] = useState(table.grades[0]!);
  const lineGrade = grade ?? chosenGrade;
  // A table in one finish names it on every line; otherwise the visitor says in the note.
  const lineFinish = finish ?? (table.finishes.length === 1 ? table.finishes[0] : undefined);
  const unit = saleUnits.find((candidate) => candidate.id === table.unit)!;
  return (
    <section className="size-table" id={table.id} aria-labelledby={headingId}>
      <h3 id={headingId}>{table.title}</h3>
      {table.note && <p className="size-table__note">{table.note}</p>}
      <dl className="size-table__facts">
        <div>
          <dt>{catalogueLabels.grades}</dt>
          <dd>{table.grades.map(gradeLabel).join(', ')}</dd>
        </div>
        <div>
          <dt>{catalogueLabels.finishes}</dt>
          <dd>{table.finishes.map(finishLabel).join(', ')}</dd>
        </div>
        <div>
          <dt>{catalogueLabels.unit}</dt>
          <dd>{unit.label}</dd>
        </div>
        <div>
          <dt>{catalogueLabels.availability}</dt>
          <StockAvailability stock={stock} grade={grade} />
        </div>
      </dl>
      {!grade && table.grades.length > 1 && <GradeChoice grades={table.grades} value={chosenGrade} onChange={setChosenGrade} />}
      <table className={weights ? 'sizes sizes--weighed' : 'sizes'} aria-labelledby={headingId}>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            {weights && <th scope="col">{weightWords.column}</th>}
            <th scope="col">
              <span className="visually-hidden">{catalogueLabels.quoteColumn}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            <tr key={row.item}>
              {row.cells.map((cell, column) => (
                <td key={column}>{cell}</td>
              ))}
              {weights && <RowWeight kg={weights.kg[index]} unit={table.unit} />}
              <td className="sizes__action">
                <AddToQuoteList family={family} item={row.item} grade={lineGrade} finish={lineFinish} unit={table.unit} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {weights && <p className="size-table__note">{weights.basis}</p>}
    </section>
  );
}

/** Per metre and per 6 m length for what is sold by the length, per sheet for sheets, per metre of coil. */
function RowWeight({ kg, unit }: { kg?: number; unit: SizeTableContent['unit'] }) {
  if (kg === undefined) return <td />;
  if (unit === 'sheet') return <td className="sizes__weight">{weightWords.kgPerSheet(kg)}</td>;
  if (unit === 'kg') return <td className="sizes__weight">{weightWords.kgPerMetre(kg)}</td>;
  return (
    <td className="sizes__weight">
      <span>{weightWords.kgPerMetre(kg)}</span> <span>{weightWords.kgPerLength(kg)}</span>
    </td>
  );
}

/**
 * The grade the table's lines are quoted in when the page is not filtered by one. Disabled until
 * the page's code runs: without it, the rows link to the form with the first grade, changed there.
 */
function GradeChoice({
  grades,
  value,
  onChange,
}: {
  grades: MaterialGradeId[];
  value: MaterialGradeId;
  onChange(grade: MaterialGradeId): void;
}) {
  const hydrated = useHydrated();
  const id = useId();
  return (
    <p className="size-table__grade">
      <label htmlFor={id}>{catalogueLabels.gradeForLines}</label>
      <select
        id={id}
        className="field__control field__control--select"
        value={value}
        disabled={!hydrated}
        onChange={(event) => onChange(event.target.value as MaterialGradeId)}
      >
        {grades.map((grade) => (
          <option key={grade} value={grade}>
            {gradeLabel(grade)}
          </option>
        ))}
      </select>
    </p>
  );
}
