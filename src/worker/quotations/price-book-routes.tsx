// /admin/price-book: the owner's reference unit prices, one catalogue family at a time. GET shows
// a family's size rows with their prices; POST saves the family's form and comes back to it.
import { Hono, type Context } from 'hono';
import { catalogueFamilies } from '../../content/catalogue/all-families';
import type { CatalogueFamily } from '../../content/catalogue/types';
import { PriceBookPage } from '../../ui/admin/quotations/PriceBookPage';
import { formFields } from '../admin/form-fields';
import type { DashboardEnv } from '../app-env';
import { adminPage } from '../render/render-admin';
import { familyPrices, savePrices } from './price-book';
import { catalogueFamily, parsePriceForm, priceBookView } from './price-book-form';
import { recordDashboardAction } from '../action-records/dashboard-actions';
import { screenAccess } from '../admin/roles';
import { adminPaths } from '../../shared/admin-paths';

export const priceBookRoutes = new Hono<DashboardEnv>();

async function priceBookPage(
  c: Context<DashboardEnv>,
  family: CatalogueFamily,
  options: { values?: Record<string, string>; errors?: Record<string, string>; message?: string; savedTable?: string } = {},
  status: 200 | 400 = 200,
) {
  const stored = await familyPrices(c.env.DB, family.id);
  return adminPage(
    c,
    <PriceBookPage
      view={priceBookView(family, stored, options)}
      message={options.message}
      savedTable={family.tables.some((table) => table.id === options.savedTable) ? options.savedTable : undefined}
    />,
    status,
  );
}

function savedMessage(saved: string | undefined): string | undefined {
  const count = Number(saved);
  if (saved === undefined || !Number.isInteger(count) || count < 0) return undefined;
  if (count === 0) return 'Nothing changed: the price book already had these prices.';
  return `Saved: ${count} ${count === 1 ? 'price' : 'prices'} changed.`;
}

priceBookRoutes.get('/', screenAccess('price-book'), (c) =>
  priceBookPage(c, catalogueFamily(c.req.query('family')) ?? catalogueFamilies[0]!, {
    message: savedMessage(c.req.query('saved')),
    savedTable: c.req.query('table'),
  }),
);

priceBookRoutes.post('/', async (c) => {
  const values = Object.fromEntries(
    Object.entries(await formFields(c)).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const family = catalogueFamily(values.family);
  if (!family) return c.text('Choose a family from the list: the catalogue has none by that name.', 400);
  const result = parsePriceForm(family, values, await familyPrices(c.env.DB, family.id));
  if (!result.ok) {
    const count = Object.keys(result.errors).length;
    return priceBookPage(
      c,
      family,
      {
        values,
        errors: result.errors,
        message: `Prices not saved: correct the ${count === 1 ? 'price' : `${count} prices`} marked below.`,
      },
      400,
    );
  }
  await savePrices(c.env.DB, result.changes, c.get('operator'));
  if (result.changes.length > 0) {
    await recordDashboardAction(c.env.DB, {
      actor: c.get('operator'),
      action: 'price-book-saved',
      detail: `${family.header.title}, ${result.changes.length === 1 ? '1 price' : `${result.changes.length} prices`}`,
    });
  }
  // Back to the table saved from, with its outcome beside its button (a script keeps the very scroll position; without one the anchor does).
  const table = family.tables.find((candidate) => candidate.id === values.table);
  return c.redirect(
    `${adminPaths.priceBook}?family=${family.id}&saved=${result.changes.length}${table ? `&table=${table.id}#table-${table.id}` : ''}`,
    303,
  );
});
