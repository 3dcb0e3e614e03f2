import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Locator, Page, Response } from 'playwright-core';
import { DEMO_PASSWORD, expectCheckEmail, fillSignUpForm, logIn, pathOf, registerByApi } from '../support/auth-flows';
import { launchBrowser, newPage, uniqueEmail } from '../support/browser';
import { verifyEmailFromMailbox } from '../support/mailbox';
import { sequentialSteps } from '../support/steps';

// The advisor directory in the browser: a visitor searches by ZIP code from the landing page, narrows
// the list, opens an advisor's profile and walks the connect funnel into sign-up, and after onboarding
// finds the request waiting on the link page; an unknown ZIP code gets a plain message; a signed-in
// client connects with the demo advisor from their own directory page, and the advisor sees the
// request on My Clients in a second browser.

const CHICAGO_ZIP = '60601';
const CATEGORY = { acronym: 'CPA', label: 'Public Accountant (CPA)' };
const LINK_TITLE = 'Link your Finboard with Advisor';
const DEMO_ADVISOR = { name: 'Morgan Patel', email: 'demo.advisor@finboard.dev', zip: '10006' };

interface SearchAnswer {
  total: number;
  advisors: { id: string; firstName: string; lastName: string }[];
}
interface MyAdvisorsAnswer {
  advisors: {
    advisor: { id: string; firstName: string; lastName: string };
    connection: { status: string; requestedBy: string; source: string; zipCode: string | null; share: Record<string, boolean> };
  }[];
}

const nameOf = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

/** A run-unique last name: the advisor's request list and the api answers are told apart by it. */
const uniqueLastName = (initial: string) =>
  `${initial}${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6)
    .padEnd(6, 'x')}`;

/** Resolves with the directory search the page makes for these parameters (others may come and go). */
function searchResponse(page: Page, wanted: Record<string, string | null>): Promise<Response> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    if (url.pathname !== '/api/directory/advisors' || response.request().method() !== 'GET') return false;
    return Object.entries(wanted).every(([key, value]) => url.searchParams.get(key) === value);
  });
}

async function searchAnswer(pending: Promise<Response>): Promise<SearchAnswer> {
  const response = await pending;
  assert.equal(response.status(), 200, `${response.url()}: ${response.status()}`);
  return (await response.json()) as SearchAnswer;
}

const results = (page: Page) => page.getByRole('region', { name: 'Results' });
const cards = (page: Page) => results(page).getByRole('list', { name: 'Advisors' }).getByRole('article');

/**
 * Waits until the results show exactly these advisors in this order, settled (not loading, no
 * previous list standing in), and returns each card's text.
 */
async function settledCards(page: Page, names: string[]): Promise<string[]> {
  assert.ok(names.length > 0, 'expected a non-empty list of advisors');
  await page.waitForFunction((expected) => {
    const section = document.querySelector('section[aria-label="Results"]');
    if (!section || section.querySelector('[aria-busy="true"]')) return false;
    const list = section.querySelector('[role="list"][aria-label="Advisors"]');
    if (!list) return false;
    const shown = [...list.querySelectorAll('article')].map((article) => article.getAttribute('aria-label'));
    return JSON.stringify(shown) === JSON.stringify(expected);
  }, names);
  return cards(page).allTextContents();
}

/** The distances on cards ('Under 1 mi away', '3.2 mi away', '12 mi away') in miles. */
function distancesOf(texts: string[]): number[] {
  return texts.map((text) => {
    const match = /(Under 1|\d+(?:\.\d+)?) mi away/.exec(text);
    assert.ok(match?.[1], `no distance on the card: ${text}`);
    return match[1] === 'Under 1' ? 0 : Number(match[1]);
  });
}

const chipGroup = (page: Page) => page.getByRole('group', { name: 'Client Types' });
/** A chip is clicked on its label, as a user does (the checkbox itself is visually hidden). */
const clickChip = (page: Page, name: string) =>
  chipGroup(page)
    .locator('label')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .click();

