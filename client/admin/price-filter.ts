// Dashboard, the price book (served as /admin-price-filter.js): a filter over the family's sizes.
// Typing hides the size rows whose name lacks any of the words typed ("2 in" finds every 2 in pipe;
// "316" matches no size, a grade is a column); a table left with no row is hidden too. Hidden rows
// are still in the form, so Save sends every price as before. Without this script the filter stays
// hidden and the family is the plain list.
const filter = document.querySelector<HTMLElement>('[data-price-filter]');
const box = document.getElementById('price-filter');
const count = document.getElementById('price-filter-count');
if (filter && box instanceof HTMLInputElement && count) priceFilter(filter, box, count);

function priceFilter(filter: HTMLElement, box: HTMLInputElement, count: HTMLElement) {
  const rows = [...document.querySelectorAll<HTMLElement>('.price-row')];
  const tables = [...document.querySelectorAll<HTMLElement>('[data-price-table]')];
  const names = new Map(rows.map((row) => [row, (row.querySelector('legend')?.textContent ?? '').toLowerCase()]));
  filter.hidden = false;

  const apply = () => {
    const words = box.value.toLowerCase().split(/\s+/).filter(Boolean);
    let shown = 0;
    for (const row of rows) {
      const match = words.every((word) => names.get(row)!.includes(word));
      row.hidden = !match;
      if (match) shown += 1;
    }
    for (const table of tables) table.hidden = !table.querySelector('.price-row:not([hidden])');
    count.textContent =
      words.length === 0 ? '' : shown === 0 ? 'No size of this family has those words.' : `${shown} of ${rows.length} sizes shown`;
  };
  box.addEventListener('input', apply);
  // A filter the browser kept over a reload still filters.
  if (box.value) apply();
}
