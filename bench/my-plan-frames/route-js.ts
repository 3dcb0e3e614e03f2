// The JavaScript My Plan adds when reached from /home by the menu: the scripts loaded after the
// click that /home had not loaded, gzip-compressed as bench/bundle measures them; the plan worker's
// script is counted on its own.
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gzipKb = (body: Buffer) => kb(gzipSync(body).length);

/** Call on /home, then run `navigate`; resolves once the route and its worker are loaded. */
export async function measureRouteJs(page: Page, navigate: () => Promise<void>) {
  const loaded = new Set<string>(await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name)));
  const scripts: Promise<{ url: string; body: Buffer }>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script' && !loaded.has(response.url())) {
      scripts.push(response.body().then((body) => ({ url: response.url(), body })));
    }
  };
  page.on('response', onResponse);
  const worker = page.waitForEvent('worker', { timeout: 30_000 });
  await navigate();
  const workerUrl = (await worker).url();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);

  const files = (await Promise.all(scripts))
    .filter((script) => script.url !== workerUrl)
    .map((script) => ({ path: new URL(script.url).pathname, gzipKb: gzipKb(script.body), hasEcharts: /echarts|zrender/i.test(script.body.toString('utf8')) }));
  const workerBody = await (await page.request.get(workerUrl)).body();
  return {
    routeJsGzipKb: kb(files.reduce((sum, file) => sum + file.gzipKb * 1024, 0)),
    workerJsGzipKb: gzipKb(workerBody),
    workerPath: new URL(workerUrl).pathname,
    files,
  };
}
