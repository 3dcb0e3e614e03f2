import type { TAdminBilling, TAdminClientRow, TAdminDashboard, TAdminSales } from '@finboard/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { AdminBillingView } from './admin-billing-view';
import { ClientsView } from './clients-view';
import { DashboardView } from './dashboard-view';
import { FirmsView } from './firms-view';
import { SalesView } from './sales-view';
import { SampleCashFlow, SampleInvest, SampleMyPlan } from './sample-dashboards';

vi.mock('../../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));
vi.mock('../../../components/charts/bar-chart', () => ({ BarChart: ({ label }: { label: string }) => <div>{label}</div> }));
vi.mock('../../../components/charts/donut-chart', () => ({ DonutChart: ({ label }: { label: string }) => <div>{label}</div> }));
afterEach(() => vi.unstubAllGlobals());

const ADMIN = makeUser({ role: 'admin' });
const days = (count: number) =>
  Array.from({ length: 30 }, (_, index) => ({ date: `2026-11-${String(index + 1).padStart(2, '0')}`, count: index === 29 ? count : 0 }));

const DASHBOARD: TAdminDashboard = {
  today: '2026-11-30',
  signUps: { total: 1234, last30Days: 56 },
  activeClients: 400,
  activeAdvisors: 30,
  connections: { connected: 210, pending: 7 },
  institutions: { linked: 512, needingLogin: 9 },
  mrrCents: 1_234_567,
  mrrChange: { sinceDate: '2026-11-01', fromCents: 1_000_000, changeCents: 234_567 },
  inTrial: { count: 4, mrrCents: 62_383 },
  trialsEndingThisWeek: { count: 3, week: { startDate: '2026-11-30', endDate: '2026-12-06' } },
  series: {
    signUps: days(4),
    connections: days(2),
    mrr: [
      { date: '2026-11-29', mrrCents: null },
      { date: '2026-11-30', mrrCents: 1_234_567 },
    ],
  },
};

const client = (overrides: Partial<TAdminClientRow> = {}): TAdminClientRow => ({
  id: 'c1',
  firstName: 'Dana',
  lastName: 'Rivera',
  email: 'dana@example.com',
  emailVerified: true,
  plan: 'free',
  connectedAdvisors: 1,
  linkedInstitutions: 2,
  createdAt: '2026-11-01T12:00:00.000Z',
  lastActiveAt: null,
  suspendedAt: null,
  ...overrides,
});

const figure = (label: string) => within(screen.getByRole('group', { name: label })).getAllByText(/./)[1]?.textContent;

describe('the admin dashboard', () => {
  it('shows the figures the api counted', async () => {
    const audit = {
      entries: [
        {
          id: 'a1',
          adminId: 'u1',
          adminName: 'Alex Admin',
          targetUserId: 'c1',
          targetName: 'Dana Rivera',
          action: 'change-role',
          reason: 'Wrong kind',
          details: { from: 'client', to: 'advisor' },
          createdAt: '2026-11-30T15:00:00.000Z',
        },
      ],
      page: 1,
      pageSize: 50,
      total: 1,
    };
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/admin/dashboard': { body: DASHBOARD }, 'GET /api/admin/audit': { body: audit } }).fetchStub);
    renderPage(<DashboardView />, { url: '/admin/dashboard', user: ADMIN });
    await screen.findByRole('group', { name: 'Sign-ups' });
    expect(figure('Sign-ups')).toBe('1,234');
    expect(figure('Connections')).toBe('210');
    expect(figure('Institutions needing login')).toBe('9');
    expect(figure('Monthly recurring revenue')).toBe('$12,345.67');
    expect(figure('Trials ending this week')).toBe('3');
    expect(screen.getByText('Nov 30, 2026 to Dec 6, 2026')).toBeTruthy();
    // Trials are not revenue: shown apart, with the MRR they will add (issue 39).
    expect(figure('In trial')).toBe('4');
    expect(screen.getByText('$623.83 MRR once they pay')).toBeTruthy();
    expect(screen.getByText('Sign-ups per day')).toBeTruthy();
    expect(screen.getByText('+$2,345.67 since 2026-11-01')).toBeTruthy();
    expect(screen.getByText('Monthly recurring revenue per day')).toBeTruthy();
    const actions = await screen.findByRole('table', { name: 'Recent admin actions' });
    expect(within(actions).getByText('Changed role (client → advisor)')).toBeTruthy();
    expect(within(actions).getByText('Wrong kind')).toBeTruthy();
  });
});

describe('the admin clients list', () => {
  it('asks the server to search and sort, and starts again at page 1', async () => {
    const stub = stubFetch({ 'GET /api/admin/clients': { body: { rows: [client()], total: 60, totalCapped: false, page: 1, pageSize: 25 } } });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<ClientsView />, { url: '/admin/clients', user: ADMIN });
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Clients' });
    expect(screen.getByText('60 clients')).toBeTruthy();
    await user.type(screen.getByLabelText('Search'), 'rive');
    await waitFor(() => expect(stub.calls.some((call) => call.url.includes('search=rive'))).toBe(true));
    await user.click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(stub.calls.at(-1)?.url).toMatch(/sort=name/));
    const last = new URL(`http://x${stub.calls.at(-1)?.url}`).searchParams;
    expect(Object.fromEntries(last)).toMatchObject({ search: 'rive', sort: 'name', order: 'asc', page: '1', pageSize: '25' });
  });

  it('suspends a client only with a reason, and sends it', async () => {
    const stub = stubFetch({
      'GET /api/admin/clients': { body: { rows: [client()], total: 1, totalCapped: false, page: 1, pageSize: 25 } },
      'POST /api/admin/users/c1/suspend': (call) => ({
        body: {
          user: {
            id: 'c1',
            firstName: 'Dana',
            lastName: 'Rivera',
            email: 'dana@example.com',
            role: 'client',
            emailVerified: true,
            suspendedAt: '2026-11-30T00:00:00.000Z',
          },
          message: `suspended: ${(call.body as { reason: string }).reason}`,
        },
      }),
    });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<ClientsView />, { url: '/admin/clients', user: ADMIN });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Dana Rivera' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend account' });
    const confirm = within(dialog).getByRole('button', { name: 'Suspend account' });
    expect(confirm).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Fraud report');
    await user.click(confirm);
    await waitFor(() => expect(stub.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(stub.calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: 'Fraud report' });
  });
});

