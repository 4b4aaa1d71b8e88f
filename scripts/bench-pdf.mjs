// `npm run bench -- --only pdf`: the quotation PDF's render time inside workerd. The module
// scripts/build-worker-modules.mjs built (what the worker uploads) runs in `wrangler dev` behind a
// two-line worker that renders the document it is posted; the times are round trips on loopback
// (workerd's clock does not advance while code runs, so they are taken from outside).
import { spawn } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importTs } from './import-ts.mjs';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.env.BENCH_PDF_RUNS ?? 20);
const { quotationTotals } = await importTs('src/shared/quotation-money.ts');
const { defaultQuotationSettings } = await importTs('src/content/quotation-terms.ts');

const sampleLines = [
  {
    kind: 'goods',
    description: 'Welded pipe 2 in NPS Sch 10S (60.3 x 2.77 mm), 6 m, grade 304',
    unit: 'length',
    unitPriceCentavos: 448_050,
  },
  {
    kind: 'goods',
    description: 'Seamless pipe 1 1/2 in NPS Sch 40S (48.3 x 3.68 mm), 6 m, grade 316L',
    unit: 'length',
    unitPriceCentavos: 612_000,
  },
  {
    kind: 'service',
    description: 'Fabrication: mezzanine pipe railing, 24 m run, posts every 1.5 m',
    unit: 'lot',
    unitPriceCentavos: 1_850_000,
  },
];

/** A sent quotation of `count` lines, VAT-exclusive with withholding, as the send path freezes it. */
function benchDocument(count) {
  const lines = Array.from({ length: count }, (_, index) => ({
    ...sampleLines[index % sampleLines.length],
    quantityMilli: 1_000 * (1 + (index % 12)),
    discountBasisPoints: index % 5 === 0 ? 500 : 0,
  }));
  const pricing = { vat: 'vat-exclusive', discount: { kind: 'none' }, withholding: true, depositPercent: 50 };
  const totals = quotationTotals(lines, pricing);
  return {
    reference: 'Q-2026-000123',
    issuedOn: '2026-11-26',
    validUntil: '2026-12-11',
    business: {
      name: 'Bench Stainless',
      address: 'General Trias, Cavite',
      phone: '0917 000 0000',
      email: 'bench@test.example',
      tin: '123-456-789-000',
      vat: pricing.vat,
      paymentDetails: defaultQuotationSettings.paymentDetails,
    },
    customer: { name: 'Bench Customer', company: 'Bench Builders', email: 'customer@test.example', phone: '0918 000 0000' },
    lines: lines.map((line, index) => ({ ...line, amountCentavos: totals.lineAmounts[index] })),
    discount: pricing.discount,
    withholding: pricing.withholding,
    totals,
    terms: defaultQuotationSettings.terms,
    preparedBy: 'Bench Operator',
  };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => Number(value.toFixed(1));

/** First render (loading the module) and the median of `runs` renders, for 10 and 100 lines. */
export async function pdfRender() {
  const dir = await mkdtemp(path.join(tmpdir(), 'stainless-pdf-'));
  await mkdir(path.join(dir, 'generated'));
  await copyFile(path.join(root, 'src/worker/generated/quotation-pdf.js'), path.join(dir, 'generated/quotation-pdf.js'));
  await writeFile(
    path.join(dir, 'index.js'),
    [
      'export default {',
      '  async fetch(request) {',
      "    if (request.method !== 'POST') return new Response('ready');",
      "    const { drawQuotationPdf } = await import('./generated/quotation-pdf.js');",
      '    return new Response(await drawQuotationPdf(await request.json()));',
      '  },',
      '};',
      '',
    ].join('\n'),
  );
  await writeFile(
    path.join(dir, 'wrangler.toml'),
    'name = "bench-pdf"\nmain = "index.js"\ncompatibility_date = "2026-11-01"\nno_bundle = true\nfind_additional_modules = true\nrules = [{ type = "ESModule", globs = ["**/generated/*.js"] }]\n',
  );
  const port = await freePort();
  const worker = spawn(
    'npx',
    ['wrangler', 'dev', '--config', path.join(dir, 'wrangler.toml'), '--port', String(port), '--show-interactive-dev-session=false'],
    {
      cwd: root,
      env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const render = async (document) => {
    const started = performance.now();
    const response = await fetch(baseUrl, { method: 'POST', body: JSON.stringify(document) });
    const bytes = (await response.arrayBuffer()).byteLength;
    if (response.status !== 200) throw new Error(`the PDF worker answered ${response.status}`);
    return { ms: performance.now() - started, bytes };
  };
  try {
    for (let waited = 0; ; waited += 250) {
      if (waited > 60_000) throw new Error('the PDF worker did not start');
      if (
        await fetch(`${baseUrl}/`).then(
          () => true,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const documents = { 10: benchDocument(10), 100: benchDocument(100) };
    // The first render also loads and compiles the module, as the first PDF after a deploy does.
    const first = await render(documents[10]);
    // A request that renders nothing: what the round trip itself costs through wrangler dev.
    const empty = [];
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      await (await fetch(`${baseUrl}/`)).arrayBuffer();
      empty.push(performance.now() - started);
    }
    const results = { firstRenderMs: ms(first.ms), emptyRequestP50Ms: ms(median(empty)), runs };
    for (const [lines, document] of Object.entries(documents)) {
      const times = [];
      let bytes = 0;
      for (let run = 0; run < runs; run++) {
        const result = await render(document);
        times.push(result.ms);
        bytes = result.bytes;
      }
      results[`lines${lines}`] = { p50Ms: ms(median(times)), maxMs: ms(Math.max(...times)), pdfBytes: bytes };
    }
    return results;
  } finally {
    process.kill(-worker.pid, 'SIGTERM');
    await new Promise((resolve) => worker.once('exit', resolve));
    await rm(dir, { recursive: true, force: true });
  }
}
