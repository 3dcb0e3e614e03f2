import assert from 'node:assert/strict';
import { after, before, describe } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD, logIn, registerByApi } from '../support/auth-flows';
import { BASE_URL, launchBrowser, newPage, uniqueEmail } from '../support/browser';
import { verifyEmailFromMailbox } from '../support/mailbox';
import { choosePlanOnSubscribe } from '../support/plan-choice';
import { sequentialSteps } from '../support/steps';

// Client–advisor connections across two browsers at once: a new client asks the demo advisor to
// connect, the advisor accepts and reads the client's pages read-only, the client narrows and then
// ends what the advisor may see, and every read after that is refused.

const REFUSAL = "you don't have access to this feature";
const ADVISOR_NAME = 'Morgan Patel'; // the demo advisor (demo.advisor@finboard.dev)
const NOT_ENOUGH_CASH_FLOW_DATA = 'Sorry there is not enough data for this period.';

// A last name of its own per run, short enough for the side menu to show it whole (12 characters).
const CLIENT = {
  firstName: 'Cora',
  lastName: `L${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 5)
    .padEnd(5, 'x')}`,
  email: uniqueEmail('connections'),
  password: 'Connect-Me-42!',
};
const CLIENT_NAME = `${CLIENT.firstName} ${CLIENT.lastName}`;
const ASSET = { institutionName: 'Harbor Savings', name: 'Rainy day fund' };

let browser: Browser;
let client: { context: BrowserContext; page: Page };
let advisor: { context: BrowserContext; page: Page };
let clientId = '';
let advisorId = '';

/** State-changing api calls need JSON and a same-origin Origin header; the page's context carries the session cookie. */
async function postJson(page: Page, url: string, data: unknown) {
  const response = await page.request.post(url, { data, headers: { origin: BASE_URL } });
  assert.ok(response.ok(), `POST ${url}: ${response.status()} ${await response.text()}`);
  return response.json();
}

const sessionUserId = async (page: Page) => ((await (await page.request.get('/api/session')).json()) as { user: { id: string } }).user.id;
const apiStatus = async (page: Page, url: string) => (await page.request.get(url)).status();

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Side menu' });
const main = (page: Page) => page.getByRole('main');

interface MyClientsAnswer {
  clients: { client: { id: string; firstName: string; lastName: string }; connection: { status: string } }[];
}

/** The side menu shows names over 12 characters as their first 10 and '...' (spec 01 §9). */
const menuName = (name: string) => (name.length > 12 ? `${name.slice(0, 10)}...` : name);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A client's entry in the advisor's side menu after searching for them there: the menu lists ten
 * clients at most (favourites and recent first) and its search finds the others. The entry's name
 * is the client's name followed by what they share ('Shares Cash Flow').
 */
async function searchSideMenu(page: Page, name: string): Promise<Locator> {
  const search = page.getByRole('searchbox', { name: 'Search clients' });
  await search.fill(name);
  // The box is controlled: once it shows the words, the menu has been drawn for them.
  await page.waitForFunction((words) => document.querySelector<HTMLInputElement>('input[aria-label="Search clients"]')?.value === words, name);
  return sideMenu(page).getByRole('link', { name: new RegExp(`^${escapeRegExp(menuName(name))}`) });
}

/**
 * Tells whether this spec's client is in the advisor's side menu, once the menu has the api's
 * connected clients (a search finds the first of them), and asserts the api agrees.
 */
async function isClientInSideMenu(page: Page): Promise<boolean> {
  const answer = (await (await page.request.get('/api/connections/clients')).json()) as MyClientsAnswer;
  const connected = answer.clients.filter((row) => row.connection.status === 'connected');
  const first = connected[0];
  if (first) await (await searchSideMenu(page, `${first.client.firstName} ${first.client.lastName}`)).first().waitFor();
  const shown = (await (await searchSideMenu(page, CLIENT_NAME)).count()) > 0;
  await page.getByRole('searchbox', { name: 'Search clients' }).fill('');
  assert.equal(
    shown,
    connected.some((row) => row.client.id === clientId),
    'the side menu and the api disagree',
  );
  return shown;
}

/** The full-page refusal (components/access-refused-page.tsx) standing in for the whole page, nothing of the page around it. */
async function expectRefusalPage(page: Page) {
  const content = main(page);
  await content.getByRole('heading', { name: 'No access', level: 1 }).waitFor();
  await content.getByRole('alert').filter({ hasText: REFUSAL }).waitFor();
  await content.getByRole('link', { name: 'Back to My Clients' }).waitFor();
  // The page's own heading (client > section > page) and body are gone: the refusal is the page.
  assert.equal(await content.getByRole('heading', { level: 1 }).count(), 1);
  assert.equal(await content.getByText(NOT_ENOUGH_CASH_FLOW_DATA).count(), 0);
  assert.equal(await content.getByRole('table').count(), 0);
}

