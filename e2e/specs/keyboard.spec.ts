import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD, logIn } from '../support/auth-flows';
import { BASE_URL, launchBrowser, newPage } from '../support/browser';
import { focusIsVisible, tabTo } from '../support/keyboard';

// Keyboard only: every step below is Tab, typing, Enter or an arrow key, and each control Tab lands
// on shows its focus.

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

const getJson = async <T>(page: Page, url: string): Promise<T> => (await page.request.get(url)).json() as Promise<T>;

test('signing in with the keyboard alone', async () => {
  const { context, page } = await newPage(browser);
  await page.goto('/login');
  await tabTo(page, 'Email');
  await page.keyboard.type('demo.client@finboard.dev');
  await tabTo(page, 'Password');
  await page.keyboard.type(DEMO_PASSWORD);
  await tabTo(page, 'Log In');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/home');
  await context.close();
});

test('linking a sandbox bank with the keyboard alone', async () => {
  const { context, page } = await newPage(browser);
  await logIn(page, 'demo.client@finboard.dev', DEMO_PASSWORD);
  await page.waitForURL('**/home');
  const banks = (await getJson<{ institutions: { name: string }[] }>(page, '/api/sandbox/institutions')).institutions;
  const linked = (await getJson<{ institutions: { name: string }[] }>(page, '/api/institutions')).institutions.map((row) => row.name);
  const bank = banks.find((candidate) => !linked.includes(candidate.name));
  assert.ok(bank, 'a sandbox bank not linked yet');

  await page.goto('/client/accounts');
  await page.getByRole('button', { name: '+ Connect Account' }).and(page.locator(':enabled')).waitFor();
  await tabTo(page, '+ Connect Account');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  // The search field has the focus when the bank list opens.
  await dialog.getByRole('textbox', { name: 'Search institutions' }).and(page.locator(':focus')).waitFor();
  await page.keyboard.type(bank.name.slice(0, 4));
  await tabTo(page, bank.name);
  await page.keyboard.press('Enter');
  await dialog.getByLabel('Username').waitFor();
  await tabTo(page, 'Username', { backwards: true });
  await page.keyboard.type('user_good');
  await tabTo(page, 'Password');
  await page.keyboard.type('pass_good');
  await page.keyboard.press('Enter');
  await dialog.getByText('Success!').waitFor({ timeout: 30_000 });
  await tabTo(page, 'Done');
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('cell', { name: bank.name }).first().waitFor();

  // Leave the demo client's banks as they were for the other specs.
  const added = (await getJson<{ institutions: { id: string; name: string }[] }>(page, '/api/institutions')).institutions.find((row) => row.name === bank.name);
  assert.ok(added);
  assert.ok((await page.request.delete(`/api/institutions/${added.id}`, { headers: { origin: BASE_URL } })).ok());
  await context.close();
});

test('the My Plan retirement marker moves one year per arrow key press', async () => {
  const { context, page } = await newPage(browser);
  await logIn(page, 'demo.client@finboard.dev', DEMO_PASSWORD);
  await page.waitForURL('**/home');
  const plan = await getJson<{ active: { inputs: { retirementAge: number } } }>(page, '/api/my-plan');
  const age = plan.active.inputs.retirementAge;
  await page.goto('/client/my-plan');
  await page.getByText(`Retirement age: ${age}`).waitFor();
  await page.locator('svg text', { hasText: new RegExp(`^Retire at ${age}$`) }).waitFor();

  await tabTo(page, /^Retirement age/);
  // Two quick presses are two years.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.getByText(`Retirement age: ${age - 2}`).waitFor();
  await page.locator('svg text', { hasText: new RegExp(`^Retire at ${age - 2}$`) }).waitFor();
  await page.keyboard.press('ArrowRight');
  await page.getByText(`Retirement age: ${age - 1}`).waitFor();
  await page.locator('svg text', { hasText: new RegExp(`^Retire at ${age - 1}$`) }).waitFor();
  assert.ok(await focusIsVisible(page));

  // A what-if until saved: Reset, by keyboard, puts the marker back.
  await tabTo(page, 'Reset', { backwards: true });
  await page.keyboard.press('Enter');
  await page.locator('svg text', { hasText: new RegExp(`^Retire at ${age}$`) }).waitFor();
  const after = await getJson<{ active: { inputs: { retirementAge: number } } }>(page, '/api/my-plan');
  assert.equal(after.active.inputs.retirementAge, age);
  await context.close();
});
