// Site facts' stock: once the family is chosen (FamilyPicker), each grade of each size table in
// stock, to a lead time, or back to the catalogue's default. The fields go inside the page's own
// save form.
import { materialFamilies } from '../../../shared/material-families';
import { maxLeadTimeDays } from '../../../shared/site-facts';
import { stockDaysField, stockStatusField, type StockFormView } from '../../../shared/stock-form';
import { FieldError } from '../Field';

/** One grade's row: its availability, and the lead time in days when it has one. */
function GradeStock({ stock, tableId, grade }: { stock: StockFormView; tableId: string; grade: string }) {
  const [status, days] = [stockStatusField(tableId, grade), stockDaysField(tableId, grade)];
  return (
    <div className="stock-grade">
      <label htmlFor={status} className="stock-grade__name">
        {grade}
      </label>
      <select
        id={status}
        name={status}
        defaultValue={stock.values[status] ?? 'default'}
        aria-invalid={stock.errors[status] ? true : undefined}
      >
        <option value="default">Default</option>
        <option value="in-stock">In stock</option>
        <option value="lead-time">Lead time</option>
      </select>
      <label htmlFor={days} className="visually-hidden">
        {grade} lead time in days
      </label>
      <input
        id={days}
        name={days}
        type="number"
        inputMode="numeric"
        min={1}
        max={maxLeadTimeDays}
        placeholder="days"
        defaultValue={stock.values[days] ?? ''}
        aria-invalid={stock.errors[days] ? true : undefined}
        aria-describedby={stock.errors[days] ? `${days}-error` : undefined}
      />
      <FieldError id={status} error={stock.errors[status]} />
      <FieldError id={days} error={stock.errors[days]} />
    </div>
  );
}

/** The fields of the stock form: put them inside a form posting to /admin/site/availability. */
export function StockFields({ stock }: { stock: StockFormView }) {
  const familyLabel = materialFamilies.find((family) => family.id === stock.family)!.label.toLowerCase();
  return (
    <>
      <p className="muted">
        {`What each grade of each size table of ${familyLabel} shows on its page. A lead time is 1 to ${maxLeadTimeDays} days. Default keeps the catalogue's text; once you set any, the page no longer says its stock is a sample.`}
      </p>
      <input type="hidden" name="family" value={stock.family} />
      <FieldError id="family" error={stock.errors.family} />
      <FieldError id="stock" error={stock.errors.stock} />
      {stock.tables.map((table) => (
        <fieldset key={table.id} className="stock-row">
          <legend>{table.title}</legend>
          <p className="muted">Catalogue default: {table.defaultText}</p>
          {table.grades.map((grade) => (
            <GradeStock key={grade} stock={stock} tableId={table.id} grade={grade} />
          ))}
        </fieldset>
      ))}
    </>
  );
}