/** The demo advisor's row on the client's Board of Advisors. */
const advisorRow = (page: Page) => page.getByRole('article', { name: ADVISOR_NAME });
const shareSwitch = (row: Locator, name: string) => row.getByRole('group', { name: 'What they can see' }).getByRole('switch', { name, exact: true });

// The steps share the two browsers and build on each other: once one fails, the rest are skipped.
const step = sequentialSteps();

describe('client–advisor connections', () => {
  before(async () => {
    browser = await launchBrowser();
    [client, advisor] = await Promise.all([newPage(browser), newPage(browser)]);
  });
  after(async () => {
    await browser.close();
  });

  step('a new client registers, verifies the email, finishes onboarding and adds an account', async () => {
    const { page } = client;
    await registerByApi({ role: 'client', ...CLIENT }, { verify: false });
    // The link from the mailbox verifies the email and signs this browser in.
    await verifyEmailFromMailbox(page, CLIENT.email);
    await page.waitForURL('**/financialfreedom');
    await page.getByLabel('Birth Date', { exact: true }).fill('03-09-1985');
    await page.keyboard.press('Escape');
    await page.getByLabel('Current Savings').fill('12000');
    await page.getByRole('button', { name: 'Done' }).click();
    await choosePlanOnSubscribe(page, 'client');
    await page.getByRole('button', { name: 'Done' }).click();
    await page.waitForURL('**/home');
    clientId = await sessionUserId(page);

    // Something for the advisor to look at: a manual asset, which the client may delete and the advisor may not.
    await postJson(page, '/api/accounts/manual', { ...ASSET, balanceType: 'assets', accountType: 'depository', accountSubtype: 'savings', amount: '12500' });
    await page.goto('/client/accounts');
    await main(page).getByText(ASSET.institutionName, { exact: true }).waitFor();
    await main(page).getByRole('button', { name: '+ Connect Account' }).waitFor();
    await main(page).getByRole('columnheader', { name: 'Action' }).waitFor();
    await main(page).getByRole('button', { name: 'Delete', exact: true }).waitFor();
  });

  step('the demo advisor signs in in a second browser', async () => {
    const { page } = advisor;
    await logIn(page, 'demo.advisor@finboard.dev', DEMO_PASSWORD);
    await page.waitForURL('**/advisor/dashboard');
    advisorId = await sessionUserId(page);
    assert.ok(advisorId);
  });

  step('the client asks the advisor to connect; the request waits on My Clients and opens no data yet', async () => {
    const created = (await postJson(client.page, '/api/connections', { advisorId })) as { connection: { status: string; clientId: string; advisorId: string } };
    assert.equal(created.connection.status, 'pending');
    assert.equal(created.connection.clientId, clientId);
    assert.equal(created.connection.advisorId, advisorId);

    // The client's Board of Advisors shows the request as pending.
    await client.page.goto('/client/board-advisor');
    await advisorRow(client.page).getByRole('button', { name: 'Pending' }).waitFor();

    const { page } = advisor;
    assert.equal(await apiStatus(page, `/api/net-worth?userId=${clientId}`), 403);
    await page.goto('/advisor/clients');
    const requests = page.getByRole('region', { name: 'Connection Requests' });
    await requests
      .getByRole('group', { name: `Request from ${CLIENT_NAME}` })
      .getByText(CLIENT.email)
      .waitFor();
    // A pending client is not in the side menu yet.
    assert.equal(await isClientInSideMenu(page), false);
  });

  step('the advisor accepts in the Connection Request dialog and the client joins My Clients and the side menu', async () => {
    const { page } = advisor;
    const request = page.getByRole('group', { name: `Request from ${CLIENT_NAME}` });
    await request.getByRole('button', { name: `Accept ${CLIENT_NAME}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Connection Request' });
    await dialog.getByText(`${CLIENT.firstName} would like to connect with you.`).waitFor();
    await dialog.getByText(CLIENT.email).waitFor();
    await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    await request.waitFor({ state: 'detached' });
    await page.getByRole('table', { name: 'Connected clients' }).getByRole('row').filter({ hasText: CLIENT.email }).waitFor();
    await (await searchSideMenu(page, CLIENT_NAME)).first().waitFor();
    assert.equal(await isClientInSideMenu(page), true);

    // The client's Board shows the advisor connected, everything shared.
    await client.page.reload();
    const row = advisorRow(client.page);
    await row.getByRole('button', { name: 'Disconnect' }).waitFor();
    for (const name of ['All', 'Net Worth', 'Cash Flow', 'Retirement Score']) assert.equal(await shareSwitch(row, name).isChecked(), true, name);
  });

  step("the advisor opens the client's Net Worth read-only from the side menu", async () => {
    const { page } = advisor;
    // The side menu opens the sub-menu of the client being viewed (?userId=). The client's name in the
    // side menu should open it too (their Quick Report), but that click does nothing at present (an
    // app bug, reported with this spec), so the client is opened from their My Clients row.
    await page
      .getByRole('table', { name: 'Connected clients' })
      .getByRole('link', { name: `View ${CLIENT_NAME}` })
      .click();
    await page.waitForURL((url) => url.pathname === '/advisor/clients' && url.searchParams.get('userId') === clientId);
    await main(page).getByRole('region', { name: 'Client summary' }).getByText(CLIENT.email).waitFor();
    await sideMenu(page).getByRole('link', { name: 'Net Worth', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/client/net-worth' && url.searchParams.get('userId') === clientId);

    const content = main(page);
    await content.getByRole('heading', { level: 1, name: `${CLIENT_NAME} > Financial Reports > Net Worth` }).waitFor();
    await content.getByRole('table', { name: 'Assets' }).getByText(ASSET.name).waitFor();
    assert.equal(await content.getByRole('button', { name: /delete/i }).count(), 0);
    assert.equal(await content.getByRole('button', { name: /connect/i }).count(), 0);
  });

  step('the Connected Accounts page from the same sub-menu has no Connect Account button and no Delete column', async () => {
    const { page } = advisor;
    await sideMenu(page).getByRole('link', { name: 'Connected Accounts', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/client/accounts' && url.searchParams.get('userId') === clientId);

    const content = main(page);
    await content.getByRole('heading', { level: 1, name: `${CLIENT_NAME} > Financial Info > Connected Accounts` }).waitFor();
    await content.getByRole('cell', { name: ASSET.institutionName }).waitFor();
    const headers = (await content.getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
    assert.ok(headers.includes('Institution Name'), headers.join(', '));
    assert.ok(!headers.includes('Action'), `no Delete column: ${headers.join(', ')}`);
    assert.equal(await content.getByRole('button', { name: '+ Connect Account' }).count(), 0);
    assert.equal(await content.getByRole('button', { name: '+ Create Account' }).count(), 0);
    assert.equal(await content.getByRole('button', { name: /delete/i }).count(), 0);
    assert.equal(await content.getByRole('button', { name: /more actions/i }).count(), 0);
  });

  step('the client turns Cash Flow off on Board of Advisors and the advisor’s cash-flow page becomes the refusal', async () => {
    const { page } = advisor;
    // Shared for now: the advisor's Cash Flow page opens (a new client has no transactions yet).
    await sideMenu(page).getByRole('link', { name: 'Cash Flow', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/client/cash-flow' && url.searchParams.get('userId') === clientId);
    await main(page).getByText(NOT_ENOUGH_CASH_FLOW_DATA).waitFor();

    const row = advisorRow(client.page);
    const saved = client.page.waitForResponse((response) => response.url().endsWith('/share') && response.request().method() === 'PUT');
    // A click, not uncheck(): the switch is controlled and shows the value being saved a tick after the
    // click, which uncheck()'s immediate state check can miss.
    await shareSwitch(row, 'Cash Flow').click();
    assert.equal((await saved).status(), 200);
    // The switches wait while the change is saved and the list read again. With the three mixed, All
    // keeps its value (domain toggleShare): access reads the three.
    await row.locator('fieldset:not([disabled])').waitFor();
    assert.equal(await shareSwitch(row, 'Cash Flow').isChecked(), false);
    assert.equal(await shareSwitch(row, 'All').isChecked(), true);
    assert.equal(await shareSwitch(row, 'Net Worth').isChecked(), true);
    assert.equal(await shareSwitch(row, 'Retirement Score').isChecked(), true);
    const mine = (await (await client.page.request.get('/api/connections/advisors')).json()) as {
      advisors: { connection: { share: Record<string, boolean> } }[];
    };
    assert.deepEqual(mine.advisors[0]?.connection.share, { all: true, netWorth: true, cashFlow: false, retirementScore: true });

    await page.reload();
    await expectRefusalPage(page);
    // Only Cash Flow closed: Net Worth still opens.
    await sideMenu(page).getByRole('link', { name: 'Net Worth', exact: true }).click();
    await main(page).getByRole('table', { name: 'Assets' }).getByText(ASSET.name).waitFor();
  });

  step("the client sees the advisor's views in the audit list on Board of Advisors", async () => {
    const { page } = client;
    // The audit is written in batches about every second: reload until it shows, within a bound.
    // Times read as everywhere else: '29 Nov, 2026 08:05 AM' (the format module's 12-hour clock).
    const wanted = ['Net Worth', 'Connected Accounts', 'Cash Flow'];
    const line = (label: string) =>
      advisorRow(page)
        .getByRole('listitem')
        .filter({ hasText: new RegExp(`^Viewed your ${label}, \\d{1,2} \\w{3}, \\d{4} \\d{2}:\\d{2} [AP]M$`) });
    const deadline = Date.now() + 20_000;
    for (;;) {
      await page.reload();
      await advisorRow(page).getByText('Recent views').waitFor();
      const counts = await Promise.all(wanted.map((label) => line(label).count()));
      if (counts.every((count) => count > 0)) break;
      if (Date.now() > deadline) assert.fail(`the audit list shows ${JSON.stringify(await advisorRow(page).getByRole('listitem').allInnerTexts())}`);
      await page.waitForTimeout(500);
    }
  });

  step('the advisor asks to share Cash Flow; View Details highlights its switch, and turning it on grants the ask', async () => {
    const { page } = advisor;
    await page.goto(`/advisor/clients?userId=${clientId}`);
    const summary = main(page).getByRole('region', { name: 'Client summary' });
    await summary.getByRole('button', { name: 'Ask to share Cash Flow' }).click();
    await summary.getByText(/^Asked on \d{2}-\d{2}-\d{4}$/).waitFor();
    assert.equal(await summary.getByRole('button', { name: 'Ask to share Cash Flow' }).count(), 0);

    const mine = client.page;
    await mine.goto('/notifications');
    const item = main(mine)
      .getByRole('listitem')
      .filter({ hasText: `${ADVISOR_NAME} asked you to share Cash Flow.` });
    await item.getByRole('button', { name: 'View Details' }).click();
    await mine.waitForURL((url) => url.pathname === '/user-profile' && url.searchParams.get('ask') !== null);
    const asked = mine.locator('[data-highlighted]');
    await asked.getByText(new RegExp(`^Asked by ${ADVISOR_NAME} on \\d{2}-\\d{2}-\\d{4}$`)).waitFor();
    const saved = mine.waitForResponse((response) => response.url().endsWith('/share') && response.request().method() === 'PUT');
    await asked.getByRole('switch').click();
    assert.equal((await saved).status(), 200);
    await asked.waitFor({ state: 'detached' });

    // The advisor hears the answer and reads Cash Flow again.
    await page.goto('/notifications');
    await main(page)
      .getByRole('listitem')
      .filter({ hasText: `${CLIENT_NAME} shared Cash Flow with you.` })
      .waitFor();
    assert.equal(await apiStatus(page, `/api/cash-flow/count?userId=${clientId}`), 200);
    // The next steps go on from the client's Board of Advisors.
    await mine.goto('/client/board-advisor');
    await advisorRow(mine).getByRole('button', { name: 'Disconnect' }).waitFor();
  });

  step('the client disconnects in two steps', async () => {
    const { page } = client;
    await advisorRow(page).getByRole('button', { name: 'Disconnect' }).click();
    const explain = page.getByRole('dialog', { name: 'Financial Account Disconnect Confirm' });
    await explain.getByRole('button', { name: 'Confirm Disconnect' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Advisor Disconnect?' });
    await confirm.getByText(`${ADVISOR_NAME} will no longer see the data you share.`).waitFor();
    await confirm.getByRole('button', { name: 'Yes, Disconnect' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page.getByText('You have no advisors yet.').waitFor();
    assert.equal(await advisorRow(page).count(), 0);
  });

  step('after the disconnect every page of the client is refused to the advisor, and the client is gone from My Clients', async () => {
    const { page } = advisor;
    for (const path of ['/client/net-worth', '/client/accounts', '/client/cash-flow', '/advisor/clients']) {
      await page.goto(`${path}?userId=${clientId}`);
      await expectRefusalPage(page);
      assert.equal(await isClientInSideMenu(page), false, `${path}: the side menu still lists the client`);
    }
    for (const path of ['/api/net-worth', '/api/institutions', '/api/cash-flow/count'])
      assert.equal(await apiStatus(page, `${path}?userId=${clientId}`), 403, path);

    await main(page).getByRole('link', { name: 'Back to My Clients' }).click();
    await page.waitForURL((url) => url.pathname === '/advisor/clients' && !url.search);
    // The demo clients are still connected: the table is there, without this client, and no request is left.
    const table = page.getByRole('table', { name: 'Connected clients' });
    await table.getByRole('row').nth(1).waitFor();
    assert.equal(await table.getByRole('row').filter({ hasText: CLIENT.email }).count(), 0);
    assert.equal(await page.getByRole('group', { name: `Request from ${CLIENT_NAME}` }).count(), 0);
    assert.equal(await isClientInSideMenu(page), false);
  });
});
