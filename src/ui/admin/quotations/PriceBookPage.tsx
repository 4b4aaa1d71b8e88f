// The price book: the owner's reference unit price for each catalogue size row and grade, one
// family at a time. Private to the dashboard: a quotation starts a quote-list line of the same
// size, grade and unit at its price; the site never shows it. Server-rendered, no script.
import { formatManilaTime } from '../../../shared/business-time';
import { materialFamilies, saleUnits } from '../../../shared/catalogue';
import { priceField, priceFormError, type PriceBookView } from '../../../shared/price-book';
import { AdminDocument } from '../AdminDocument';
import { FamilyPicker } from '../FamilyPicker';
import { adminAssets, adminPaths } from '../../../shared/admin-paths';

interface PriceBookPageProps {
  view: PriceBookView;
  /** A one-line outcome of the last save, or why it was refused. */
  message?: string;
  /** The table whose Save button was pressed: the page comes back to it, with the outcome beside it. */
  savedTable?: string;
}

/**
 * Filters the family's sizes as the owner types (client/admin/price-filter.ts unhides it and does
 * the filtering; without scripts the family is the plain list below). Outside the price form, so
 * what is typed here is never an unsaved edit.
 */
function SizeFilter() {
  return (
    <div className="facts-form price-filter" hidden data-price-filter>
      <label htmlFor="price-filter">Find a size</label>
      <input id="price-filter" type="search" autoComplete="off" placeholder="e.g. 2 in, 3/4, 1.5 mm" />
      <p className="muted" id="price-filter-count" aria-live="polite" />
    </div>
  );
}

/** One size row as a card: a price per grade, and under them what is wrong with any. */
function PriceRow({
  view,
  tableId,
  rowIndex,
  item,
  grades,
}: {
  view: PriceBookView;
  tableId: string;
  rowIndex: number;
  item: string;
  grades: string[];
}) {
  const fields = grades.map((grade) => ({ grade, name: priceField(item, grade), id: `price-${tableId}-${rowIndex}-${grade}` }));
  return (
    <fieldset className="price-row">
      <legend>{item}</legend>
      {fields.map(({ grade, name, id }) => (
        <div key={grade} className="price-input">
          <label htmlFor={id}>{grade}</label>
          <input
            id={id}
            name={name}
            inputMode="decimal"
            autoComplete="off"
            placeholder="₱"
            defaultValue={view.values[name] ?? ''}
            aria-invalid={view.errors[name] ? true : undefined}
            aria-describedby={view.errors[name] ? `${id}-error` : undefined}
          />
        </div>
      ))}
      {fields.map(
        ({ name, id }) =>
          view.errors[name] && (
            <p key={id} id={`${id}-error`} className="field-error" role="alert">
              {view.errors[name]}
            </p>
          ),
      )}
    </fieldset>
  );
}

export function PriceBookPage({ view, message, savedTable }: PriceBookPageProps) {
  const familyLabel = materialFamilies.find((family) => family.id === view.family)!.label.toLowerCase();
  return (
    <AdminDocument title="Price book" current="price-book">
      <div className="page-head">
        <h1>Price book</h1>
      </div>
      {message && !savedTable && (
        <p className="notice" role="status">
          {message}
        </p>
      )}
      <section className="panel">
        <p className="muted">
          Your reference unit prices, seen only here: a new quotation starts each quote-list line of the same size, grade and unit at its
          price, and you can change it there. The site never shows them. Type a price as you write it (4,480.50 or ₱ 4480); clear it to
          remove it.
        </p>
        <FamilyPicker action={adminPaths.priceBook} id="price-family" family={view.family} />
        <SizeFilter />
        <p className="muted">
          {view.lastChanged
            ? `Prices of ${familyLabel} last changed ${formatManilaTime(view.lastChanged.at)} by ${view.lastChanged.by}.`
            : `No prices of ${familyLabel} yet.`}
        </p>
      </section>
      <form method="post" action={adminPaths.priceBook}>
        <input type="hidden" name="family" value={view.family} />
        {view.errors[priceFormError] && (
          <p className="field-error" role="alert">
            {view.errors[priceFormError]}
          </p>
        )}
        {view.tables.map((table) => (
          <section key={table.id} id={`table-${table.id}`} className="panel" aria-labelledby={`${table.id}-title`} data-price-table>
            <h2 id={`${table.id}-title`}>
              {table.title} <span className="muted">(price per {saleUnits.find((unit) => unit.id === table.unit)!.label})</span>
            </h2>
            <div className="price-rows">
              {table.items.map((item, rowIndex) => (
                <PriceRow key={item} view={view} tableId={table.id} rowIndex={rowIndex} item={item} grades={table.grades} />
              ))}
            </div>
            {message && savedTable === table.id && (
              <p className="notice" role="status">
                {message}
              </p>
            )}
            <button type="submit" className="primary" name="table" value={table.id}>
              Save {familyLabel} prices
            </button>
          </section>
        ))}
      </form>
      <script src={adminAssets.priceFilterScript} defer />
    </AdminDocument>
  );
}
