// The weight calculator answers from its URL on the server (no JavaScript needed), and bad input
// is a 200 page with a message at the field, never a 500 or a NaN.
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { pagePath } from '../../src/shared/routes';

const origin = 'https://stainless.example';
const calculator = pagePath('weight-calculator');

async function render(query: string) {
  const response = await SELF.fetch(`${origin}${calculator}?${query}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  // Only what the page writes: an input may hold "Infinity" as typed.
  expect(html.replace(/ value="[^"]*"/g, '')).not.toMatch(/NaN|Infinity/);
  return html;
}

/** The text inside the result's <output>. */
function outputOf(html: string): string {
  return /<output[^>]*>([\s\S]*?)<\/output>/.exec(html)?.[1] ?? '';
}

/** The inline message under a field, or undefined. */
function errorOf(html: string, field: string): string | undefined {
  return new RegExp(`<p class="field__error" id="calc-${field}-error">([^<]*)</p>`).exec(html)?.[1];
}

describe('weight calculator: the server weighs the shared URL', () => {
  // Expected weights worked out by hand (area x length x density), not by the code under test.
  const cases = [
    { query: 'shape=sheet&grade=304&thickness=1.5&width=1219&length=2438&qty=10', perPiece: '35.35 kg', total: '353.51 kg' },
    { query: 'shape=pipe&grade=304&od=60.33&wall=2.77&length=6000&qty=2', perPiece: '23.83 kg', total: '47.67 kg' },
    { query: 'shape=square-tube&grade=316&side=50&wall=1.5&length=6000&qty=1', perPiece: '13.93 kg', total: '13.93 kg' },
    { query: 'shape=rect-tube&grade=304&width=100&height=50&wall=2&length=6000&qty=3', perPiece: '27.79 kg', total: '83.36 kg' },
    { query: 'shape=round-bar&grade=304&diameter=25&length=1000&qty=4', perPiece: '3.89 kg', total: '15.57 kg' },
    { query: 'shape=square-bar&grade=304&side=20&length=1000&qty=1', perPiece: '3.17 kg', total: '3.17 kg' },
    { query: 'shape=hex-bar&grade=304&side=24&length=1000&qty=1', perPiece: '3.96 kg', total: '3.96 kg' },
    { query: 'shape=flat-bar&grade=304&width=50&thickness=6&length=1000&qty=1', perPiece: '2.38 kg', total: '2.38 kg' },
    { query: 'shape=angle&grade=304&leg1=50&leg2=50&thickness=5&length=1000&qty=1', perPiece: '3.77 kg', total: '3.77 kg' },
    // 1 in round bar, 20 ft long: 25.4 mm x 6096 mm.
    { query: 'shape=round-bar&grade=304&units=in&lengthUnit=ft&diameter=1&length=20&qty=1', perPiece: '24.49 kg', total: '24.49 kg' },
  ];

  for (const { query, perPiece, total } of cases) {
    it(`?${query}`, async () => {
      const html = await render(query);
      const output = outputOf(html);
      expect(output).toContain(`<strong>${perPiece}</strong>`);
      expect(output).toContain(`<strong>${total}</strong>`);
      expect(html).toMatch(/Density used: 7\.9[38] g\/cm³/);
      expect(html).not.toContain('class="field__error"');
    });
  }

  it('links a visitor without JavaScript to the quote form with the item, quantity and weight prefilled', async () => {
    const html = await render('shape=sheet&grade=316L&thickness=1.5&width=1219&length=2438&qty=10');
    const href = /<a class="button button--primary" href="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    const link = new URL(href!, origin);
    expect(link.pathname).toBe('/contact');
    expect(link.hash).toBe('#quote');
    expect(Object.fromEntries(link.searchParams)).toMatchObject({
      family: 'sheets-plates',
      item: 'Sheet 1.5 x 1219 x 2438 mm',
      grade: '316L',
      unit: 'sheet',
      qty: '10',
    });
    const note = link.searchParams.get('note')!;
    expect(note).toContain('35.57');
    // The form it opens lists the sheet with that quantity and the weight as the line's note.
    const form = await (await SELF.fetch(new URL(`${link.pathname}${link.search}`, origin))).text();
    expect(form).toMatch(/name="lines\.0\.quantity"[^>]*value="10"|value="10"[^>]*name="lines\.0\.quantity"/);
    const shownNote = /name="lines\.0\.note"[^>]*value="([^"]*)"|value="([^"]*)"[^>]*name="lines\.0\.note"/.exec(form);
    expect((shownNote?.[1] ?? shownNote?.[2])?.replaceAll('&amp;', '&')).toBe(note);
  });

  it('shows the form without messages when nothing is entered yet', async () => {
    for (const query of ['', 'shape=pipe&grade=316&show=fields&length=6000']) {
      const html = await render(query);
      expect(html).not.toContain('class="field__error"');
      expect(outputOf(html)).not.toContain('<strong>');
    }
  });
});

describe('weight calculator: bad input gets a message at the field', () => {
  const cases: { query: string; field: string; names: RegExp }[] = [
    { query: 'shape=sheet&grade=304&thickness=1.5&length=2438&qty=1', field: 'width', names: /Width/ },
    { query: 'shape=sheet&grade=304&thickness=abc&width=1219&length=2438&qty=1', field: 'thickness', names: /Thickness/ },
    { query: 'shape=sheet&grade=304&thickness=1e3&width=1219&length=2438&qty=1', field: 'thickness', names: /Thickness/ },
    { query: 'shape=sheet&grade=304&thickness=-1.5&width=1219&length=2438&qty=1', field: 'thickness', names: /Thickness/ },
    { query: 'shape=sheet&grade=304&thickness=1.5&width=1219&length=Infinity&qty=1', field: 'length', names: /Length/ },
    { query: 'shape=sheet&grade=304&thickness=1.5&width=1219&length=99999&qty=1', field: 'length', names: /Length.*12,000 mm/ },
    { query: 'shape=sheet&grade=304&thickness=1.5&width=1219&length=2438&qty=0', field: 'qty', names: /Quantity/ },
    { query: 'shape=sheet&grade=304&thickness=1.5&width=1219&length=2438&qty=2.5', field: 'qty', names: /Quantity/ },
    { query: 'shape=pipe&grade=304&od=20&wall=10&length=6000&qty=1', field: 'wall', names: /Wall thickness.*outside diameter/ },
    { query: 'shape=rect-tube&grade=304&width=100&height=20&wall=12&length=6000&qty=1', field: 'wall', names: /Wall thickness.*height/ },
    { query: 'shape=angle&grade=304&leg1=50&leg2=20&thickness=20&length=6000&qty=1', field: 'thickness', names: /Thickness.*leg/ },
    { query: 'shape=flat-bar&grade=304&width=10&thickness=20&length=6000&qty=1', field: 'thickness', names: /Thickness.*width/ },
    { query: 'shape=cone&grade=304&thickness=1.5&width=1219&length=2438&qty=1', field: 'shape', names: /Shape/ },
    { query: 'shape=sheet&grade=999&thickness=1.5&width=1219&length=2438&qty=1', field: 'grade', names: /Grade/ },
    { query: 'shape=sheet&grade=304&units=furlong&thickness=1.5&width=1219&length=2438&qty=1', field: 'units', names: /Sizes in/ },
  ];

  for (const { query, field, names } of cases) {
    it(`?${query}`, async () => {
      const html = await render(query);
      expect(errorOf(html, field)).toMatch(names);
      expect(outputOf(html)).not.toContain('<strong>');
      if (field !== 'shape')
        expect(html).toMatch(new RegExp(`id="calc-${field}"[^>]*aria-invalid="true"[^>]*aria-describedby="calc-${field}-error[^"]*"`));
    });
  }
});
