import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { logIn, NEW_PASSWORD, registerByApi } from '../support/auth-flows';
import { launchBrowser, newPage, uniqueEmail } from '../support/browser';
import { openMailLink } from '../support/mailbox';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

test('a user resets a forgotten password from the emailed link and logs in with the new one (the reset proves the email)', async () => {
  const email = uniqueEmail('reset');
  // Never verified: the reset link reached the address, which proves it as the verification link would.
  await registerByApi({ role: 'client', firstName: 'Riley', lastName: 'Reset', email, password: 'Old-Password-1!' }, { verify: false });
  const { context, page } = await newPage(browser);

  await page.goto('/login');
  await page
    .getByRole('link', { name: /forgot|reset/i })
    .first()
    .click();
  await page.waitForURL('**/reset-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByText(/if an account exists/i).waitFor();

  const link = await openMailLink(page, email, 'oobCode=');
  await page.goto(link);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.waitForURL('**/login');

  await logIn(page, email, NEW_PASSWORD);
  await page.waitForURL('**/financialfreedom');
  await context.close();
});
