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

// The net-worth bars' colours (features/net-worth/lib/net-worth-bars.ts): positive and negative,
// each solid on a snapshot day and pale on a day carried forward. Nothing else in the chart uses them.
const BAR_FILLS = ['#12b886', '#b2f2e0', '#fa5252', '#ffd0d0'];

interface ApiAccount {
  name: string;
  amountCents: number;
}
interface NetWorthAnswer {
  startDate: string;
  endDate: string;
  points: { date: string; isSnapshot: boolean }[];
  assets: ApiAccount[];
  liabilities: ApiAccount[];
}

const getJson = <T>(page: Page, url: string) => page.evaluate(async (path) => (await fetch(path)).json(), url) as Promise<T>;

async function signedInClient() {
  const opened = await newPage(browser);
  await logIn(opened.page, 'demo.client@finboard.dev', DEMO_PASSWORD);
  await opened.page.waitForURL('**/home');
  return opened;
}

/** The bars the chart has drawn in its SVG. */
const renderedBars = (page: Page) =>
  page.evaluate(
    (fills) =>
      [...document.querySelectorAll('[role="img"][aria-label^="Net worth by day"] svg path')].filter((path) =>
        fills.includes((path.getAttribute('fill') ?? '').toLowerCase()),
      ).length,
    BAR_FILLS,
  );

/** The chart's accessible name, e.g. "... to Nov 22, 2026: 32 days, 1 with a value, 1 with a snapshot". */
async function chartSummary(page: Page, days: RegExp) {
  const chart = page.getByRole('img', { name: days });
  await chart.waitFor();
  const label = (await chart.getAttribute('aria-label')) ?? '';
  const match = /: (\d+) days?, (\d+) with a value, (\d+) with a snapshot$/.exec(label);
  assert.ok(match, label);
  return { days: Number(match[1]), withValue: Number(match[2]), snapshots: Number(match[3]) };
}

/** Waits until the SVG shows `count` bars (the chart animates them in). */
async function expectBars(page: Page, count: number) {
  await page.waitForFunction(
    ({ fills, expected }) =>
      [...document.querySelectorAll('[role="img"][aria-label^="Net worth by day"] svg path')].filter((path) =>
        fills.includes((path.getAttribute('fill') ?? '').toLowerCase()),
      ).length === expected,
    { fills: BAR_FILLS, expected: count },
  );
  assert.equal(await renderedBars(page), count);
}

const rowNames = (table: Locator) => table.locator('tbody tr td:first-child p:first-child').allTextContents();
const rowAmounts = async (table: Locator) => (await table.locator('tbody tr td:last-child').allTextContents()).map((text) => Number(text.replace(/[$,]/g, '')));
const byName = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

