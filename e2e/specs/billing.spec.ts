import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { registerByApi, pathOf } from '../support/auth-flows';
import { newPerson, signUpVerifiedAdvisor } from '../support/advisors';
import { launchBrowser, newPage } from '../support/browser';
import { NO_DATABASE_ACCESS, SERVER_DATABASE_URL, withDatabase } from '../support/database';

// Billing in the browser, on the embedded billing sandbox and Stripe's test cards: a new advisor
// subscribes to Event with a good card and finds the trial, the card and the $0 trial invoice (and
// its PDF) on /billing; a declined card subscribes nothing; an advisor on Firm with two sub-accounts
// is warned before changing to Event, which allows none; the card form works from the keyboard alone.

const CARDS = { succeeds: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' };
const EXPIRY = { typed: '12 / 34', shown: '12/2034' };
const TRIAL_DAYS = 14;
const APP_TIME_ZONE = 'America/New_York';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

interface Overview {
  subscription: { plan: string; status: string; trialEnd: string | null } | null;
  paymentMethod: { brand: string; last4: string } | null;
  invoices: { id: string; number: string | null; created: number; amountPaidCents: number; status: string; invoicePdfUrl: string | null }[];
  subAccountCount: number;
}

const overviewOf = async (page: Page) => (await (await page.request.get('/api/billing')).json()) as Overview;
const sessionUserId = async (page: Page) => ((await (await page.request.get('/api/session')).json()) as { user: { id: string } }).user.id;

/** A date as /billing shows it: the product's calendar day (New York), YYYY-MM-DD. */
const calendarDate = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: APP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** The value beside a label in one of /billing's description lists. */
const fact = (panel: Locator, label: string) => panel.locator(`xpath=.//dt[normalize-space(.)="${label}"]/following-sibling::dd[1]`);
const factText = async (panel: Locator, label: string) => ((await fact(panel, label).textContent()) ?? '').replace(/\s+/g, ' ').trim();

/** The Current plan panel's plan: its name and its status badge (read as text: the badge shows it in capitals). */
async function planShown(page: Page): Promise<{ name: string; status: string }> {
  const plan = fact(section(page, 'Current plan'), 'Plan');
  await plan.waitFor();
  return plan.evaluate((dd) => {
    const status = dd.querySelector('.mantine-Badge-root')?.textContent ?? '';
    return { name: (dd.textContent ?? '').replace(status, '').trim(), status: status.trim() };
  });
}

const cardForm = (page: Page) => page.getByRole('form', { name: 'Card details' });

/** /subscribe: Select on one of the three advisor plans opens the card form for it. */
async function selectPlan(page: Page, plan: 'Advisor' | 'Event' | 'Firm') {
  await page.getByRole('button', { name: `Select ${plan}`, exact: true }).click();
  await page.getByRole('button', { name: `Selected ${plan}`, exact: true }).waitFor();
  await page.getByRole('heading', { name: `Card details for the ${plan} plan` }).waitFor();
}

async function fillCardForm(page: Page, card: { name: string; number: string }) {
  const form = cardForm(page);
  await form.getByLabel('Name on card').fill(card.name);
  await form.getByLabel('Card number').fill(card.number);
  await form.getByLabel('MM / YY').fill(EXPIRY.typed);
  await form.getByLabel('CVC').fill('123');
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has the focus; returns how many presses it took. */
async function tabTo(page: Page, target: Locator, most: number): Promise<number> {
  for (let presses = 1; presses <= most; presses += 1) {
    await page.keyboard.press('Tab');
    if (await isFocused(target)) return presses;
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? 'nothing');
  throw new Error(`${most} presses of Tab did not reach the target; the focus is on ${focused}`);
}

test('a new advisor subscribes to Event with the success card; /billing shows the trial, the card and the paid $0 invoice with its PDF', async () => {
  const { context, page } = await newPage(browser);
  const advisor = await signUpVerifiedAdvisor(page, 'Bella');
  await page.getByRole('heading', { name: 'Choose your plan' }).waitFor();

  await selectPlan(page, 'Event');
  await fillCardForm(page, { name: `${advisor.firstName} ${advisor.lastName}`, number: CARDS.succeeds });
  await cardForm(page).getByRole('button', { name: 'Subscribe', exact: true }).click();
  await page.waitForURL('**/registration-complete');
  await page.getByText('Your account has been confirmed').waitFor();

  const overview = await overviewOf(page);
  assert.equal(overview.subscription?.plan, 'advanced');
  assert.equal(overview.subscription?.status, 'trialing');
  assert.equal(overview.invoices.length, 1, JSON.stringify(overview.invoices));
  const [invoice] = overview.invoices;
  assert.ok(invoice?.number, 'the trial invoice is numbered');
  assert.ok(overview.subscription.trialEnd);
  const trialEnd = new Date(overview.subscription.trialEnd);
  assert.equal(Math.round((trialEnd.getTime() - invoice.created * 1000) / 86_400_000), TRIAL_DAYS, `the trial ends ${TRIAL_DAYS} days after it starts`);

  await page.goto('/billing');
  const plan = section(page, 'Current plan');
  await fact(plan, 'Plan').getByText('Trial', { exact: true }).waitFor();
  assert.deepEqual(await planShown(page), { name: 'Event', status: 'Trial' });
  assert.equal(await factText(plan, 'Trial ends'), calendarDate(trialEnd));
  await plan.getByRole('button', { name: 'Change plan' }).waitFor();

  const card = section(page, 'Payment method');
  assert.equal(await factText(card, 'Card'), 'Visa ending in 4242');
  assert.equal(await factText(card, 'Name'), `${advisor.firstName} ${advisor.lastName}`);
  assert.equal(await factText(card, 'Expires'), EXPIRY.shown);

  const table = page.getByRole('table', { name: 'Invoices' });
  const rows = table.getByRole('row');
  assert.equal(await rows.count(), 2, 'the header and one invoice');
  const cells = (await rows.nth(1).getByRole('cell').allInnerTexts()).map((text) => text.trim());
  assert.deepEqual(cells, [invoice.number, calendarDate(new Date(invoice.created * 1000)), '$0.00', 'Paid', 'View', 'PDF']);

  const pdfLink = rows.nth(1).getByRole('link', { name: `PDF of invoice ${invoice.number} (opens in a new tab)` });
  const href = await pdfLink.getAttribute('href');
  assert.equal(href, invoice.invoicePdfUrl);
  assert.equal(await pdfLink.getAttribute('target'), '_blank');
  // Fetched as the page would open it (same origin, the session cookie): a PDF.
  const pdf = await page.evaluate(async (url) => {
    const response = await fetch(url);
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { status: response.status, type: response.headers.get('content-type'), head: String.fromCharCode(...bytes.slice(0, 5)), size: bytes.length };
  }, href ?? '');
  assert.equal(pdf.status, 200);
  assert.match(pdf.type ?? '', /^application\/pdf\b/);
  assert.equal(pdf.head, '%PDF-');
  assert.ok(pdf.size > 500, `a PDF of ${pdf.size} bytes`);
  await context.close();
});

test('a declined card shows the bank’s refusal in an alert and subscribes nothing', async () => {
  const { context, page } = await newPage(browser);
  const advisor = await signUpVerifiedAdvisor(page, 'Dora');

  await selectPlan(page, 'Event');
  await fillCardForm(page, { name: `${advisor.firstName} ${advisor.lastName}`, number: CARDS.declined });
  const subscribe = cardForm(page).getByRole('button', { name: 'Subscribe', exact: true });
  await subscribe.click();
  await cardForm(page).getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
  // The page stays, ready for another card.
  assert.equal(pathOf(page), '/subscribe');
  await page.getByRole('button', { name: 'Selected Event', exact: true }).waitFor();
  assert.equal(await subscribe.isEnabled(), true);

  const overview = await overviewOf(page);
  assert.equal(overview.subscription, null);
  assert.equal(overview.paymentMethod, null);
  assert.deepEqual(overview.invoices, []);

  await page.goto('/billing');
  const plan = section(page, 'Current plan');
  await plan.getByText('You have no subscription yet.').waitFor();
  await plan.getByRole('link', { name: 'Choose a plan' }).waitFor();
  assert.equal(await plan.locator('dl').count(), 0, 'no plan is shown');
  await section(page, 'Payment method').getByText('No card on file.').waitFor();
  await section(page, 'Invoices').getByText('No invoices yet.').waitFor();
  await context.close();
});

test(
  'an advisor on Firm with two sub-accounts changing to Event is warned, deletes them, then confirms the change',
  { skip: SERVER_DATABASE_URL ? false : NO_DATABASE_ACCESS },
  async () => {
    const { context, page } = await newPage(browser);
    await signUpVerifiedAdvisor(page, 'Fiona');
    await selectPlan(page, 'Firm');
    await page.getByRole('button', { name: 'Start trial without a card' }).click();
    await page.waitForURL('**/registration-complete');
    const advisorId = await sessionUserId(page);

    // Two sub-advisors: no screen makes one yet, so two advisors sign up and get the parent in the database.
    const subAdvisors = [newPerson('Sam'), newPerson('Sid')];
    for (const person of subAdvisors) await registerByApi({ role: 'advisor', ...person });
    const emails = subAdvisors.map((person) => person.email);
    await withDatabase(async (db) => {
      const updated = await db.query('UPDATE users SET parent_id = $1 WHERE email = ANY($2::text[])', [advisorId, emails]);
      assert.equal(updated.rowCount, 2);
    });

    await page.goto('/billing');
    const plan = section(page, 'Current plan');
    await fact(plan, 'Plan').getByText('Trial', { exact: true }).waitFor();
    assert.deepEqual(await planShown(page), { name: 'Firm', status: 'Trial' });

    await page.getByRole('tab', { name: 'Advisor Subaccounts' }).click();
    const subAccounts = page.getByRole('table', { name: 'Advisor Subaccounts' });
    for (const email of emails) await subAccounts.getByRole('row').filter({ hasText: email }).waitFor();
    await page.getByRole('tab', { name: 'Billing', exact: true }).click();

    await section(page, 'Current plan').getByRole('button', { name: 'Change plan' }).click();
    const choose = page.getByRole('dialog', { name: 'Choose a plan' });
    await choose.getByRole('button', { name: 'Choose Event', exact: true }).click();

    const warning = page.getByRole('dialog', { name: 'Delete All Sub-accounts', exact: true });
    await warning.getByText('The Event plan allows no sub-accounts and you have 2 sub-accounts.').waitFor();
    assert.equal(await page.getByRole('dialog', { name: 'Change Subscription Plan' }).count(), 0, 'no change is offered before the sub-accounts go');
    await warning.getByRole('button', { name: 'Delete All Sub-accounts', exact: true }).click();

    const confirmDelete = page.getByRole('dialog', { name: 'Delete All Sub-accounts?', exact: true });
    await confirmDelete.getByText('All 2 sub-accounts will be deleted').waitFor();
    await confirmDelete.getByRole('button', { name: 'Delete', exact: true }).click();

    const change = page.getByRole('dialog', { name: 'Change Subscription Plan' });
    await change.getByText(/^Change your plan from Firm \(\$\d+\/month\) to Event \(\$\d+\/month\)\?/).waitFor();
    await confirmDelete.waitFor({ state: 'detached' });
    const remaining = await withDatabase(
      async (db) =>
        (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE parent_id = $1 OR email = ANY($2::text[])', [advisorId, emails])).rows[0]?.n,
    );
    assert.equal(remaining, 0, 'the sub-advisors are deleted');

    await change.getByRole('button', { name: 'Confirm' }).click();
    await change.waitFor({ state: 'detached' });
    await fact(section(page, 'Current plan'), 'Plan').getByText('Event', { exact: false }).waitFor();
    assert.deepEqual(await planShown(page), { name: 'Event', status: 'Trial' });
    assert.equal((await overviewOf(page)).subscription?.plan, 'advanced');

    await page.getByRole('tab', { name: 'Advisor Subaccounts' }).click();
    await page.getByRole('table', { name: 'Advisor Subaccounts' }).getByText('No data to show').waitFor();
    await context.close();
  },
);

test('the card form is filled and submitted with the keyboard alone', async () => {
  const { context, page } = await newPage(browser);
  const advisor = await signUpVerifiedAdvisor(page, 'Kira');
  await page.getByRole('heading', { name: 'Choose your plan' }).waitFor();

  // From the top of the page, Tab reaches Event's Select, and Enter chooses it.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await tabTo(page, page.getByRole('button', { name: 'Select Event', exact: true }), 60);
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Selected Event', exact: true }).waitFor();
  assert.equal(await isFocused(page.getByRole('button', { name: 'Selected Event', exact: true })), true, 'the focus stays on the chosen plan');

  // Then the form's fields in order, one Tab each, typed into; a Tab more reaches Subscribe, and Enter sends it.
  const form = cardForm(page);
  await tabTo(page, form.getByLabel('Name on card'), 5);
  await page.keyboard.type(`${advisor.firstName} ${advisor.lastName}`);
  for (const [label, typed] of [
    ['Card number', CARDS.succeeds],
    ['MM / YY', EXPIRY.typed],
    ['CVC', '123'],
  ] as const) {
    assert.equal(await tabTo(page, form.getByLabel(label), 1), 1, label);
    await page.keyboard.type(typed);
  }
  const subscribe = form.getByRole('button', { name: 'Subscribe', exact: true });
  assert.equal(await tabTo(page, subscribe, 1), 1, 'Subscribe follows the CVC');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/registration-complete');

  await page.goto('/billing');
  const plan = section(page, 'Current plan');
  await fact(plan, 'Plan').getByText('Trial', { exact: true }).waitFor();
  assert.deepEqual(await planShown(page), { name: 'Event', status: 'Trial' });
  assert.equal(await factText(section(page, 'Payment method'), 'Card'), 'Visa ending in 4242');
  await context.close();
});
