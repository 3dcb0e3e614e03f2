import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { PDF_REPORTS, paths, type PathName } from '../../apps/web/src/config/paths';
import { DEMO_PASSWORD, logIn, pathOf } from '../support/auth-flows';
import { BASE_URL, launchBrowser, newPage } from '../support/browser';
import { seriousAxeViolations, settle, watchProblems } from '../support/page-checks';

// Every route of the web app (config/paths.ts, the registry the router reads) opened as each role that
// may open it: axe-core finds no serious or critical violation, and nothing logs a console error or
// answers a failed request. A route added to the registry fails this spec until it is listed here.

type Role = 'anonymous' | 'client' | 'advisor' | 'admin';

interface Visit {
  as: Role[];
  /** The URLs to open; a route with a path parameter without one takes the first link to it found on the role's earlier pages. */
  urls?: string[];
  /** Where the route sends a role instead of showing itself (its guard's or page's own redirect). */
  lands?: Partial<Record<Role, string>>;
  /** The URLs read from the api as the role, for a route no page links to in the demo data. */
  /** The URLs to open, read from the api as the signed-in user (`clientId`: the client an advisor views). */
  urlsFrom?: (page: Page, clientId: string | null) => Promise<string[]>;
}
type Entry = Visit | { skip: string };

const DEMO_ADVISOR_ZIP = '10006';
const ALL_SIGNED_IN: Role[] = ['client', 'advisor', 'admin'];
// Client pages: an advisor opens them for a connected client (?userId= is added below).
const CLIENT_VIEW: Role[] = ['client', 'advisor'];

const ROUTES: Record<PathName, Entry> = {
  root: { skip: 'redirects to /login' },
  termsAndConditions: { skip: 'redirects to /terms' },

  login: { as: ['anonymous'] },
  register: { as: ['anonymous'] },
  registerAdvisor: { as: ['anonymous'] },
  verifyEmail: { as: ['anonymous'] },
  resetPassword: { as: ['anonymous'] },
  accountStatus: { as: ['anonymous'] },
  privacy: { as: ['anonymous', 'client'] },
  terms: { as: ['anonymous', 'client'] },
  landing: { as: ['anonymous'] },
  advisorSearch: { as: ['anonymous'] },
  advisorList: { as: ['anonymous'], urls: [paths.advisorList(DEMO_ADVISOR_ZIP)] },
  advisorPublicProfile: { as: ['anonymous'] },
  notFound: { as: ['anonymous', ...ALL_SIGNED_IN] },
  devMailbox: { as: ['anonymous'] },
  alertsOff: { as: ['anonymous'] },
  reportLink: { as: ['anonymous'], urls: [paths.reportLink({ problem: 'expired' })] },
  pdf: { as: ['client'], urls: PDF_REPORTS.map((report) => paths.pdf(report)) },

  changePassword: { as: ['client'] },
  updatePassword: { as: ['client'] },
  updateAccount: { as: ['client'] },
  registrationComplete: { as: ['client'] },
  // The demo users have finished onboarding: these send them on.
  financialFreedom: { as: ['client'] },
  advisorOnboarding: { as: ['advisor'] },
  subscribe: { as: ['client', 'advisor'] },
  // The demo client has answered its advisor's requests: the page sends them on.
  clientAdvisorLink: { as: ['client'], lands: { client: paths.registrationComplete.pattern } },
  accountAdded: { as: ['client'] },

  home: { as: ['client'] },
  notifications: { as: ['client', 'advisor'] },
  billing: { as: ['client', 'advisor'] },
  accountData: { as: ALL_SIGNED_IN },
  userProfile: { as: ALL_SIGNED_IN },
  accountSecurity: { as: ALL_SIGNED_IN },
  pagesTwo: { as: ALL_SIGNED_IN },
  pagesHelp: { as: ALL_SIGNED_IN },

  clientOnboarding: { as: CLIENT_VIEW },
  // A client's own profile is /user-profile; the advisor sees the client's here.
  clientProfile: { as: CLIENT_VIEW, lands: { client: paths.userProfile.pattern } },
  clientAccounts: { as: CLIENT_VIEW },
  clientAccountDetails: { as: CLIENT_VIEW },
  clientUserAssets: { as: CLIENT_VIEW },
  clientUserSubaccount: { as: CLIENT_VIEW },
  clientUserLiabilities: { as: CLIENT_VIEW },
  clientUserIncome: { as: CLIENT_VIEW },
  clientUserInsurance: { as: CLIENT_VIEW },
  clientUserEstate: { as: CLIENT_VIEW },
  clientReports: { as: CLIENT_VIEW },
  clientMyPlan: { as: CLIENT_VIEW },
  clientCashFlow: { as: CLIENT_VIEW },
  // Only a bank account's details link here, and which bank the accounts page lists first varies with the demo's balances.
  clientAccountCashFlow: { as: CLIENT_VIEW, urlsFrom: (page, clientId) => bankAccountCashFlowUrls(page, clientId) },
  clientNetWorth: { as: CLIENT_VIEW },
  clientQuickReport: { as: CLIENT_VIEW },
  clientInvest: { as: CLIENT_VIEW },
  clientInvestPortfolio: { as: CLIENT_VIEW },
  clientInvestSummary: { as: CLIENT_VIEW },
  clientScenarios: { as: CLIENT_VIEW },
  // Scenario screens open from the scenario's preview, not from a link: their ids come from the api.
  // The client's own only: an advisor sees a scenario once it is shared, and the demo shares none of these.
  clientMortgageScenario: { as: ['client'], urlsFrom: (page) => scenarioUrls(page, 'mortgageCalculator') },
  clientLoanPayoffScenario: { as: ['client'], urlsFrom: (page) => scenarioUrls(page, 'loanPayoff') },
  clientBoardAdvisor: { as: CLIENT_VIEW },
  clientAdvisors: { as: CLIENT_VIEW },
  clientInsurance: { as: CLIENT_VIEW },

  clientAdvisorDirectory: { as: ['client'] },
  clientAdvisorDirectoryCategory: { as: ['client'] },
  clientAdvisorCategory: { as: ['client'], urls: [paths.clientAdvisorCategory(DEMO_ADVISOR_ZIP)] },
  clientAdvisorSearch: { as: ['client'] },
  manualAccount: { as: ['client'] },
  manualAccountInput: { as: ['client'] },
  clientImport: { as: ['client'] },

  advisorDashboard: { as: ['advisor'] },
  advisorClientLinking: { as: ['advisor'] },
  advisorClients: { as: ['client', 'advisor'] },
  advisorProfile: { as: ['client', 'advisor'] },

  adminDashboard: { as: ['admin'] },
  adminFirms: { as: ['admin'] },
  adminBilling: { as: ['admin'] },
  adminClients: { as: ['admin'] },
  adminSales: { as: ['admin'] },
  adminCalendar: { as: ['admin'] },
  adminMyPlan: { as: ['admin'] },
  adminCashFlow: { as: ['admin'] },
  adminInvest: { as: ['admin'] },
  adminSampleFitness: { as: ['admin'] },
  adminSampleBooking: { as: ['admin'] },
};

