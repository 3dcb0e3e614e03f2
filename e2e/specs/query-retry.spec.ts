import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { DEMO_PASSWORD, logIn } from '../support/auth-flows';
import { launchBrowser, newPage } from '../support/browser';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

test('a failed read shows what went wrong with Retry, and Retry recovers once the server answers', async () => {
  const { context, page } = await newPage(browser);
  await logIn(page, 'demo.client@finboard.dev', DEMO_PASSWORD);
  await page.waitForURL('**/home');

  // The network fails for the net worth read (its one automatic retry too).
  const netWorth = /\/api\/net-worth(\?|$)/;
  await page.route(netWorth, (route) => route.abort('failed'));
  await page.goto('/client/net-worth');
  const problem = page.getByRole('alert').filter({ hasText: 'This could not be loaded' });
  await problem.getByText('We could not reach the server. Check your connection and try again.').waitFor();

  await page.unroute(netWorth);
  await problem.getByRole('button', { name: 'Retry' }).click();
  await problem.waitFor({ state: 'detached' });
  await page
    .getByRole('img', { name: /net worth/i })
    .first()
    .waitFor();
  await context.close();
});
