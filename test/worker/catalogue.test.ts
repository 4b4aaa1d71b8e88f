// The stock catalogue as a visitor without JavaScript and a search engine get it: server-rendered
// family pages, filters in the address, a quote link on every size row, structured data without prices.
import { SELF } from 'cloudflare:test';
// @ts-expect-error workerd provides node:zlib (nodejs_compat); the worker types do not declare it.
import { brotliCompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { CatalogueFamily } from '../../src/content/catalogue';
import { catalogueFamilies } from '../../src/content/catalogue/all-families';
import { materialFamilies, materialFamilyPath, materialsPath } from '../../src/shared/catalogue';
import { pagePath } from '../../src/shared/routes';

const origin = 'https://stainless.example';

const catalogueFamily = (id: CatalogueFamily['id']) => catalogueFamilies.find((family) => family.id === id)!;

async function get(path: string) {
  return SELF.fetch(origin + path, { redirect: 'manual' });
}

async function html(path: string) {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

const unescaped = (value: string) =>
  value.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

function jsonLdBlocks(page: string): Record<string, unknown>[] {
  return [...page.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

/** The size tables a page shows, by id. */
const tablesShown = (page: string) => [...page.matchAll(/<section class="size-table" id="([^"]+)"/g)].map(([, id]) => id);

/** Each row's link to the quote form (the no-JavaScript quote control), as the form reads it. */
const quoteLinks = (page: string): Record<string, string>[] =>
  [...page.matchAll(/<a class="add-to-quote__toggle"[^>]* href="([^"]+)"/g)].map(([, href]) => {
    const url = new URL(unescaped(href!), origin);
    return { path: url.pathname, hash: url.hash, ...Object.fromEntries(url.searchParams) };
  });

describe('family pages', () => {
  for (const family of catalogueFamilies) {
    const path = materialFamilyPath(family.id);

    it(`${path}: its own title and canonical link, breadcrumbs, a quote link per size row, and products without prices`, async () => {
      const page = await html(path);
      expect(page).toContain(`<link rel="canonical" href="${origin}${path}"/>`);
      expect(unescaped(/<title>([^<]+)<\/title>/.exec(page)![1]!)).toContain(family.meta.title);

      // The visible trail matches the BreadcrumbList (checked for every page in seo.test.ts).
      const trail = /<nav class="breadcrumbs" aria-label="Breadcrumb">(.*?)<\/nav>/s.exec(page)![1]!;
      expect(trail).toContain('<a href="/">Home</a>');
      expect(trail).toContain(`<a href="${materialsPath}">Materials</a>`);
      expect(trail).toContain(`<span aria-current="page">${materialFamilies.find((f) => f.id === family.id)!.label}</span>`);

      expect(tablesShown(page)).toEqual(family.tables.map((table) => table.id));
      const links = quoteLinks(page);
      const rows = family.tables.flatMap((table) => table.rows.map((row) => ({ table, row })));
      expect(links).toHaveLength(rows.length);
      links.forEach((link, index) => {
        const { table, row } = rows[index]!;
        expect(link).toMatchObject({
          path: pagePath('contact'),
          hash: '#quote',
          family: family.id,
          item: row.item,
          grade: table.grades[0],
          unit: table.unit,
        });
        if (table.finishes.length === 1) expect(link.finish).toBe(table.finishes[0]);
      });

      const [list, ...others] = jsonLdBlocks(page).filter((block) => block['@type'] === 'ItemList');
      expect(others).toHaveLength(0);
      const items = (list!.itemListElement as { position: number; item: Record<string, unknown> }[]).map((element) => element.item);
      expect(items).toHaveLength(family.tables.length);
      for (const item of items)
        expect(item).toMatchObject({ '@type': 'Product', name: expect.any(String), url: expect.stringContaining(`${origin}${path}#`) });
      expect(JSON.stringify(list)).not.toMatch(/offers|price/i);
    });

    it(`${path} is at most 14 KB compressed with brotli, as Cloudflare sends it`, async () => {
      const page = await html(path);
      const bytes = brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength;
      expect(bytes).toBeLessThanOrEqual(14 * 1024);
    });
  }

  it('answers 404 for a family the catalogue does not have', async () => {
    const response = await get(`${materialsPath}/unknown`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<meta name="robots" content="noindex"/>');
  });
});

describe('filtering without JavaScript', () => {
  const bars = catalogueFamily('bars');
  const path = materialFamilyPath('bars');

  it('shows only the tables in the grade and finish asked for, quoting each row in them; the canonical stays the family page', async () => {
    const in316L = bars.tables.filter((table) => table.grades.includes('316L'));
    expect(in316L.length).toBeGreaterThan(0);
    expect(in316L.length).toBeLessThan(bars.tables.length);

    const page = await html(`${path}?grade=316L`);
    expect(tablesShown(page)).toEqual(in316L.map((table) => table.id));
    expect(new Set(quoteLinks(page).map((link) => link.grade))).toEqual(new Set(['316L']));
    expect(page).toContain('<option value="316L" selected="">');
    expect(page).toContain(`<link rel="canonical" href="${origin}${path}"/>`);

    // Case does not matter; a finish narrows further and goes on every line.
    const bright = await html(`${path}?grade=316l&finish=BRIGHT`);
    const both = in316L.filter((table) => table.finishes.includes('bright'));
    expect(both.length).toBeGreaterThan(0);
    expect(tablesShown(bright)).toEqual(both.map((table) => table.id));
    expect(new Set(quoteLinks(bright).map((link) => `${link.grade} ${link.finish}`))).toEqual(new Set(['316L bright']));
  });

  it('ignores a grade or finish it does not list, says so, and shows every table', async () => {
    const response = await get(`${path}?grade=999&finish=%3Cscript%3Ealert(1)%3C%2Fscript%3E`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(tablesShown(page)).toEqual(bars.tables.map((table) => table.id));
    expect(page).toMatch(/We do not list the grade “999” here/);
    expect(page).toContain('&lt;script&gt;alert(1)');
    expect(page).not.toContain('<script>alert(1)');
  });

  it('says so when no table has that grade and finish together', async () => {
    const sheets = catalogueFamily('sheets-plates');
    expect(sheets.tables.some((table) => table.grades.includes('430'))).toBe(true);
    expect(sheets.tables.some((table) => table.finishes.includes('no1'))).toBe(true);
    expect(sheets.tables.some((table) => table.grades.includes('430') && table.finishes.includes('no1'))).toBe(false);
    const page = await html(`${materialFamilyPath('sheets-plates')}?grade=430&finish=no1`);
    expect(tablesShown(page)).toEqual([]);
    expect(page).toContain('No sizes match that grade and finish here.');
  });
});

describe('the catalogue index and the ways in', () => {
  it('/materials links to every family, the weight calculator and the quote form, with the mill certificates section', async () => {
    const page = await html(materialsPath);
    for (const family of materialFamilies) expect(page).toContain(`href="${materialFamilyPath(family.id)}"`);
    expect(page).toContain(`href="${pagePath('weight-calculator')}"`);
    expect(page).toContain(`href="${pagePath('contact')}"`);
    expect(page).toContain('id="mill-certificates"');
  });

  it('is linked from Home, Services, every page’s header and menu, and its footer (apart from the Quick Links)', async () => {
    for (const path of ['/', '/services']) expect(await html(path)).toMatch(new RegExp(`<a href="${materialsPath}" class="text-link">`));
    const about = await html('/about');
    const header = /<header[\s\S]*<\/header>/.exec(about)![0];
    expect(header).toContain(`<a href="${materialsPath}" class="nav-link">Materials</a>`);
    const footer = /<footer[\s\S]*<\/footer>/.exec(about)![0];
    const materialsNav = /<nav aria-labelledby="footer-materials">(.*?)<\/nav>/s.exec(footer)![1]!;
    expect(materialsNav).toContain(`<a href="${materialsPath}">`);
    const quickLinks = /<nav aria-labelledby="footer-links">(.*?)<\/nav>/s.exec(footer)![1]!;
    expect(quickLinks).not.toContain(`href="${materialsPath}"`);
  });
});
