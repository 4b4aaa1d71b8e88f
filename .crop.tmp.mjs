import { chromium } from 'playwright-core';
const [file, out, y, h, w] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--allow-file-access-from-files'] });
const p = await b.newPage({ viewport: { width: Number(w), height: Number(h) } });
await p.goto('file:///tmp/');
await p.setContent(`<body style="margin:0"><img src="file://${file}" style="display:block;width:${w}px;margin-top:-${y}px"></body>`);
await p.waitForFunction(() => document.querySelector('img').complete);
await p.screenshot({ path: out });
await b.close();