/** The chips' labels and whether each is chosen, in order. */
async function chipStates(page: Page): Promise<Record<string, boolean>> {
  return chipGroup(page).evaluate((group) =>
    Object.fromEntries(
      [...group.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].map((box) => [
        group.querySelector(`label[for="${box.id}"]`)?.textContent?.trim() ?? '',
        box.checked,
      ]),
    ),
  );
}

/** Waits until exactly these chips are chosen (the chips follow the URL a render after it changes). */
async function waitForChosenChips(page: Page, chosen: string[]) {
  const handle = await chipGroup(page).elementHandle();
  await page.waitForFunction(
    ({ group, wanted }) => {
      if (!group) return false;
      const checked = [...group.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')]
        .filter((box) => box.checked)
        .map((box) => group.querySelector(`label[for="${box.id}"]`)?.textContent?.trim() ?? '')
        .sort();
      return JSON.stringify(checked) === JSON.stringify([...wanted].sort());
    },
    { group: handle, wanted: chosen },
  );
}

/** The connect funnel from the link modal to the share switches, turning `switchOff` off; the caller sends the request. */
async function walkFunnel(page: Page, advisorName: string, switchOff: string | null) {
  const link = page.getByRole('dialog', { name: LINK_TITLE });
  await link.getByText(`Link your Finboard with ${advisorName} to plan your finances together.`).waitFor();
  await link.getByRole('button', { name: 'Cancel' }).waitFor();
  await link.getByRole('button', { name: 'Link', exact: true }).click();

  const request = page.getByRole('dialog', { name: 'Connection Request' });
  await request.getByText(/charged monthly while shared/).waitFor();
  await request.getByText(`${advisorName} will receive your request to connect.`, { exact: false }).waitFor();
  await request.getByRole('button', { name: 'Decline' }).waitFor();
  await request.getByRole('button', { name: 'Connect', exact: true }).click();

  const share = page.getByRole('dialog', { name: 'Share Your Data' });
  const switches = share.getByRole('group', { name: 'What they can see' });
  const toggle = (name: string) => switches.getByRole('switch', { name, exact: true });
  for (const name of ['All', 'Net Worth', 'Cash Flow', 'Retirement Score']) assert.equal(await toggle(name).isChecked(), true, `${name} starts on`);
  if (switchOff) {
    await toggle(switchOff).click();
    await switches.locator('input[role="switch"]:not(:checked)').first().waitFor({ state: 'attached' });
    assert.equal(await toggle(switchOff).isChecked(), false, `${switchOff} is off`);
    for (const name of ['Net Worth', 'Cash Flow', 'Retirement Score'].filter((other) => other !== switchOff)) {
      assert.equal(await toggle(name).isChecked(), true, `${name} stays on`);
    }
  }
  return { share, sendRequest: () => share.getByRole('button', { name: 'Send Request' }).click() };
}

async function finishFinancialFreedom(page: Page) {
  await page.getByLabel('Birth Date', { exact: true }).fill('04-22-1990');
  await page.keyboard.press('Escape');
  await page.getByLabel('Current Savings').fill('18000');
  await page.getByRole('button', { name: 'Done' }).click();
}

const myAdvisors = async (page: Page) => (await (await page.request.get('/api/connections/advisors')).json()) as MyAdvisorsAnswer;

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

describe('a visitor finds an advisor near a ZIP code and signs up to connect', () => {
  const step = sequentialSteps();
  let visitor: { context: BrowserContext; page: Page };
  const PERSON = { firstName: 'Vera', lastName: uniqueLastName('V'), email: uniqueEmail('directory.visitor'), password: 'Directory-Visit-42!' };
  const SWITCH_OFF = 'Cash Flow';
  let allNames: string[] = [];
  let categoryNames: string[] = [];
  let chosen = { id: '', name: '' };

  before(async () => {
    visitor = await newPage(browser);
  });
  after(async () => {
    await visitor.context.close();
  });

  step('the landing page searches a ZIP code and the list shows the advisors nearest first', async () => {
    const { page } = visitor;
    await page.goto('/welcome');
    await page.getByRole('heading', { level: 1, name: 'Find a financial advisor near you' }).waitFor();
    const tabs = page.getByRole('tablist', { name: 'What do you want help with?' });
    for (const name of ['Invest', 'Plan', 'Invest & Plan']) await tabs.getByRole('tab', { name, exact: true }).waitFor();
    await tabs.getByRole('tab', { name: 'Invest & Plan' }).click();
    assert.equal(await tabs.getByRole('tab', { name: 'Invest & Plan' }).getAttribute('aria-selected'), 'true');

    await page.getByRole('textbox', { name: 'ZIP code' }).fill(CHICAGO_ZIP);
    const searched = searchResponse(page, { zip: CHICAGO_ZIP, categories: null, clientTypes: null });
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.waitForURL((url) => url.pathname === `/advisor-list/${CHICAGO_ZIP}` && url.searchParams.get('intent') === 'both');
    await page.getByRole('heading', { level: 1, name: `Advisors near ${CHICAGO_ZIP} (Chicago, IL)` }).waitFor();

    const answer = await searchAnswer(searched);
    assert.ok(answer.advisors.length >= 5, `advisors near Chicago: ${answer.advisors.length}`);
    allNames = answer.advisors.map(nameOf);
    const texts = await settledCards(page, allNames);
    await results(page).getByText(`${answer.total} advisors within 25 miles`).waitFor();

    const miles = distancesOf(texts);
    for (let i = 1; i < miles.length; i += 1) assert.ok(miles[i - 1]! <= miles[i]!, `nearest first: ${miles.join(', ')}`);
    assert.ok(miles[0]! < 25 && miles.at(-1)! <= 25, `within the radius: ${miles.join(', ')}`);
    assert.equal(await cards(page).first().getByRole('link', { name: 'View Profile' }).count(), 1);
    assert.equal(await cards(page).first().getByRole('button', { name: 'Connect' }).count(), 1);
  });

  step('choosing a category narrows the list to advisors of that category', async () => {
    const { page } = visitor;
    const searched = searchResponse(page, { zip: CHICAGO_ZIP, categories: CATEGORY.acronym, clientTypes: null });
    await page.getByRole('region', { name: 'Filters' }).getByLabel('Category').selectOption({ label: CATEGORY.label });
    await page.waitForURL((url) => url.searchParams.get('categories') === CATEGORY.acronym && !url.searchParams.has('intent'));

    const answer = await searchAnswer(searched);
    categoryNames = answer.advisors.map(nameOf);
    const texts = await settledCards(page, categoryNames);
    assert.notDeepEqual(categoryNames, allNames, 'the list changed');
    assert.ok(categoryNames.length < allNames.length, `fewer advisors: ${categoryNames.length} of ${allNames.length}`);
    for (const text of texts) assert.ok(text.includes(CATEGORY.label), `a card without ${CATEGORY.label}: ${text}`);
    const miles = distancesOf(texts);
    for (let i = 1; i < miles.length; i += 1) assert.ok(miles[i - 1]! <= miles[i]!, `still nearest first: ${miles.join(', ')}`);
  });

  step('the client-type chips follow the All rules and filter the list', async () => {
    const { page } = visitor;
    const initial = await chipStates(page);
    assert.equal(Object.keys(initial).length, 12, `twelve chips: ${Object.keys(initial).join(', ')}`);
    assert.ok(
      Object.values(initial).every((checked) => !checked),
      'no chip chosen at first',
    );

    // All selects every chip; the search then has no client-type filter, so the list stays.
    await clickChip(page, 'All');
    await page.waitForURL((url) => url.searchParams.get('clientTypes') === 'All');
    await waitForChosenChips(page, Object.keys(initial));
    const everything = await chipStates(page);
    assert.ok(Object.values(everything).every(Boolean), `All selects all: ${JSON.stringify(everything)}`);
    await settledCards(page, categoryNames);

    // Deselecting one type removes All and searches the other ten.
    const narrowed = searchResponse(page, { zip: CHICAGO_ZIP, categories: CATEGORY.acronym });
    await clickChip(page, 'Retirement');
    await page.waitForURL((url) => {
      const types = url.searchParams.get('clientTypes')?.split(',') ?? [];
      return types.length === 10 && !types.includes('All') && !types.includes('Retirement');
    });
    await waitForChosenChips(
      page,
      Object.keys(initial).filter((name) => name !== 'All' && name !== 'Retirement'),
    );
    const states = await chipStates(page);
    assert.equal(states.All, false, 'All is removed');
    assert.equal(states.Retirement, false);
    assert.equal(Object.values(states).filter(Boolean).length, 10, JSON.stringify(states));
    const answer = await searchAnswer(narrowed);
    const response = await narrowed;
    const sentTypes = new URL(response.url()).searchParams.get('clientTypes')?.split(',') ?? [];
    assert.equal(sentTypes.length, 10, `the search asks for the ten: ${sentTypes.join(', ')}`);
    assert.ok(!sentTypes.includes('Retirement') && !sentTypes.includes('All'));
    if (answer.advisors.length) await settledCards(page, answer.advisors.map(nameOf));
    else
      await results(page)
        .getByText(/match these filters/)
        .waitFor();

    // All again: every chip back, and the category's list as before.
    await clickChip(page, 'All');
    await page.waitForURL((url) => url.searchParams.get('clientTypes') === 'All');
    await waitForChosenChips(page, Object.keys(initial));
    assert.ok(Object.values(await chipStates(page)).every(Boolean));
    await settledCards(page, categoryNames);
  });

  step("the nearest advisor's profile opens from their card", async () => {
    const { page } = visitor;
    const first = cards(page).first();
    chosen = { id: '', name: (await first.getAttribute('aria-label')) ?? '' };
    assert.ok(chosen.name);
    await first.getByRole('link', { name: 'View Profile' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/advisor-profile/'));
    chosen.id = decodeURIComponent(pathOf(page).slice('/advisor-profile/'.length));
    assert.ok(chosen.id);
    await page.getByRole('heading', { level: 1, name: chosen.name }).waitFor();
    await page.getByRole('list', { name: 'Categories' }).getByText(CATEGORY.label).waitFor();
    await page.getByRole('heading', { name: 'Professional Details' }).waitFor();
  });

  // Spec 02 §2: 'Connect when not logged in goes to /register?advisor={email}&role=client&source=Directory'.
  step('a logged-out Connect on the profile goes to sign-up with the advisor, role client and source Directory', async () => {
    const { page } = visitor;
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/register' &&
        url.searchParams.get('advisor') === chosen.id &&
        url.searchParams.get('role') === 'client' &&
        url.searchParams.get('source') === 'Directory',
    );
    await page.getByText(`You'll be connected with ${chosen.name} after you sign up`).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: chosen.name }).waitFor();
    await page.goBack();
    await results(page).getByRole('article', { name: chosen.name, exact: true }).waitFor();
  });

  step("Connect on the public list's card walks the funnel with one switch off, and Get Started opens sign-up naming the advisor", async () => {
    const { page } = visitor;
    await results(page).getByRole('article', { name: chosen.name, exact: true }).getByRole('button', { name: 'Connect', exact: true }).click();
    const { sendRequest } = await walkFunnel(page, chosen.name, SWITCH_OFF);
    await sendRequest();
    const sent = page.getByRole('dialog', { name: 'Your Request Has Been Sent!' });
    await sent.getByText(`${chosen.name} receives your request as soon as you sign up.`, { exact: false }).waitFor();
    await sent.getByRole('button', { name: 'Get Started' }).click();

    await page.waitForURL(
      (url) => url.pathname === '/register' && url.searchParams.get('advisorConnect') === chosen.id && url.searchParams.get('finboardUser') === 'false',
    );
    await page.getByText(`You'll be connected with ${chosen.name} after you sign up`).waitFor();
  });

  step('the visitor signs up, verifies the email and completes onboarding, landing on the link page', async () => {
    const { page } = visitor;
    await fillSignUpForm(page, PERSON);
    await expectCheckEmail(page, PERSON.email);
    await verifyEmailFromMailbox(page, PERSON.email);
    await page.waitForURL('**/financialfreedom');
    await finishFinancialFreedom(page);
    await page.waitForURL('**/client-advisor-link');

    await page.getByRole('heading', { level: 1, name: LINK_TITLE }).waitFor();
    const request = page.getByRole('article', { name: chosen.name });
    await request.getByText(`Your request to connect with ${chosen.name} is waiting for ${chosen.name} to accept it.`, { exact: false }).waitFor();
    await request.getByRole('button', { name: 'Link' }).waitFor();
    await request.getByRole('button', { name: 'Cancel' }).waitFor();
    assert.equal(await page.getByRole('article').count(), 1);
  });

  step('the api holds the pending request from the Directory with the chosen switches', async () => {
    const { page } = visitor;
    const answer = await myAdvisors(page);
    assert.equal(answer.advisors.length, 1, JSON.stringify(answer));
    const [row] = answer.advisors;
    assert.equal(row?.advisor.id, chosen.id);
    assert.equal(nameOf(row.advisor), chosen.name);
    assert.equal(row.connection.status, 'pending');
    assert.equal(row.connection.requestedBy, 'client');
    assert.equal(row.connection.source, 'Directory');
    assert.equal(row.connection.share.cashFlow, false, `${SWITCH_OFF} is off: ${JSON.stringify(row.connection.share)}`);
    assert.equal(row.connection.share.netWorth, true);
    assert.equal(row.connection.share.retirementScore, true);
  });

  step('Link keeps the request for the advisor and finishes registration', async () => {
    const { page } = visitor;
    await page.getByRole('article', { name: chosen.name }).getByRole('button', { name: 'Link' }).click();
    await page.waitForURL('**/registration-complete');
    const answer = await myAdvisors(page);
    assert.equal(answer.advisors[0]?.connection.status, 'pending', 'still waiting for the advisor');
  });
});

