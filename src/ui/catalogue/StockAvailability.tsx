// A size table's availability on its family page, per grade: the owner's published stock where
// set, else the catalogue's default; grades that read the same share a line.
import { catalogueLabels, type Availability, type SizeTable } from '../../content/catalogue';
import type { MaterialGradeId } from '../../shared/catalogue';
import type { StockStatus, TableStock } from '../../shared/site-facts';

export interface GradeStock {
  grades: MaterialGradeId[];
  availability: Availability;
}

/** What the owner published for a grade, in the catalogue's words; never marked sample. */
const ownerAvailability = (set: StockStatus): Availability =>
  set.status === 'in-stock'
    ? { text: catalogueLabels.inStock, inStock: true, sample: false }
    : { text: catalogueLabels.leadTimeDays(set.days), inStock: false, sample: false };

/** The table's grades grouped by what they show, in the table's grade order. */
export function tableStock(table: SizeTable, published: TableStock | undefined): GradeStock[] {
  const groups: GradeStock[] = [];
  for (const grade of table.grades) {
    const set = published && Object.hasOwn(published, grade) ? published[grade] : undefined;
    const availability = set ? ownerAvailability(set) : table.availability;
    const same = groups.find((group) => group.availability.text === availability.text);
    if (same) same.grades.push(grade);
    else groups.push({ grades: [grade], availability });
  }
  return groups;
}

const stockClass = (availability: Availability) => (availability.inStock ? 'stock stock--in' : 'stock');

/** The availability cell: one line when every grade (or the grade filtered by) reads the same, else a line per group of grades. */
export function StockAvailability({ stock, grade }: { stock: GradeStock[]; grade?: MaterialGradeId }) {
  const shown = grade ? stock.filter((group) => group.grades.includes(grade)) : stock;
  if (shown.length === 1) return <dd className={stockClass(shown[0]!.availability)}>{shown[0]!.availability.text}</dd>;
  return (
    <dd>
      <ul className="stock-grades">
        {shown.map((group) => (
          <li key={group.grades.join()}>
            {`${group.grades.join(', ')}: `}
            <span className={stockClass(group.availability)}>{group.availability.text}</span>
          </li>
        ))}
      </ul>
    </dd>
  );
}
