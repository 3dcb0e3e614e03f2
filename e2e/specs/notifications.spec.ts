import assert from 'node:assert/strict';
import { after, before, describe } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD, logIn, registerByApi } from '../support/auth-flows';
import { BASE_URL, launchBrowser, newPage, uniqueEmail } from '../support/browser';
import { verifyEmailFromMailbox } from '../support/mailbox';
import { choosePlanOnSubscribe } from '../support/plan-choice';
import { sequentialSteps } from '../support/steps';

// Live notifications across two browsers: a new client asks the demo advisor to connect; the red
// dot reaches the advisor's open page within a second, without a reload; View Details opens the
// accept dialog; accepting reaches the client's open page live as a connection notification.

const ADVISOR_NAME = 'Morgan Patel'; // the demo advisor (demo.advisor@finboard.dev)
const CLIENT = {
  firstName: 'Nola',
  lastName: `N${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 5)
    .padEnd(5, 'x')}`,
  email: uniqueEmail('notifications'),
  password: 'Notify-Me-42!',
};
const CLIENT_NAME = `${CLIENT.firstName} ${CLIENT.lastName}`;
const LIVE_WITHIN_MS = 1_000;

let browser: Browser;
let client: { context: BrowserContext; page: Page };
let advisor: { context: BrowserContext; page: Page };

async function postJson(page: Page, url: string, data: unknown) {
  const response = await page.request.post(url, { data, headers: { origin: BASE_URL } });
  assert.ok(response.ok(), `POST ${url}: ${response.status()} ${await response.text()}`);
  return response.json();
}

const dot = (page: Page) => page.getByTestId('notification-dot');
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

/** A mark on the page's window: still there later means the page was never reloaded. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { e2eMark: 'kept' }));
const isMarked = (page: Page) => page.evaluate(() => (window as unknown as { e2eMark?: string }).e2eMark === 'kept');

/** Waits for the stream to be open (its first event has come), so what follows is a live delivery. */
async function waitForLiveStream(page: Page) {
  await page.waitForResponse((response) => response.url().endsWith('/api/notifications/stream') && response.status() === 200);
}

const step = sequentialSteps();

describe('live notifications', () => {
  before(async () => {
    browser = await launchBrowser();
    [client, advisor] = await Promise.all([newPage(browser), newPage(browser)]);
  });
  after(async () => {
    await browser.close();
  });

  step('a new client registers and reaches home; the demo advisor reads every notification and opens the dashboard', async () => {
    const { page } = client;
    await registerByApi({ role: 'client', ...CLIENT }, { verify: false });
    // The link from the mailbox verifies the email and signs this browser in.
    await verifyEmailFromMailbox(page, CLIENT.email);
    await page.waitForURL('**/financialfreedom');
    // The first-visit welcome splash is first-use.spec's subject; here it would cover the bell.
    await postJson(page, '/api/me/welcome-seen', {});
    await page.reload();
    await page.waitForURL('**/financialfreedom');
    await page.getByLabel('Birth Date', { exact: true }).fill('04-12-1988');
    await page.keyboard.press('Escape');
    await page.getByLabel('Current Savings').fill('8000');
    await page.getByRole('button', { name: 'Done' }).click();
    await choosePlanOnSubscribe(page, 'client');
    await page.getByRole('button', { name: 'Done' }).click();
    await page.waitForURL('**/home');
    await bell(page).waitFor();

    const other = advisor.page;
    await logIn(other, 'demo.advisor@finboard.dev', DEMO_PASSWORD);
    await other.waitForURL('**/advisor/dashboard');
    await postJson(other, '/api/notifications/read-all', {});
    const advisorStream = waitForLiveStream(other);
    await other.reload();
    await advisorStream;
    await bell(other).waitFor();
    assert.equal(await dot(other).count(), 0, 'no unread notifications before the request');
    await markPage(other);
  });

  let advisorId = '';
  step(`the advisor's open page shows the red dot within ${LIVE_WITHIN_MS} ms of the client's request, without a reload`, async () => {
    advisorId = ((await (await advisor.page.request.get('/api/session')).json()) as { user: { id: string } }).user.id;
    await postJson(client.page, '/api/connections', { advisorId });
    const committed = Date.now();
    await dot(advisor.page).waitFor({ timeout: LIVE_WITHIN_MS });
    const elapsed = Date.now() - committed;
    assert.ok(elapsed <= LIVE_WITHIN_MS, `the dot came after ${elapsed} ms`);
    assert.equal(await isMarked(advisor.page), true, 'the page was not reloaded');
    assert.match((await bell(advisor.page).getAttribute('aria-label')) ?? '', /^Notifications, \d+ unread$/);
  });

  step("the panel's View Details opens the Connection Request dialog, and Accept connects them", async () => {
    const { page } = advisor;
    await markPage(client.page);
    await bell(page).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const item = panel.getByRole('listitem').filter({ hasText: `${CLIENT_NAME} wants to connect with you.` });
    await item.getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connection Request' });
    await dialog.getByText(`${CLIENT.firstName} would like to connect with you.`).waitFor();
    await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  step("the client's open page learns of the accept live: the dot, then the connection notification in the panel", async () => {
    const { page } = client;
    await dot(page).waitFor({ timeout: 5_000 });
    assert.equal(await isMarked(page), true, 'the page was not reloaded');
    await bell(page).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel
      .getByRole('listitem')
      .filter({ hasText: `${ADVISOR_NAME} accepted your connection request.` })
      .waitFor();
  });
});