describe('an unknown ZIP code', () => {
  let visitor: { context: BrowserContext; page: Page };
  before(async () => {
    visitor = await newPage(browser);
  });
  after(async () => {
    await visitor.context.close();
  });

  const expectZipMessage = async (page: Page, zip: string) => {
    await page.getByRole('heading', { level: 1, name: `Advisors near ${zip}` }).waitFor();
    await results(page)
      .getByRole('alert')
      .filter({ hasText: `We couldn't find ZIP code ${zip}. Check it and try again.` })
      .waitFor();
    await results(page).getByRole('form', { name: 'Search another ZIP code' }).waitFor();
    assert.equal(await cards(page).count(), 0);
    assert.equal(await page.getByText(/something went wrong|unexpected error/i).count(), 0);
  };

  test('a malformed ZIP code is refused on the landing page, and an unknown one gets a message with a new search', async () => {
    const { page } = visitor;
    await page.goto('/welcome');
    const zip = page.getByRole('textbox', { name: 'ZIP code' });
    await zip.fill('123');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.getByText('Enter a 5-digit ZIP code').waitFor();
    assert.equal(pathOf(page), '/welcome');

    await zip.fill('99999');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.waitForURL((url) => url.pathname === '/advisor-list/99999');
    await expectZipMessage(page, '99999');

    // Straight from an address too, and the message's own search goes on to a known ZIP code.
    await page.goto('/advisor-list/00000');
    await expectZipMessage(page, '00000');
    const again = results(page).getByRole('form', { name: 'Search another ZIP code' });
    await again.getByRole('textbox', { name: 'ZIP code' }).fill(CHICAGO_ZIP);
    await again.getByRole('button', { name: 'Search again' }).click();
    await page.waitForURL((url) => url.pathname === `/advisor-list/${CHICAGO_ZIP}`);
    await page.getByRole('heading', { level: 1, name: `Advisors near ${CHICAGO_ZIP} (Chicago, IL)` }).waitFor();
    await cards(page).first().waitFor();
  });
});