const SIGN_IN: Record<Exclude<Role, 'anonymous'>, string> = {
  client: 'demo.client@finboard.dev',
  advisor: 'demo.advisor@finboard.dev',
  admin: 'demo.admin@finboard.dev',
};

const patternOf = (name: PathName) => paths[name].pattern;
const patternRegex = (pattern: string) => new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[a-zA-Z]+/g, '[^/?#]+')}$`);
const hasParameter = (name: PathName) => patternOf(name).includes(':');

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

test('every route of the registry is walked by some role or says why not', () => {
  const names = Object.keys(paths) as PathName[];
  const listed = new Set(Object.keys(ROUTES));
  assert.deepEqual(
    names.filter((name) => !listed.has(name)),
    [],
    'routes missing from ROUTES',
  );
});

/** The advisor opens client pages for the demo client. */
async function viewedClientId(page: Page): Promise<string> {
  const answer = (await (await page.request.get('/api/connections/clients')).json()) as {
    clients: { client: { id: string; email: string }; connection: { status: string } }[];
  };
  // The demo client shares every switch; the advisor's other connected clients share less, and
  // their pages rightly answer 403 (apps/api/src/modules/demo/demo-connections.ts).
  const chosen = answer.clients.find((row) => row.connection.status === 'connected' && row.client.email === SIGN_IN.client);
  assert.ok(chosen, 'the demo advisor is connected with the demo client');
  return chosen.client.id;
}

/** The screen of the signed-in client's first scenario of a calculator; the demo data has no loan payoff, so one is made. */
async function scenarioUrls(page: Page, calculator: 'mortgageCalculator' | 'loanPayoff'): Promise<string[]> {
  const list = async () => ((await (await page.request.get('/api/scenarios')).json()) as { scenarios: { id: string; calculator: string }[] }).scenarios;
  let scenario = (await list()).find((row) => row.calculator === calculator);
  if (!scenario) {
    const created = await page.request.post('/api/scenarios', { data: { type: 'debt', name: 'Route walk loan', calculator }, headers: { origin: BASE_URL } });
    assert.ok(created.ok(), `creating a ${calculator} scenario answered ${created.status()}`);
    scenario = (await list()).find((row) => row.calculator === calculator);
  }
  assert.ok(scenario, `the client has a ${calculator} scenario`);
  const pathFor = calculator === 'mortgageCalculator' ? paths.clientMortgageScenario : paths.clientLoanPayoffScenario;
  return [pathFor(scenario.id)];
}

/** The cash flow of one of the client's bank (depository) accounts, found through the api. */
async function bankAccountCashFlowUrls(page: Page, clientId: string | null): Promise<string[]> {
  const query = clientId ? `?userId=${clientId}` : '';
  const read = async <T>(url: string) => (await (await page.request.get(url)).json()) as T;
  const { institutions } = await read<{ institutions: { id: string }[] }>(`/api/institutions${query}`);
  for (const institution of institutions) {
    const { accounts } = await read<{ accounts: { id: string; accountType: string }[] }>(`/api/institutions/${institution.id}/accounts${query}`);
    const bank = accounts.find((account) => account.accountType === 'depository');
    if (bank) return [paths.clientAccountCashFlow(bank.id)];
  }
  assert.fail('the client has a bank account');
}

const withUserId = (url: string, userId: string) => {
  const parsed = new URL(url, BASE_URL);
  if (!parsed.searchParams.has('userId')) parsed.searchParams.set('userId', userId);
  return `${parsed.pathname}${parsed.search}`;
};

for (const role of ['anonymous', 'client', 'advisor', 'admin'] as const) {
  test(`as ${role}: every page passes axe (no serious or critical violation) with no console error or failed request`, async () => {
    const { context, page } = await newPage(browser);
    const problems = watchProblems(page, BASE_URL);
    if (role !== 'anonymous') {
      await logIn(page, SIGN_IN[role], DEMO_PASSWORD);
      await page.waitForURL((url) => url.pathname !== '/login');
      await settle(page, problems);
    }
    const clientId = role === 'advisor' ? await viewedClientId(page) : null;
    const failures: string[] = [];
    const seenLinks = new Set<string>();

    const visits = (Object.entries(ROUTES) as [PathName, Entry][])
      .filter((entry): entry is [PathName, Visit] => 'as' in entry[1] && entry[1].as.includes(role))
      // Parameter routes last: they take their URLs from links on the others.
      .sort(([a], [b]) => Number(hasParameter(a)) - Number(hasParameter(b)));

    for (const [name, visit] of visits) {
      // Client pages read a client's data: the advisor opens them for the viewed client.
      const isClientView = clientId !== null && visit.as === CLIENT_VIEW;
      let urls = visit.urls ?? (visit.urlsFrom ? await visit.urlsFrom(page, clientId) : undefined);
      if (!urls && hasParameter(name)) {
        const found = [...seenLinks].find((link) => patternRegex(patternOf(name)).test(new URL(link, BASE_URL).pathname));
        if (!found) {
          failures.push(`${name}: no link to ${patternOf(name)} on the pages walked before it`);
          continue;
        }
        urls = [found];
      }
      for (const base of urls ?? [patternOf(name)]) {
        const url = isClientView ? withUserId(base, clientId) : base;
        problems.take();
        await page.goto(url);
        await settle(page, problems);
        const landed = pathOf(page);
        const expected = visit.lands?.[role] ?? patternOf(name);
        if (!patternRegex(expected).test(landed)) failures.push(`${url}: landed on ${landed}, not ${expected}`);
        console.log(`# ${role} ${url}`);
        for (const violation of await seriousAxeViolations(page)) {
          failures.push(`${url}: axe ${violation.impact} ${violation.id} (${violation.help}) at ${violation.targets.join(' | ')}`);
        }
        for (const problem of problems.take()) failures.push(`${url}: ${problem}`);
        for (const href of await page.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
          seenLinks.add(href);
        }
      }
    }
    await context.close();
    assert.deepEqual(failures, []);
  });
}
