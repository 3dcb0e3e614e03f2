// The JavaScript a visitor's browser downloads to show /login (entry, preloads and the lazy route
// chunk), gzip-compressed, measured by loading the page in Chromium; and whether the charting
// library is among it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer } from '../support/server.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'finboard-bundle-'));
const server = await startServer({ port: 3902, dataDir });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = await browser.newPage();
const scripts = [];
page.on('response', async (response) => {
  if (response.request().resourceType() === 'script') scripts.push({ url: new URL(response.url()).pathname, body: await response.body() });
});
await page.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
await page.getByRole('button', { name: 'Log In' }).waitFor();
await browser.close();
await server.stop();
rmSync(dataDir, { recursive: true, force: true });

const files = scripts.map(({ url, body }) => ({
  path: url,
  gzipKb: +(gzipSync(body).length / 1024).toFixed(1),
  hasEcharts: /echarts|zrender/i.test(body.toString('utf8')),
}));
const total = +files.reduce((sum, file) => sum + file.gzipKb, 0).toFixed(1);
console.log(JSON.stringify({ loginJsGzipKb: total, targetKb: 200, withinTarget: total < 200, chartsLoaded: files.some((f) => f.hasEcharts), files }));