describe('a signed-in client connects with the demo advisor from their directory page', () => {
  const step = sequentialSteps();
  let client: { context: BrowserContext; page: Page };
  let advisor: { context: BrowserContext; page: Page };
  const CLIENT = { firstName: 'Dora', lastName: uniqueLastName('D'), email: uniqueEmail('directory.client'), password: 'Directory-Client-42!' };
  const CLIENT_NAME = nameOf(CLIENT);
  const morganCard = (page: Page): Locator => results(page).getByRole('article', { name: DEMO_ADVISOR.name, exact: true });

  before(async () => {
    [client, advisor] = await Promise.all([newPage(browser), newPage(browser)]);
  });
  after(async () => {
    await Promise.all([client.context.close(), advisor.context.close()]);
  });

  step('a client registered (and verified) by api logs in and completes onboarding', async () => {
    const { page } = client;
    await registerByApi({ role: 'client', ...CLIENT });
    await logIn(page, CLIENT.email, CLIENT.password);
    await page.waitForURL('**/financialfreedom');
    await finishFinancialFreedom(page);
    // No advisor and no plan yet: onboarding ends on the plan choice (or registration complete).
    await page.waitForURL((url) => url.pathname === '/subscribe' || url.pathname === '/registration-complete');
  });

  step(`the client finds ${DEMO_ADVISOR.name} near ${DEMO_ADVISOR.zip} and connects through the funnel`, async () => {
    const { page } = client;
    const searched = searchResponse(page, { zip: DEMO_ADVISOR.zip });
    await page.goto(`/client/advisor-category/${DEMO_ADVISOR.zip}`);
    await page.getByRole('heading', { level: 1, name: `Advisors near ${DEMO_ADVISOR.zip} (New York, NY)` }).waitFor();
    const answer = await searchAnswer(searched);
    assert.ok(
      answer.advisors.some((row) => nameOf(row) === DEMO_ADVISOR.name),
      `${DEMO_ADVISOR.name} is on the first page`,
    );
    await settledCards(page, answer.advisors.map(nameOf));

    const card = morganCard(page);
    await card.getByText('Financial Planner (CFP)', { exact: false }).waitFor();
    await card.getByRole('button', { name: 'Connect', exact: true }).click();
    const { share, sendRequest } = await walkFunnel(page, DEMO_ADVISOR.name, null);
    const posted = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/connections' && response.request().method() === 'POST');
    await sendRequest();
    assert.equal((await posted).status(), 201);
    const sent = page.getByRole('dialog', { name: 'Your Request Has Been Sent!' });
    await sent.getByText(`${DEMO_ADVISOR.name} will answer your request.`, { exact: false }).waitFor();
    await sent.getByRole('button', { name: 'Done' }).click();
    await sent.waitFor({ state: 'hidden' });
    await share.waitFor({ state: 'hidden' });

    const requestSent = card.getByRole('button', { name: 'connection request sent' });
    await requestSent.waitFor();
    assert.equal(await requestSent.isDisabled(), true);
    assert.equal(await card.getByRole('button', { name: 'Connect', exact: true }).count(), 0);

    const mine = await myAdvisors(page);
    const row = mine.advisors.find((item) => nameOf(item.advisor) === DEMO_ADVISOR.name);
    assert.ok(row, JSON.stringify(mine));
    assert.equal(row.connection.status, 'pending');
    assert.equal(row.connection.source, 'Directory');
    assert.equal(row.connection.zipCode, DEMO_ADVISOR.zip);
    assert.deepEqual(row.connection.share, { all: true, netWorth: true, cashFlow: true, retirementScore: true });

    // Still so after a reload: the card reads the link from the server.
    await page.reload();
    await morganCard(page).getByRole('button', { name: 'connection request sent' }).waitFor();
  });

  step('the demo advisor signs in in a second browser and sees the request on My Clients', async () => {
    const { page } = advisor;
    await logIn(page, DEMO_ADVISOR.email, DEMO_PASSWORD);
    await page.waitForURL('**/advisor/dashboard');
    await page.goto('/advisor/clients');
    const requests = page.getByRole('region', { name: 'Connection Requests' });
    const request = requests.getByRole('group', { name: `Request from ${CLIENT_NAME}` });
    await request.getByText(CLIENT.email).waitFor();
    await request.getByRole('button', { name: `Accept ${CLIENT_NAME}` }).waitFor();
    await request.getByRole('button', { name: `Decline ${CLIENT_NAME}` }).waitFor();
  });
});
