import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD, logIn } from '../support/auth-flows';
import { launchBrowser, newPage } from '../support/browser';

let browser: Browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser.close(); });

const activePlan = (page: Page) =>
  page.evaluate(async () => {
    const body = await (await fetch('/api/my-plan')).json();
    return { retirementAge: body.active.inputs.retirementAge as number, score: body.active.results.retirementScore as number };
  });

/** The centre x of a text the chart draws (axis labels, the marker's label). */
async function xOfChartText(page: Page, text: string): Promise<number> {
  const box = await page.locator('svg text').filter({ hasText: new RegExp(`^${text}$`) }).first().boundingBox();
  assert.ok(box, `chart text ${text}`);
  return box.x + box.width / 2;
}

test('dragging the retirement-age marker from 67 to 60 lowers the score and saves the plan', async () => {
  const { context, page } = await newPage(browser);
  await logIn(page, 'demo.client@finboard.dev', DEMO_PASSWORD);
  await page.waitForURL('**/home');
  await page.goto('/client/my-plan');
  await page.getByText('Retirement age: 67').waitFor();
  const before = await activePlan(page);
  assert.equal(before.retirementAge, 67);

  // The x axis is labelled every ten years: its labels give the scale.
  const x52 = await xOfChartText(page, '52');
  const x62 = await xOfChartText(page, '62');
  const perYear = (x62 - x52) / 10;
  const from = await xOfChartText(page, 'Retire at 67');
  const chartBox = await page.locator('svg').filter({ has: page.locator('text', { hasText: /^Retire at 67$/ }) }).first().boundingBox();
  assert.ok(chartBox);
  const y = chartBox.y + chartBox.height / 2;
  await page.mouse.move(from, y);
  await page.mouse.down();
  for (let age = 66; age >= 60; age -= 1) await page.mouse.move(from - (67 - age) * perYear, y, { steps: 3 });
  await page.getByText('Retirement age: 60').waitFor();
  await page.mouse.up();

  await page.waitForFunction(async () => (await (await fetch('/api/my-plan')).json()).active.inputs.retirementAge === 60);
  const after = await activePlan(page);
  assert.ok(after.score < before.score, `score ${before.score} → ${after.score}`);

  const outcome = page.getByLabel('Outcome').first();
  await outcome.click();
  await page.getByRole('option', { name: 'Pessimistic' }).click();
  assert.equal(await outcome.inputValue(), 'Pessimistic');
  await context.close();
});
