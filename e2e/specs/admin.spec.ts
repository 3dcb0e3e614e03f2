import assert from 'node:assert/strict';
import { after, before, describe } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD, logIn, pathOf, registerByApi } from '../support/auth-flows';
import { launchBrowser, newPage, uniqueEmail } from '../support/browser';
import { sequentialSteps } from '../support/steps';

// The demo admin suspends a client, who is signed out on their next request and refused at sign-in,
// then restores them; two browsers at once.

const ADMIN_EMAIL = 'demo.admin@finboard.dev';
const SUSPENDED_MESSAGE = 'This account is suspended. Please contact support to restore it.';
const CLIENT = {
  firstName: 'Sully',
  lastName: `S${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6)
    .padEnd(6, 'x')}`,
  email: uniqueEmail('suspended'),
  password: 'Suspend-Me-42!',
};

let browser: Browser;
let admin: { context: BrowserContext; page: Page };
let client: { context: BrowserContext; page: Page };

const step = sequentialSteps();

/** The client's row in the admin's list, found by the server's search. */
async function findClientRow(page: Page) {
  await page.goto('/admin/clients');
  await page.getByLabel('Search').fill(CLIENT.email);
  const table = page.getByRole('table', { name: 'Clients' });
  const row = table.getByRole('row').filter({ hasText: CLIENT.email });
  await row.waitFor();
  return row;
}

async function actOnClient(page: Page, action: 'Suspend' | 'Restore', reason: string) {
  const row = await findClientRow(page);
  await row.getByRole('button', { name: `Actions for ${CLIENT.firstName} ${CLIENT.lastName}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
  const dialog = page.getByRole('dialog', { name: `${action} account` });
  await dialog.getByRole('textbox', { name: /Reason/ }).fill(reason);
  await dialog.getByRole('button', { name: `${action} account` }).click();
  await dialog.waitFor({ state: 'hidden' });
  await row.getByText(action === 'Suspend' ? 'Suspended' : 'Active', { exact: true }).waitFor();
}

describe('admin: suspend and restore an account', () => {
  before(async () => {
    browser = await launchBrowser();
    [admin, client] = await Promise.all([newPage(browser), newPage(browser)]);
  });
  after(async () => {
    await browser.close();
  });

  step('a client signs in, and the demo admin sees the dashboard', async () => {
    await registerByApi({ role: 'client', ...CLIENT });
    await logIn(client.page, CLIENT.email, CLIENT.password);
    await client.page.waitForURL('**/financialfreedom');
    assert.equal((await client.page.request.get('/api/profile')).status(), 200);

    await logIn(admin.page, ADMIN_EMAIL, DEMO_PASSWORD);
    await admin.page.waitForURL('**/admin/dashboard');
    await admin.page.getByRole('group', { name: 'Sign-ups' }).waitFor();
    await admin.page.getByRole('group', { name: 'Monthly recurring revenue' }).waitFor();
  });

  step('the admin suspends the client, who is signed out on the next request', async () => {
    await actOnClient(admin.page, 'Suspend', 'End-to-end test of suspension');
    assert.equal((await client.page.request.get('/api/profile')).status(), 401);
    await client.page.reload();
    await client.page.waitForURL('**/login**');
  });

  step('the suspended client cannot sign in, and is told why', async () => {
    await logIn(client.page, CLIENT.email, CLIENT.password);
    await client.page.getByText(SUSPENDED_MESSAGE).waitFor();
    assert.match(pathOf(client.page), /\/login/);
  });

  step('the admin restores the client, who signs in again', async () => {
    await actOnClient(admin.page, 'Restore', 'End-to-end test of restoring');
    await logIn(client.page, CLIENT.email, CLIENT.password);
    await client.page.waitForURL('**/financialfreedom');
    assert.equal((await client.page.request.get('/api/profile')).status(), 200);
  });
});
