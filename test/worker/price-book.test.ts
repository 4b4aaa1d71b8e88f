// The price book: the owner's private reference prices per catalogue size row, grade and unit,
// saved from the dashboard, read back exactly for the quotation builder, never on the public site.
import { SELF, env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { catalogueFamilies } from '../../src/content/catalogue/all-families';
import { materialFamilyPath, materialsPath } from '../../src/shared/catalogue';
import { priceField } from '../../src/shared/price-book';
import { priceBookPrices } from '../../src/worker/quotations/price-book';
import { asOperator, operator, postForm } from './admin-helpers';
import { origin } from './quote-helpers';

const db = (env as unknown as Env).DB;

const pipes = catalogueFamilies.find((family) => family.id === 'pipes')!;
const sch10s = pipes.tables.find((table) => table.id === 'sch10s')!;
const sch40s = pipes.tables.find((table) => table.id === 'sch40s')!;
const [twoInch, threeInch] = [sch10s.rows[5]!.item, sch10s.rows[7]!.item];
const twoInch40s = sch40s.rows[5]!.item;

const storedPrices = async () =>
  (
    await db
      .prepare('SELECT family, item, grade, unit, price_centavos, updated_by FROM price_book ORDER BY item, grade')
      .all<Record<string, string | number>>()
  ).results;

// Storage lasts the whole file: each test starts with an empty book.
beforeEach(async () => {
  await db.prepare('DELETE FROM price_book').run();
});

const unescaped = (html: string) => html.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');

describe('the price book page', () => {
  it('is behind the sign-in', async () => {
    const response = await SELF.fetch(`${origin}/admin/price-book`, { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toContain('/admin/login');
  });

  it('saves prices typed as people type them, reads them back, and clears an emptied one', async () => {
    const session = await operator();
    const saved = await postForm(session, '/admin/price-book', {
      family: 'pipes',
      [priceField(twoInch, '304')]: '4,480.50',
      [priceField(twoInch, '316L')]: '₱ 6480',
      [priceField(threeInch, '304')]: '7480',
      [priceField(twoInch40s, '304')]: '',
    });
    expect(saved.status, await saved.clone().text()).toBe(303);
    expect(saved.headers.get('location')).toBe('/admin/price-book?family=pipes&saved=3');
    expect(await storedPrices()).toEqual([
      { family: 'pipes', item: twoInch, grade: '304', unit: 'length', price_centavos: 448050, updated_by: 'owner@stainless.example' },
      { family: 'pipes', item: twoInch, grade: '316L', unit: 'length', price_centavos: 648000, updated_by: 'owner@stainless.example' },
      { family: 'pipes', item: threeInch, grade: '304', unit: 'length', price_centavos: 748000, updated_by: 'owner@stainless.example' },
    ]);

    const page = unescaped(await (await asOperator(session, '/admin/price-book?family=pipes&saved=3')).text());
    expect(page).toContain('Saved: 3 prices changed.');
    expect(page).toMatch(/Prices of welded and seamless pipe last changed [^<]+ by owner@stainless\.example\./);
    expect(unescaped(await (await asOperator(session, '/admin/price-book?family=tubes')).text())).toContain('No prices of tubes yet.');
    expect(page).toContain(`name="${priceField(twoInch, '304')}" value="4,480.50"`);
    expect(page).toContain(`name="${priceField(twoInch, '316L')}" value="6,480.00"`);
    expect(page).toContain(`name="${priceField(twoInch, '304L')}" value=""`);

    // The page's own values posted back change nothing; an emptied field clears its price.
    const same = await postForm(session, '/admin/price-book', { family: 'pipes', [priceField(twoInch, '304')]: '4,480.50' });
    expect(same.headers.get('location')).toBe('/admin/price-book?family=pipes&saved=0');
    const cleared = await postForm(session, '/admin/price-book', { family: 'pipes', [priceField(twoInch, '316L')]: ' ' });
    expect(cleared.headers.get('location')).toBe('/admin/price-book?family=pipes&saved=1');
    expect((await storedPrices()).map((row) => [row.item, row.grade])).toEqual([
      [twoInch, '304'],
      [threeInch, '304'],
    ]);
  });

  it('comes back to the table saved from, with the outcome beside its button, and offers a filter only to a page that runs scripts', async () => {
    const session = await operator();
    const saved = await postForm(session, '/admin/price-book', {
      family: 'pipes',
      table: sch40s.id,
      [priceField(twoInch40s, '304')]: '5,200',
    });
    expect(saved.headers.get('location')).toBe(`/admin/price-book?family=pipes&saved=1&table=${sch40s.id}#table-${sch40s.id}`);
    const page = await (await asOperator(session, `/admin/price-book?family=pipes&saved=1&table=${sch40s.id}`)).text();
    const table = page.slice(page.indexOf(`id="table-${sch40s.id}"`), page.indexOf('</section>', page.indexOf(`id="table-${sch40s.id}"`)));
    expect(table).toContain('<p class="notice" role="status">Saved: 1 price changed.</p>');
    expect(page.match(/role="status"/g)).toHaveLength(1);
    // The filter is hidden until its script shows it; the script is the page's own file.
    expect(page).toContain('<div class="facts-form price-filter" hidden="" data-price-filter="true">');
    expect(page).toContain('<script src="/admin-price-filter.js" defer=""></script>');
    const script = await SELF.fetch(`${origin}/admin-price-filter.js`);
    expect(script.status).toBe(200);
    expect(await script.text()).toContain('data-price-filter');
    // A table that is not the family's is ignored: the outcome shows at the top, and no anchor is made up.
    const other = await postForm(session, '/admin/price-book', {
      family: 'pipes',
      table: 'angle',
      [priceField(twoInch40s, '304')]: '5,200',
    });
    expect(other.headers.get('location')).toBe('/admin/price-book?family=pipes&saved=0');
  });

  it.each([
    ['negative', '-4480'],
    ['zero', '0'],
    ['not a number', 'four thousand'],
    ['absurd', '₱ 150,000,000'],
  ])('refuses a %s price with a 400 naming the row, and saves nothing', async (_, typed) => {
    const session = await operator();
    await postForm(session, '/admin/price-book', { family: 'pipes', [priceField(threeInch, '304')]: '7480' });
    const before = await storedPrices();
    const response = await postForm(session, '/admin/price-book', {
      family: 'pipes',
      [priceField(threeInch, '304')]: '7,999',
      [priceField(twoInch, '316')]: typed,
    });
    expect(response.status).toBe(400);
    const html = unescaped(await response.text());
    expect(html).toContain('Prices not saved: correct the price marked below.');
    const error = /id="price-sch10s-5-316-error"[^>]*>([^<]*)</.exec(html)?.[1];
    expect(error).toBe(`${twoInch}, 316: enter a price in pesos above zero and at most ₱100,000,000.00, e.g. 4,480.50.`);
    const input = /<input id="price-sch10s-5-316" [^>]*>/.exec(html)![0];
    expect(input).toContain('aria-invalid="true" aria-describedby="price-sch10s-5-316-error"');
    expect(input).toContain(`value="${typed}"`);
    // The valid price typed beside it waits in the form, unsaved.
    expect(html).toContain(`name="${priceField(threeInch, '304')}" value="7,999"`);
    expect(await storedPrices()).toEqual(before);
  });

  it('refuses a family or a size the catalogue does not have', async () => {
    const session = await operator();
    const family = await postForm(session, '/admin/price-book', { family: 'gold-bars', [priceField(twoInch, '304')]: '100' });
    expect(family.status).toBe(400);
    const size = await postForm(session, '/admin/price-book', { family: 'pipes', [priceField('NPS 99 pipe', '304')]: '100' });
    expect(size.status).toBe(400);
    expect(unescaped(await size.text())).toContain('has no size and grade "304:NPS 99 pipe": reload this page');
    // A grade the table is not sold in is no field of it either.
    const grade = await postForm(session, '/admin/price-book', { family: 'pipes', [priceField(twoInch, '430')]: '100' });
    expect(grade.status).toBe(400);
    expect(await storedPrices()).toEqual([]);
  });
});

describe('priceBookPrices', () => {
  it('finds the price of a quote-list line only when family, item, grade and unit match exactly', async () => {
    const session = await operator();
    await postForm(session, '/admin/price-book', {
      family: 'pipes',
      [priceField(twoInch, '304')]: '4,480.50',
      [priceField(twoInch40s, '316L')]: '9,100',
    });
    const line = { family: 'pipes', item: twoInch, grade: '304', unit: 'length' };
    expect(
      await priceBookPrices(db, [
        line,
        { ...line, grade: '316L' },
        { ...line, unit: 'piece' },
        { ...line, family: 'tubes' },
        { ...line, item: twoInch.toLowerCase() },
        { ...line, item: `${twoInch} ` },
        { family: 'pipes', item: twoInch40s, grade: '316L', unit: 'length' },
        line,
      ]),
    ).toEqual([448050, null, null, null, null, null, 910000, 448050]);
    expect(await priceBookPrices(db, [])).toEqual([]);
  });

  it('answers a quotation of 100 lines in one query', async () => {
    const lines = Array.from({ length: 100 }, (_, index) => ({ family: 'pipes', item: `line ${index}`, grade: '304', unit: 'length' }));
    expect(await priceBookPrices(db, lines)).toEqual(lines.map(() => null));
  });
});

describe('the public site', () => {
  it('never shows a price-book price on the catalogue pages', async () => {
    const session = await operator();
    await postForm(session, '/admin/price-book', { family: 'pipes', [priceField(twoInch, '304')]: '98,765.43' });
    expect(await priceBookPrices(db, [{ family: 'pipes', item: twoInch, grade: '304', unit: 'length' }])).toEqual([9876543]);
    const path = materialFamilyPath('pipes');
    for (const page of [path, `${path}?grade=304`, materialsPath, '/']) {
      const response = await SELF.fetch(`${origin}${page}`);
      expect(response.status, page).toBe(200);
      const html = await response.text();
      for (const written of ['98,765.43', '98765.43', '9876543', '98,765']) expect(html, `${page}: ${written}`).not.toContain(written);
    }
  });
});
