import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD, logIn } from '../support/auth-flows';
import { launchBrowser, newPage } from '../support/browser';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

// Print Reports and the Quick Report's download, end to end: the button, the new tab after a
// second, and the PDF the link opens (read back with pdfjs).

async function signedIn(email: string, home: string) {
  const opened = await newPage(browser);
  await logIn(opened.page, email, DEMO_PASSWORD);
  await opened.page.waitForURL(`**${home}`);
  return opened;
}

/**
 * Presses a button and answers the PDF the new tab opens (fetched again with the tab's cookies).
 * The tab's request is what is watched, not its address: a browser with a PDF viewer shows the
 * report at that address, the headless shell saves it as a download and leaves the tab blank.
 */
async function pdfOpenedBy(context: BrowserContext, page: Page, buttonName: string): Promise<{ url: string; bytes: Buffer }> {
  const tab = context.waitForEvent('page', { timeout: 20_000 });
  const reportRequest = context.waitForEvent('request', { predicate: (request) => request.url().includes('/api/reports/download'), timeout: 20_000 });
  await page.getByRole('button', { name: buttonName }).click();
  const opened = await tab;
  const request = await reportRequest;
  assert.equal(request.frame().page(), opened, 'the report opens in the new tab');
  const url = request.url();
  assert.match(url, /\/api\/reports\/download\?key=[A-Za-z0-9_-]{43}$/);
  const answer = await context.request.get(url);
  assert.equal(answer.status(), 200);
  assert.equal(answer.headers()['content-type'], 'application/pdf');
  return { url, bytes: await answer.body() };
}

async function firstPageText(pdf: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 }).promise;
  const content = await (await document.getPage(1)).getTextContent();
  await document.destroy();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
}

test('the demo client downloads the Net Worth report: a PDF whose first page names the client', async () => {
  const { context, page } = await signedIn('demo.client@finboard.dev', '/home');
  await page.goto('/client/reports');
  await page.getByRole('region', { name: 'Net Worth' }).waitFor();
  const started = Date.now();
  const { bytes } = await pdfOpenedBy(context, page, 'Download Net Worth');
  assert.ok(Date.now() - started >= 1000, 'the report opens after 1 second');
  assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
  const cover = await firstPageText(bytes);
  assert.match(cover, /Prepared for Dana Rivera/);
  assert.match(cover, /Net Worth/);
  await context.close();
});

test("the demo advisor downloads the connected client's Quick Report with the advisor's logo", async () => {
  const { context, page } = await signedIn('demo.advisor@finboard.dev', '/advisor/dashboard');
  const clients = (await page.evaluate(async () => (await fetch('/api/connections/clients')).json())) as {
    clients: { client: { id: string; email: string } }[];
  };
  const client = clients.clients.find((row) => row.client.email === 'demo.client@finboard.dev');
  assert.ok(client);
  await page.goto(`/client/quick-report?userId=${client.client.id}`);
  await page.getByRole('region', { name: 'Client Details' }).getByText('demo.client@finboard.dev').waitFor();
  const { bytes } = await pdfOpenedBy(context, page, 'Download Report');
  const cover = await firstPageText(bytes);
  assert.match(cover, /Morgan/);
  assert.match(cover, /Prepared for Dana Rivera/);
  // The company logo: an image on the cover (a client's report has none).
  assert.ok(bytes.includes('/Subtype /Image'));
  await context.close();
});

test('/pdf/net-worth shows the same Net Worth as the PDF, ready to print', async () => {
  const { context, page } = await signedIn('demo.client@finboard.dev', '/home');
  const data = (await page.evaluate(async () => (await fetch('/api/reports/net-worth/data')).json())) as {
    sections: { netWorth: { assets: { amountCents: number }[] } }[];
  };
  const assets = data.sections[0]?.netWorth.assets.reduce((total, account) => total + account.amountCents, 0) ?? 0;
  await page.goto('/pdf/net-worth');
  await page.getByText('Prepared for Dana Rivera').waitFor();
  const shown = await page.getByLabel(/^Total Assets: /).getAttribute('aria-label');
  const dollars = `$${Math.trunc(assets / 100).toLocaleString('en-US')}.${String(assets % 100).padStart(2, '0')}`;
  assert.equal(shown, `Total Assets: ${dollars}`);
  // The PDF's chart, drawn by the web's own chart component (an SVG).
  await page.getByRole('img', { name: 'Net worth over the period' }).locator('svg').first().waitFor();
  await page.getByRole('button', { name: 'Print' }).waitFor();
  // On paper the page's own controls are left out.
  await page.emulateMedia({ media: 'print' });
  await page.getByRole('button', { name: 'Print' }).waitFor({ state: 'hidden' });
  await context.close();
});

test("/pdf/user-assets prints the assets page's data with its chart", async () => {
  const { context, page } = await signedIn('demo.client@finboard.dev', '/home');
  const screen = (await page.evaluate(async () => (await fetch('/api/assets')).json())) as { totalCents: number };
  await page.goto('/pdf/user-assets');
  await page.getByText('Prepared for Dana Rivera').waitFor();
  const dollars = `$${Math.trunc(screen.totalCents / 100).toLocaleString('en-US')}.${String(screen.totalCents % 100).padStart(2, '0')}`;
  assert.equal(await page.getByLabel(/^Total Assets: /).getAttribute('aria-label'), `Total Assets: ${dollars}`);
  await page.getByRole('img', { name: 'Assets by category' }).locator('svg').first().waitFor();
  await context.close();
});

test('a guessed report link opened in a tab shows a page that says so, not JSON', async () => {
  const { context, page } = await signedIn('demo.client@finboard.dev', '/home');
  await page.goto(`/api/reports/download?key=${'A'.repeat(43)}`);
  await page.getByText('This report link is not valid. Generate the report again.').waitFor();
  assert.equal(new URL(page.url()).pathname, '/report-link');
  await page.getByRole('link', { name: 'Back to Print Reports' }).click();
  await page.waitForURL('**/client/reports');
  await context.close();
});
