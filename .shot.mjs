import { chromium } from '@playwright/test';
const [,, hash, out, w = '1280', h = '800', tab = ''] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: +w, height: +h } });
await p.goto('http://localhost:4411/' + hash);
await p.waitForSelector('[data-tree-picture] [data-root]', { timeout: 60000 });
if (tab) { await p.getByRole('tab', { name: 'Tree' }).click(); }
await p.waitForTimeout(1500);
await p.screenshot({ path: out });
await b.close();
