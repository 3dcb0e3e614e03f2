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

const getJson = (page: Page, url: string) => page.evaluate(async (path) => (await fetch(path)).json(), url);
const postJson = (page: Page, url: string) =>
  page.evaluate(async (path) => (await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json(), url);

async function signedInClient() {
  const opened = await newPage(browser);
  await logIn(opened.page, 'demo.client@finboard.dev', DEMO_PASSWORD);
  await opened.page.waitForURL('**/home');
  return opened;
}

async function loginAtSandboxBank(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').fill('user_good');
  await dialog.getByLabel('Password', { exact: true }).fill('pass_good');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByText('Success!').waitFor({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await dialog.waitFor({ state: 'detached' });
}

test('a client links a sandbox bank and sees it in Connected Accounts and on the assets page', async () => {
  const { context, page } = await signedInClient();
  const banks = (await getJson(page, '/api/sandbox/institutions')).institutions as { name: string }[];
  const linked = ((await getJson(page, '/api/institutions')).institutions as { name: string }[]).map((institution) => institution.name);
  const bank = banks.find((candidate) => !linked.includes(candidate.name));
  assert.ok(bank, 'a sandbox bank not linked yet');

  await page.goto('/client/accounts');
  const connect = page.getByRole('button', { name: '+ Connect Account' });
  await page.waitForFunction(() => {
    const button = [...document.querySelectorAll('button')].find((element) => element.textContent?.includes('+ Connect Account'));
    return button && !button.hasAttribute('disabled');
  });
  await connect.click();
  await page.getByRole('dialog').getByRole('button', { name: bank.name }).click();
  await loginAtSandboxBank(page);

  await page.getByRole('cell', { name: bank.name }).first().waitFor();
  await page.goto('/client/user-assets');
  const shown = bank.name.length > 12 ? `${bank.name.slice(0, 12)}...` : bank.name;
  await page.getByText(shown, { exact: true }).first().waitFor();
  await context.close();
});

test('a client adds, edits and deletes a manual liability with an APR row', async () => {
  const { context, page } = await signedInClient();
  await page.goto('/manual-account-input');
  // The Asset/Liability toggle is a segmented control: its radio is visually hidden behind the label.
  await page.locator('label[for$="-liabilities"]').click();
  await page.getByLabel('Institution Name').fill('Maple Street Lending');
  await page.keyboard.press('Escape');
  await page.getByLabel('Account Name').fill('Boat loan');
  await page.getByLabel('Account Type').selectOption('loan');
  await page.getByLabel('Account Subtype').fill('marine');
  await page.getByLabel('Amount', { exact: true }).fill('9100.50');
  await page.getByRole('button', { name: 'Add APR' }).click();
  await page.getByLabel('APR Percentage').first().fill('7.25');
  await page.getByRole('button', { name: 'Done' }).click();
  await page.waitForURL('**/client/accounts');

  const findBoat = async () =>
    (
      (await getJson(page, '/api/liabilities')).accounts as {
        id: string;
        institutionId: string;
        name: string;
        amountCents: number;
        details: { aprs?: { apr_percentage: number }[] } | null;
      }[]
    ).find((account) => account.name === 'Boat loan');
  const created = await findBoat();
  assert.ok(created);
  assert.equal(created.amountCents, 910_050);
  assert.equal(created.details?.aprs?.[0]?.apr_percentage, 7.25);

  await page.goto(`/manual-account-input?edit=true&institutionId=${created.institutionId}&accountId=${created.id}`);
  await page.getByLabel('Amount', { exact: true }).fill('8800');
  await page.getByRole('button', { name: 'Done' }).click();
  await page.waitForURL('**/client/accounts');
  assert.equal((await findBoat())?.amountCents, 880_000);

  await page.goto(`/manual-account-input?edit=true&institutionId=${created.institutionId}&accountId=${created.id}`);
  await page.getByRole('button', { name: 'DELETE ACCOUNT' }).click();
  await page.getByRole('dialog').getByText('Are you sure you want to delete this account?').waitFor();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete Account' }).click();
  await page.waitForFunction(async () => {
    const body = await (await fetch('/api/liabilities')).json();
    return !body.accounts.some((account: { name: string }) => account.name === 'Boat loan');
  });
  await context.close();
});

test('Refresh Login repairs a bank whose login broke', async () => {
  const { context, page } = await signedInClient();
  const institutions = (await getJson(page, '/api/institutions')).institutions as { id: string; name: string; provider: string }[];
  const target = institutions.find((institution) => institution.provider === 'sandbox');
  assert.ok(target);
  await postJson(page, `/api/sandbox/institutions/${target.id}/break-login`);

  await page.goto('/client/accounts');
  const row = page.getByRole('row').filter({ hasText: target.name });
  await row.getByRole('button', { name: 'Refresh Login' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Update Credentials' }).click();
  await loginAtSandboxBank(page);

  const after = (await getJson(page, '/api/institutions')).institutions as { id: string; needsLogin: boolean }[];
  assert.equal(after.find((institution) => institution.id === target.id)?.needsLogin, false);
  await context.close();
});
