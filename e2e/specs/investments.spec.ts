import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD, logIn } from '../support/auth-flows';
import { launchBrowser, newPage } from '../support/browser';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

/** The candlestick chart of a range: its accessible name says the range and the number of bars. */
const chartOf = (page: Page, rangeLabel: string) => page.getByRole('img', { name: new RegExp(`, ${rangeLabel}: \\d+ bars from `) });

async function barsOf(chart: Locator): Promise<number> {
  const name = (await chart.getAttribute('aria-label')) ?? '';
  const match = /: (\d+) bars from /.exec(name);
  assert.ok(match, `chart label ${name}`);
  return Number(match[1]);
}

/** The x axis labels ECharts drew into the chart's SVG. */
const axisLabelsOf = (chart: Locator) => chart.locator('svg text').allTextContents();

test('the demo client opens an investment account, switches the candlestick range, and opens a holding', async () => {
  const { context, page } = await newPage(browser);
  await logIn(page, 'demo.client@finboard.dev', DEMO_PASSWORD);
  await page.waitForURL('**/home');

  await page.goto('/client/invest');
  await page.getByText('Total Investment Value').waitFor();
  await page.getByText(/^\d{2}\/\d{2}\/\d{4} to \d{2}\/\d{2}\/\d{4}$/).waitFor();
  const accounts = page.getByRole('list', { name: 'Investment accounts' });
  // The demo client's retirement plan record-keeper (Keystone) holds her 401(k) and Roth 401(k).
  await accounts.getByRole('link', { name: /401K/ }).filter({ hasNotText: 'ROTH' }).first().click();
  await page.waitForURL('**/client/invest-portfolio/**');
  await page.getByRole('heading', { level: 2, name: '401K' }).waitFor();
  await page.getByText('Simulated quotes').waitFor();

  const month = chartOf(page, '1M');
  await month.locator('svg').waitFor();
  const monthBars = await barsOf(month);
  const monthLabels = await axisLabelsOf(month);
  assert.ok(monthBars >= 15, `a month of daily bars, got ${monthBars}`);

  await page.getByRole('group', { name: 'Chart range' }).getByRole('button', { name: '1Y' }).click();
  const year = chartOf(page, '1Y');
  await year.locator('svg').waitFor();
  const yearBars = await barsOf(year);
  assert.ok(yearBars >= 45 && yearBars !== monthBars, `a year of weekly bars, got ${yearBars} after ${monthBars}`);
  assert.notDeepEqual(await axisLabelsOf(year), monthLabels);
  assert.equal(await page.getByRole('button', { name: '1Y' }).getAttribute('aria-pressed'), 'true');

  const holdings = page.getByRole('table', { name: 'Holdings' });
  // A security with a quote (cash has neither a chart nor a quote).
  const ticker = holdings
    .locator('tbody tr')
    .filter({ hasNot: page.getByRole('cell', { name: 'Cash', exact: true }) })
    .first()
    .getByRole('link');
  const symbol = (await ticker.textContent()) ?? '';
  await ticker.click();
  await page.waitForURL('**/client/invest-summary/**');
  await page.getByRole('heading', { level: 1, name: new RegExp(`401K > ${symbol.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).waitFor();
  assert.match((await page.getByLabel('Market Price').textContent()) ?? '', /^\$[\d,]+(\.\d{2})?$/);
  await chartOf(page, '1M').locator('svg').waitFor();
  await page.getByRole('group', { name: 'Net Invested' }).waitFor();
  await page.getByRole('group', { name: 'Profit/Loss' }).waitFor();
  await context.close();
});
