import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { expectCheckEmail, fillSignUpForm, pathOf } from '../support/auth-flows';
import { launchBrowser, newPage, uniqueEmail } from '../support/browser';
import { openMailLink } from '../support/mailbox';
import { choosePlanOnSubscribe } from '../support/plan-choice';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

async function registerAndVerify(page: Page, path: string, landing: string, person: { firstName: string; lastName: string }) {
  const email = uniqueEmail(person.firstName.toLowerCase());
  await page.goto(path);
  await fillSignUpForm(page, { ...person, email, password: 'Onboard-Pass-1!' });
  // No session until the link is followed: it verifies, signs in and goes on to onboarding.
  await expectCheckEmail(page, email);
  await page.goto(await openMailLink(page, email, '/verify-email'));
  await page.waitForURL(`**${landing}`);
  return email;
}

test('a new client completes /financialfreedom and lands on /home', async () => {
  const { context, page } = await newPage(browser);
  await registerAndVerify(page, '/register', '/financialfreedom', { firstName: 'Olive', lastName: 'Onboard' });

  await page.getByLabel('Birth Date', { exact: true }).fill('06-15-1988');
  await page.keyboard.press('Escape');
  await page.getByLabel('Current Savings').fill('25000');
  await page.getByRole('button', { name: 'Done' }).click();
  // A new free client with no advisor chooses a plan next (spec 01 §4).
  await choosePlanOnSubscribe(page, 'client');
  await page.getByText('Your account has been confirmed').waitFor();
  await page.getByRole('button', { name: 'Done' }).click();
  await page.waitForURL('**/home');

  const session = await page.evaluate(async () => (await fetch('/api/session')).json());
  assert.match(session.user.completionDate, /^\d{4}-\d{2}-\d{2}$/);
  const onboarding = await page.evaluate(async () => (await fetch('/api/onboarding/client')).json());
  assert.equal(onboarding.onboarding.birthDate, '1988-06-15');
  assert.equal(onboarding.onboarding.totalSavingsCents, 2_500_000);
  await context.close();
});

test('a new advisor completes the four-step wizard', async () => {
  const { context, page } = await newPage(browser);
  await registerAndVerify(page, '/register/advisor', '/advisor/onboarding', { firstName: 'Wes', lastName: 'Wizard' });

  const back = page.getByRole('button', { name: 'Back' });
  assert.equal(await back.isDisabled(), true);
  await page.getByLabel('Description').fill('Retirement income planning for teachers.');
  await page.getByLabel('Phone').fill('2125550100');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Firm Name').fill('Wizard Planning LLC');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Finish' }).click();
  // An advisor without a plan or a parent firm chooses a plan next (spec 01 §4).
  await choosePlanOnSubscribe(page, 'advisor');
  await page.getByRole('button', { name: 'Done' }).click();
  await page.waitForURL('**/advisor/dashboard');

  const profile = await page.evaluate(async () => (await fetch('/api/profile')).json());
  assert.equal(profile.profile.advisor.firmName, 'Wizard Planning LLC');
  assert.equal(profile.profile.personal.description, 'Retirement income planning for teachers.');
  assert.equal(pathOf(page), '/advisor/dashboard');
  await context.close();
});