describe('the firms page', () => {
  it('groups sub-advisors under their firm, with its plan and clients', async () => {
    const advisor = { email: 'x@example.com', plan: 'paid', createdAt: '2026-11-01T12:00:00.000Z', suspended: false };
    const firm = {
      ...advisor,
      id: 'f1',
      firstName: 'Fiona',
      lastName: 'Firm',
      connectedClients: 1,
      planKey: 'firm',
      subscriptionStatus: 'trialing',
      trialEndAt: '2026-12-10T12:00:00.000Z',
      source: 'Directory',
      subAdvisors: [{ ...advisor, id: 's1', firstName: 'Sam', lastName: 'Sub', connectedClients: 2 }],
      totalConnectedClients: 3,
    };
    const stub = stubFetch({ 'GET /api/admin/firms': { body: { firms: [firm], total: 60, page: 1, pageSize: 25 } } });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<FirmsView />, { url: '/admin/firms', user: ADMIN });
    const user = userEvent.setup();
    expect(await screen.findByText('60 firms (a primary advisor and their sub-advisors)')).toBeTruthy();
    await user.type(screen.getByLabelText('Search firms'), 'sam');
    await waitFor(() => expect(stub.calls.some((call) => call.url.includes('search=sam') && call.url.includes('page=1'))).toBe(true));
    const control = await screen.findByRole('button', { name: /^Fiona Firm/ });
    expect(control.textContent).toContain('Firm');
    expect(control.textContent).toContain('Trial');
    expect(control.textContent).toContain('3 clients');
    await user.click(control);
    const advisors = await screen.findByRole('table', { name: 'Advisors of Fiona Firm' });
    const rows = within(advisors).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 2)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Fiona Firm ', 'Primary'],
      ['Sam Sub ', 'Sub-advisor'],
    ]);
  });
});

describe('the demo dashboards', () => {
  it('say they show static sample data', () => {
    for (const View of [SampleMyPlan, SampleCashFlow, SampleInvest]) {
      const view = renderPage(<View />, { user: ADMIN });
      expect(screen.getByText('This demo dashboard shows static sample figures, not data from any account.')).toBeTruthy();
      view.unmount();
    }
  });
});

describe('the business figures on admin Billing and Sales', () => {
  it('shows MRR and trials apart on Billing, and the new MRR of the range’s conversions on Sales', async () => {
    const billing: TAdminBilling = {
      provider: 'sandbox',
      mrrCents: 80_294,
      inTrial: { count: 2, mrrCents: 65_600 },
      newMrrThisMonthCents: 17_900,
      mrrChange: null,
      mrrSeries: [{ date: '2026-11-30', mrrCents: 80_294 }],
      subscriptionsByStatus: [{ status: 'active', count: 3 }],
      subscriptionsByPlan: [{ planKey: 'firm', count: 1, mrrCents: 59_700 }],
      invoices: { paid: 3, open: 0, failed: 0, recent: [] },
      failedPayments: [],
    };
    const sales: TAdminSales = {
      range: { startDate: '2026-11-01', endDate: '2026-11-30' },
      days: [{ date: '2026-11-30', signUps: 2, conversions: 1 }],
      bySource: [],
      trials: { ended: 1, converted: 1, rate: 1 },
      newMrrCents: 17_900,
    };
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/admin/billing': { body: billing }, 'GET /api/admin/sales': { body: sales } }).fetchStub);
    const { unmount } = renderPage(<AdminBillingView />, { url: '/admin/billing', user: ADMIN });
    await screen.findByRole('group', { name: 'Monthly recurring revenue' });
    expect(figure('Monthly recurring revenue')).toBe('$802.94');
    expect(figure('In trial')).toBe('2');
    expect(screen.getByText('$656.00 MRR once they pay')).toBeTruthy();
    unmount();
    renderPage(<SalesView />, { url: '/admin/sales', user: ADMIN });
    await screen.findByRole('group', { name: 'New MRR' });
    expect(figure('New MRR')).toBe('$179.00');
  });
});
