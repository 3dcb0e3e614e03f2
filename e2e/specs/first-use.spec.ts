import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD, expectCheckEmail, fillSignUpForm, logIn, pathOf } from '../support/auth-flows';
import { launchBrowser, newPage, uniqueEmail } from '../support/browser';
import { verifyEmailFromMailbox } from '../support/mailbox';
import { choosePlanOnSubscribe } from '../support/plan-choice';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

/** A new client through sign-up, the emailed link (which signs in), onboarding and the plan choice, landing on /home for the first time. */
async function newClientOnHome(page: Page, firstName: string) {
  // Sign-up, verification and onboarding are several page loads: give a busy machine time.
  page.setDefaultTimeout(45_000);
  const email = uniqueEmail(firstName.toLowerCase());
  const password = 'First-Use-1!';
  await page.goto('/register');
  await fillSignUpForm(page, { firstName, lastName: 'Newcomer', email, password });
  await expectCheckEmail(page, email);
  await verifyEmailFromMailbox(page, email);
  assert.equal(pathOf(page), '/financialfreedom');
  await page.getByLabel('Birth Date', { exact: true }).fill('06-15-1988');
  await page.keyboard.press('Escape');
  await page.getByLabel('Current Savings').fill('25000');
  await page.getByRole('button', { name: 'Done' }).click();
  await choosePlanOnSubscribe(page, 'client');
  await page.getByRole('button', { name: 'Done' }).click();
  await page.waitForURL('**/home');
  return { email, password };
}

const splash = (page: Page, name: string) => page.getByRole('heading', { name: `Congratulations ${name}!` });
const tourCard = (page: Page) => page.getByRole('dialog', { name: /.+/ }).filter({ has: page.getByRole('button', { name: 'Close tour' }) });

/** Nothing shows it within a second of the page being ready (the session is read before the shell renders). */
async function assertNoSplash(page: Page, name: string) {
  await page.getByRole('link', { name: 'Financial Reports' }).waitFor();
  await page.waitForTimeout(1_000);
  assert.equal(await splash(page, name).count(), 0);
}

test('the welcome splash shows once, and the tour runs to its end and returns home', async () => {
  const { context, page } = await newPage(browser);
  const { email, password } = await newClientOnHome(page, 'Wendy');

  await splash(page, 'Wendy').waitFor();
  await page.getByRole('button', { name: 'Get Started' }).click();
  await splash(page, 'Wendy').waitFor({ state: 'detached' });

  const card = tourCard(page);
  const steps: string[] = [];
  for (let step = 1; step <= 5; step += 1) {
    await card.getByText(`${step} of 5`).waitFor();
    steps.push(`${pathOf(page)} ${await card.locator('#tour-step-title').textContent()}`);
    await card.getByRole('button', { name: 'Next' }).click();
  }
  assert.deepEqual(steps, ['/home Your home', '/home My Plan', '/home Financial Info', '/home Help', '/client/accounts The side menu']);
  // The last Next ends it on the first step's page.
  await page.waitForURL('**/home');
  await card.waitFor({ state: 'detached' });

  await page.reload();
  await assertNoSplash(page, 'Wendy');

  // Another device: remembered on the server, not in this browser.
  const other = await newPage(browser);
  await logIn(other.page, email, password);
  await other.page.waitForURL('**/home');
  await assertNoSplash(other.page, 'Wendy');
  await other.context.close();
  await context.close();
});

test('the splash is for 992 px and wider; closing the tour on another page returns to /home', async () => {
  const { context, page } = await newPage(browser);
  await page.setViewportSize({ width: 900, height: 900 });
  await newClientOnHome(page, 'Nadia');
  await assertNoSplash(page, 'Nadia');

  await page.setViewportSize({ width: 1280, height: 900 });
  await splash(page, 'Nadia').waitFor();
  await page.getByRole('button', { name: 'Get Started' }).click();
  const card = tourCard(page);
  for (let step = 1; step <= 4; step += 1) {
    await card.getByText(`${step} of 5`).waitFor();
    await card.getByRole('button', { name: 'Next' }).click();
  }
  await card.getByText('5 of 5').waitFor();
  assert.equal(pathOf(page), '/client/accounts');
  await card.getByRole('button', { name: 'Close tour' }).click();
  await page.waitForURL('**/home');
  await card.waitFor({ state: 'detached' });
  await context.close();
});

test('the service worker keeps the app shell and nothing from /api', async () => {
  const { context, page } = await newPage(browser);
  await logIn(page, 'demo.client@finboard.dev', DEMO_PASSWORD);
  await page.waitForURL('**/home');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // Pages that read financial data, now with the worker in control.
  for (const path of ['/home', '/client/accounts', '/client/net-worth', '/client/cash-flow']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  assert.ok(kept.includes('/index.html'), `the shell is kept: ${kept.join(', ')}`);
  assert.ok(
    kept.some((path) => path.startsWith('/assets/')),
    `hashed files are kept: ${kept.join(', ')}`,
  );
  assert.deepEqual(
    kept.filter((path) => path.startsWith('/api')),
    [],
  );
  await context.close();
});
