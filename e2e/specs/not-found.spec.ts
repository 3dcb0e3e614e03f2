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

test('an unknown path shows the 404 page with Go to Log In for a visitor', async () => {
  const { context, page } = await newPage(browser);
  await page.goto('/no/such/page');
  await page.waitForURL('**/pages/not-found');
  await page.getByText('404', { exact: true }).waitFor();
  await page.getByText('Sorry Page not found.').waitFor();
  await page.getByRole('button', { name: 'Go to Log In' }).click();
  await page.waitForURL('**/login');
  await context.close();
});

test('a signed-in client gets the Home button on the 404 page', async () => {
  const { context, page } = await newPage(browser);
  await logIn(page, 'demo.client@finboard.dev', DEMO_PASSWORD);
  await page.waitForURL('**/home');
  await page.goto('/definitely/missing');
  await page.waitForURL('**/pages/not-found');
  await page.getByRole('button', { name: 'Home' }).click();
  await page.waitForURL('**/home');
  await context.close();
});
