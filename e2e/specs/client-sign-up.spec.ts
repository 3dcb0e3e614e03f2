import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { expectCheckEmail, fillSignUpForm, logIn, logOut, pathOf } from '../support/auth-flows';
import { launchBrowser, newPage, uniqueEmail } from '../support/browser';
import { openMailLink, verifyEmailFromMailbox } from '../support/mailbox';
import { choosePlanOnSubscribe } from '../support/plan-choice';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

test('a new client registers, is asked to check the email, and the mailbox link signs them in; logs out and back in', async () => {
  const { context, page } = await newPage(browser);
  const email = uniqueEmail('client');
  const password = 'Client-Pass-1!';

  await page.goto('/register');
  await fillSignUpForm(page, { firstName: 'Casey', lastName: 'Client', email, password });
  // No session until the address is proved: the page names where the link went.
  await expectCheckEmail(page, email);
  assert.equal((await page.evaluate(async () => (await fetch('/api/session')).json())).user, null);

  const link = await openMailLink(page, email, '/verify-email');
  await page.goto(link);
  // Verified and signed in by the link, onboarding not finished yet: the client's first step (spec 01 §2).
  await page.waitForURL('**/financialfreedom');

  await logOut(page);
  await logIn(page, email, password);
  await page.waitForURL('**/financialfreedom');
  assert.equal(pathOf(page), '/financialfreedom');
  await context.close();
});

test('a registered client who has not followed the link gets no way in until they do', async () => {
  const { context, page } = await newPage(browser);
  const email = uniqueEmail('unverified');
  const password = 'Client-Pass-2!';
  await page.goto('/register');
  await fillSignUpForm(page, { firstName: 'Uma', lastName: 'Unverified', email, password });
  await expectCheckEmail(page, email);

  // Typing the address of the app leads to the log-in page, and the api keeps the data closed.
  await page.goto('/home');
  await page.waitForURL('**/login');
  assert.equal(await page.evaluate(async () => (await fetch('/api/institutions')).status), 401);
  // The right password answers as a wrong one would (and the link is mailed again).
  await logIn(page, email, password);
  await page.getByText('Invalid email or password.').waitFor();
  assert.equal(pathOf(page), '/login');

  await verifyEmailFromMailbox(page, email);
  assert.equal(pathOf(page), '/financialfreedom');
  await page.getByLabel('Birth Date', { exact: true }).fill('06-15-1988');
  await page.keyboard.press('Escape');
  await page.getByLabel('Current Savings').fill('25000');
  await page.getByRole('button', { name: 'Done' }).click();
  await choosePlanOnSubscribe(page, 'client');
  await page.goto('/home');
  await page.getByText('Financial Reports').first().waitFor();
  assert.equal(pathOf(page), '/home');
  assert.equal(await page.evaluate(async () => (await fetch('/api/institutions')).status), 200);
  await context.close();
});

test('the sign-up form shows the spec messages in order', async () => {
  const { context, page } = await newPage(browser);
  await page.goto('/register');
  await page.getByRole('button', { name: 'Sign Up with an email' }).click();
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await page.getByText('All fields are required! You should input all the fields!').waitFor();
  await page.getByLabel('First Name').fill('Casey');
  await page.getByLabel('Last Name').fill('Client');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await page.getByText('Email is not valid!').waitFor();
  await context.close();
});

test('the demo client logs in and lands on /home', async () => {
  const { context, page } = await newPage(browser);
  await logIn(page, 'demo.client@finboard.dev', 'FinboardDemo1!');
  await page.waitForURL('**/home');
  await context.close();
});
