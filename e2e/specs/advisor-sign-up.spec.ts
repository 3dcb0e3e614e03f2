import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { expectCheckEmail, fillSignUpForm, logIn, logOut, pathOf } from '../support/auth-flows';
import { launchBrowser, newPage, uniqueEmail } from '../support/browser';
import { openMailLink } from '../support/mailbox';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

test('a new advisor registers, the mailbox link signs them in to the advisor onboarding; logs out and back in', async () => {
  const { context, page } = await newPage(browser);
  const email = uniqueEmail('advisor');
  const password = 'Advisor-Pass-1!';

  await page.goto('/register/advisor');
  await fillSignUpForm(page, { firstName: 'Avery', lastName: 'Advisor', email, password });
  await expectCheckEmail(page, email);

  const link = await openMailLink(page, email, '/verify-email');
  await page.goto(link);
  await page.waitForURL('**/advisor/onboarding');
  await page.getByText('New Account Registration').first().waitFor();

  await logOut(page);
  await logIn(page, email, password);
  await page.waitForURL('**/advisor/onboarding');
  assert.equal(pathOf(page), '/advisor/onboarding');
  await context.close();
});

test('the demo advisor logs in and lands on the dashboard', async () => {
  const { context, page } = await newPage(browser);
  await logIn(page, 'demo.advisor@finboard.dev', 'FinboardDemo1!');
  await page.waitForURL('**/advisor/dashboard');
  await context.close();
});