test('the net-worth chart shows a bar for each tracked day of the period, and 1W narrows it to the past week', async () => {
  const { context, page } = await signedInClient();
  await page.goto('/client/net-worth');

  const month = await chartSummary(page, /^Net worth by day/);
  // 1M: the same day a month ago through today, both included.
  assert.ok(month.days >= 29 && month.days <= 32, `1M spans ${month.days} days`);
  const monthAnswer = await getJson<NetWorthAnswer>(page, '/api/net-worth?period=1M');
  // The demo client has two years of weekday snapshots: every day of the month has a value.
  assert.equal(monthAnswer.points.length, month.days);
  assert.equal(month.withValue, monthAnswer.points.length);
  assert.equal(month.snapshots, monthAnswer.points.filter((point) => point.isSnapshot).length);
  await expectBars(page, monthAnswer.points.length);

  await page.locator('label', { hasText: /^1W$/ }).click();
  const week = await chartSummary(page, /: 7 days,/);
  const weekAnswer = await getJson<NetWorthAnswer>(page, '/api/net-worth?period=1W');
  assert.equal(week.withValue, weekAnswer.points.length);
  assert.equal(week.withValue, 7);
  await expectBars(page, weekAnswer.points.length);
  assert.equal(await page.getByRole('radio', { name: '1W' }).isChecked(), true);

  // A range picked on the calendar: the week's first day and two days later (or that day alone at a month's end).
  const first = weekAnswer.startDate;
  const later = new Date(Date.parse(`${first}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
  const last = later.slice(0, 7) === first.slice(0, 7) && later <= weekAnswer.endDate ? later : first;
  const dayLabel = (date: string) =>
    new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  await page.getByRole('button', { name: 'Date range' }).click();
  await page.getByRole('button', { name: dayLabel(first), exact: true }).click();
  await page.getByRole('button', { name: dayLabel(last), exact: true }).click();
  const picked = await chartSummary(page, first === last ? /: 1 day,/ : /: 3 days,/);
  const pickedAnswer = await getJson<NetWorthAnswer>(page, `/api/net-worth?startDate=${first}&endDate=${last}`);
  assert.equal(picked.withValue, pickedAnswer.points.length);
  await expectBars(page, pickedAnswer.points.length);
  assert.equal(await page.getByRole('radio', { name: '1W' }).isChecked(), false);
  await context.close();
});

test('the assets and liabilities lists sort by name and by amount', async () => {
  const { context, page } = await signedInClient();
  await page.goto('/client/net-worth');
  const assets = page.getByRole('table', { name: 'Assets' });
  await assets.waitFor();
  const answer = await getJson<NetWorthAnswer>(page, '/api/net-worth');
  assert.ok(answer.assets.length >= 2, 'the demo client has several asset accounts');

  // Largest first by default.
  const amounts = await rowAmounts(assets);
  assert.deepEqual(
    amounts,
    [...amounts].sort((a, b) => b - a),
  );
  assert.equal(amounts.length, answer.assets.length);

  await assets.getByRole('button', { name: /Account/ }).click();
  const ascending = await rowNames(assets);
  assert.deepEqual(ascending, [...ascending].sort(byName.compare));
  assert.equal(await assets.locator('th').first().getAttribute('aria-sort'), 'ascending');
  await assets.getByRole('button', { name: /Account/ }).click();
  const descending = await rowNames(assets);
  assert.deepEqual(descending, [...ascending].reverse());

  await assets.getByRole('button', { name: /Amount/ }).click();
  await assets.getByRole('button', { name: /Amount/ }).click();
  const smallestFirst = await rowAmounts(assets);
  assert.deepEqual(
    smallestFirst,
    [...smallestFirst].sort((a, b) => a - b),
  );

  const liabilities = page.getByRole('table', { name: 'Liabilities' });
  await liabilities.getByRole('button', { name: /Account/ }).click();
  const liabilityNames = await rowNames(liabilities);
  assert.deepEqual(liabilityNames, [...liabilityNames].sort(byName.compare));
  assert.ok(liabilityNames.includes('Car loan'));
  await context.close();
});

test('the Quick Report shows the client details, net worth and cash flow cards', async () => {
  const { context, page } = await signedInClient();
  await page.goto('/client/quick-report');
  const details = page.getByRole('region', { name: 'Client Details' });
  await details.getByText('demo.client@finboard.dev').waitFor();

  const answer = await getJson<NetWorthAnswer>(page, '/api/net-worth');
  const sum = (accounts: ApiAccount[]) => accounts.reduce((total, account) => total + account.amountCents, 0);
  // Whole dollars, half away from zero (the product's one rule for whole dollars, issue 32).
  const cents = sum(answer.assets) - sum(answer.liabilities);
  const netWorth = Math.sign(cents) * Math.floor((Math.abs(cents) + 50) / 100);
  const shown = `${netWorth < 0 ? '-' : ''}$${Math.abs(netWorth).toLocaleString('en-US')}`;
  await page.getByRole('region', { name: 'Net Worth' }).getByLabel(`Net Worth: ${shown}`).waitFor();

  const cashFlow = page.getByRole('region', { name: 'Cash Flow' });
  await cashFlow.getByLabel(/^Income: /).waitFor();
  await cashFlow.getByLabel(/^Expenses: /).waitFor();
  await cashFlow.getByRole('list', { name: 'Budget Insights' }).waitFor();
  // Download Report makes the PDF (e2e/specs/reports.spec.ts downloads it).
  assert.equal(await page.getByRole('button', { name: 'Download Report' }).isEnabled(), true);
  await context.close();
});
