import assert from 'node:assert/strict';
import { after, before, describe } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD, logIn, pathOf } from '../support/auth-flows';
import { launchBrowser, newPage } from '../support/browser';
import { sequentialSteps } from '../support/steps';

// On a first start the admin pages are full: the MRR chart draws the demo's past snapshots and today's
// live figure, Billing lists failed payments, Firms finds the demo advisor's firm with its sub-advisor;
// and the demo sub-advisor signs in and sees the primary's clients under 'Primary Advisor Clients'.

const MRR_COLOR = '#fab005';
let browser: Browser;
let admin: { context: BrowserContext; page: Page };
const step = sequentialSteps();

const main = (page: Page) => page.getByRole('main');

/** The drawn bars of a chart (ECharts' SVG): each non-empty day is one path in the series' colour. */
const barsOf = (page: Page, name: string) => main(page).getByRole('img', { name }).locator(`svg path[fill="${MRR_COLOR}"]`);

describe('admin: the demo fills the MRR chart, billing and firms; the demo sub-advisor signs in', () => {
  before(async () => {
    browser = await launchBrowser();
    admin = await newPage(browser);
  });
  after(async () => {
    await browser.close();
  });

  step('the admin dashboard draws MRR over 30 days ending with the live figure', async () => {
    const { page } = admin;
    // The first page of the run loads the app cold: on a loaded machine that outlasts logIn's own wait.
    await page.goto('/login');
    await page.getByLabel('Email').waitFor({ timeout: 120_000 });
    await logIn(page, 'demo.admin@finboard.dev', DEMO_PASSWORD);
    // The sign-in must have landed before another page is opened, or that page finds no session.
    await page.waitForURL((url) => url.pathname.startsWith('/admin/'));
    await page.goto('/admin/dashboard');
    await main(page).getByRole('img', { name: 'Monthly recurring revenue per day' }).waitFor({ timeout: 60_000 });
    const bars = barsOf(page, 'Monthly recurring revenue per day');
    await bars.first().waitFor({ timeout: 60_000 });
    const dashboard = (await (await page.request.get('/api/admin/dashboard')).json()) as {
      mrrCents: number;
      series: { mrr: { date: string; mrrCents: number | null }[] };
    };
    const drawn = dashboard.series.mrr.filter((day) => day.mrrCents !== null && day.mrrCents > 0).length;
    assert.ok(drawn >= 20, `the demo's snapshots fill the month (${drawn} days)`);
    const count = await bars.count();
    assert.ok(count >= drawn && count <= dashboard.series.mrr.length, `a bar per day with an MRR (${count} bars, ${drawn} days)`);
    assert.equal(dashboard.series.mrr.at(-1)?.mrrCents, dashboard.mrrCents, "today's bar is the live MRR");
    const tile = main(page).getByRole('group', { name: 'Monthly recurring revenue' });
    await tile.getByText(/since \d{4}-\d{2}-\d{2}|no snapshot this month yet/).waitFor();
  });

  step('Billing draws 90 days of MRR and lists the failed payments to follow up', async () => {
    const { page } = admin;
    await page.goto('/admin/scenarios');
    await barsOf(page, 'Monthly recurring revenue per day').first().waitFor();
    const billing = (await (await page.request.get('/api/admin/billing')).json()) as { failedPayments: { userName: string }[]; mrrSeries: unknown[] };
    assert.equal(billing.mrrSeries.length, 90);
    assert.ok(billing.failedPayments.length >= 2, 'the demo has failed payments');
    await main(page)
      .getByText(billing.failedPayments[0]?.userName ?? '—')
      .first()
      .waitFor();
  });

  step("Firms finds the demo advisor's firm by its sub-advisor's name", async () => {
    const { page } = admin;
    await page.goto('/admin/firms');
    await main(page).getByLabel('Search firms').fill('Riley Nguyen');
    await main(page).getByText('1 firm (a primary advisor and their sub-advisors)').waitFor();
    const firm = main(page).getByRole('button', { name: 'Morgan Patel' });
    await firm.getByText('1 sub-advisor', { exact: true }).waitFor();
  });

  step("the demo sub-advisor signs in and sees the demo advisor's clients under 'Primary Advisor Clients'", async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'demo.subadvisor@finboard.dev', DEMO_PASSWORD);
    await page.waitForURL('**/advisor/dashboard');
    assert.equal(pathOf(page), '/advisor/dashboard');
    await page.getByText('Primary Advisor Clients').first().waitFor();
    await page.goto('/advisor/clients');
    await main(page).getByText('Primary Advisor Clients').first().waitFor();
    await main(page).getByText('Dana Rivera').first().waitFor();
    const session = (await (await page.request.get('/api/session')).json()) as { user: { parentId: string | null } };
    assert.ok(session.user.parentId, 'a sub-advisor');
    await context.close();
  });
});
