import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD, logIn } from '../support/auth-flows';
import { launchBrowser, newPage } from '../support/browser';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

/** The demo client's saved scenarios (id and calculator), read with the page's own session. */
const savedScenarios = (page: Page) =>
  page.evaluate(async () => {
    const body = await (await fetch('/api/scenarios?tab=saved')).json();
    return body.scenarios as { id: string; calculator: string }[];
  });

interface ScheduleRow {
  year: number;
  remainingCents: number;
}

/** The yearly schedule's visible rows: the year of the Date (MM/DD/YYYY) and the Remaining Balance in cents. */
async function scheduleRows(page: Page): Promise<ScheduleRow[]> {
  const rows = page.getByRole('table', { name: 'Yearly schedule' }).locator('tbody tr');
  const cells = await rows.evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent ?? '')));
  return cells.map((row) => {
    assert.equal(row.length, 4, `a schedule row has Date, Principal, Interest and Remaining Balance: ${row.join(' | ')}`);
    const [date = '', , , balance = ''] = row;
    assert.match(date, /^\d{2}\/\d{2}\/\d{4}$/);
    return { year: Number(date.slice(6)), remainingCents: Math.round(Number(balance.replace(/[$,]/g, '')) * 100) };
  });
}

function assertFalling(rows: ScheduleRow[]) {
  for (let i = 1; i < rows.length; i += 1) {
    const [previous, current] = [rows[i - 1], rows[i]];
    assert.ok(previous && current && current.remainingCents < previous.remainingCents, `balance falls: ${JSON.stringify(rows)}`);
  }
}

test("the demo client's mortgage: inputs, summary, both tabs and the yearly schedule page by page", async () => {
  const { context, page } = await newPage(browser);
  await logIn(page, 'demo.client@finboard.dev', DEMO_PASSWORD);
  await page.waitForURL('**/home');
  const scenarios = await savedScenarios(page);
  const mortgage = scenarios.find((scenario) => scenario.calculator === 'mortgageCalculator');
  assert.ok(mortgage, `a mortgage among ${JSON.stringify(scenarios)}`);

  await page.goto(`/client/scenario/mortgage/${mortgage.id}`);
  await page.getByRole('heading', { name: 'Lake house mortgage' }).waitFor();
  const inputs = page.getByRole('region', { name: 'Inputs' });
  for (const label of ['Home Price', 'Interest Rate', 'Down Payment', 'Number of Years']) await inputs.getByText(label, { exact: true }).waitFor();
  assert.equal(await inputs.getByRole('slider').count(), 4);
  const summary = page.getByRole('region', { name: 'Summary' });
  for (const label of ['Monthly Payment', 'Total Principal', 'Total Interest', 'Eligibility Score']) await summary.getByText(label, { exact: true }).waitFor();
  // $650,000 with 20% down: $520,000 of principal is repaid.
  await summary.getByText('$520,000.00').waitFor();

  const breakdown = page.getByRole('img', { name: 'Principal and interest' });
  const balance = page.getByRole('img', { name: 'Remaining balance over time' });
  await breakdown.waitFor();
  assert.equal(await page.getByRole('tab', { name: 'BREAKDOWN' }).getAttribute('aria-selected'), 'true');
  await page.getByRole('tab', { name: 'SCHEDULE' }).click();
  await balance.waitFor();
  assert.equal(await breakdown.isVisible(), false);
  await page.getByRole('tab', { name: 'BREAKDOWN' }).click();
  await breakdown.waitFor();
  assert.equal(await balance.isVisible(), false);

  const table = page.getByRole('table', { name: 'Yearly schedule' });
  const headers = await table.locator('thead th').allTextContents();
  assert.deepEqual(headers, ['Date', 'Principal', 'Interest', 'Remaining Balance']);
  const first = await scheduleRows(page);
  assert.equal(first.length, 10);
  assertFalling(first);

  const firstDate = await table.locator('tbody tr td').first().textContent();
  await page.getByLabel('Schedule pages').getByRole('button', { name: '2', exact: true }).click();
  await page.waitForFunction((date) => document.querySelector('table[aria-label="Yearly schedule"] tbody tr td')?.textContent !== date, firstDate);
  const second = await scheduleRows(page);
  assert.equal(second.length, 10);
  assertFalling(second);
  const firstYears = new Set(first.map((row) => row.year));
  assert.ok(
    second.every((row) => !firstYears.has(row.year)),
    `page 2 shows other years: ${JSON.stringify({ first, second })}`,
  );
  assert.ok(Math.min(...second.map((r) => r.year)) > Math.max(...first.map((r) => r.year)));
  const [lastOfFirst] = first.slice(-1);
  const [firstOfSecond] = second;
  assert.ok(lastOfFirst && firstOfSecond && firstOfSecond.remainingCents < lastOfFirst.remainingCents);
  await context.close();
});

test("another calculator's scenario under the mortgage address is 'Invalid Scenario'", async () => {
  const { context, page } = await newPage(browser);
  await logIn(page, 'demo.client@finboard.dev', DEMO_PASSWORD);
  await page.waitForURL('**/home');
  const other = (await savedScenarios(page)).find((scenario) => scenario.calculator !== 'mortgageCalculator');
  assert.ok(other);

  await page.goto(`/client/scenario/mortgage/${other.id}`);
  await page.getByText('Invalid Scenario', { exact: true }).waitFor();
  assert.equal(await page.getByRole('table', { name: 'Yearly schedule' }).count(), 0);
  assert.equal(await page.getByRole('region', { name: 'Inputs' }).count(), 0);
  await context.close();
});
