import type { TBillingOverview, TPlanChangePreview } from '@finboard/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, makeInvoice, makeOverview, makeSubAccountsPage, makeSubscription } from '../../../test/billing-fixtures';
import { makeUser, renderPage, stubFetch, type StubCall } from '../../../test/render';
import { BillingView } from './billing-view';

vi.mock('../../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

type Routes = Parameters<typeof stubFetch>[0];
const CARD = { brand: 'visa', last4: '4242', name: 'Ada Lovelace', expMonth: 4, expYear: 2030 };
const EVENT = makeOverview({ plan: 'paid', subscription: makeSubscription(), paymentMethod: CARD, invoices: [makeInvoice()] });
/** A plan change's preview that costs less (the dialogs' own tests); the preview's test has its own. */
const CHEAPER: TPlanChangePreview = {
  plan: 'advanced',
  planName: 'Event',
  currentPlanName: 'Firm',
  connectedClients: 12,
  currentMonthlyCents: 59_700,
  nextMonthlyCents: 8_494,
  nextPlanCents: 5_900,
  nextExtraClients: 2,
  nextExtraClientCents: 1_297,
  dueNowCents: 0,
  nextBillAt: '2026-12-15T17:00:00.000Z',
  costsMore: false,
};
const PREVIEW_ROUTE = { 'GET /api/billing/subscription/plan-preview': { body: CHEAPER } };

function setup(overview: TBillingOverview, { role = 'advisor', routes = {} }: { role?: 'advisor' | 'client'; routes?: Routes } = {}) {
  const stub = stubFetch({
    'GET /api/billing': { body: overview },
    'GET /api/session': { body: { user: makeUser({ role }) } },
    'GET /api/invitations': { body: { invitations: [], total: 0, page: 1, pageSize: 10 } },
    ...PREVIEW_ROUTE,
    ...routes,
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  const view = renderPage(<BillingView role={role} />, { url: '/billing', user: makeUser({ role }) });
  return { ...stub, ...view, user: userEvent.setup() };
}

const writes = (calls: StubCall[]) => calls.filter((call) => call.method !== 'GET');
const fact = (section: HTMLElement, label: string) => within(section).getByText(label).nextElementSibling?.textContent;

describe('the Billing tab', () => {
  it('shows the plan, the card and the invoices with dates from seconds and amounts from cents', async () => {
    setup(EVENT);
    const plan = await screen.findByRole('region', { name: 'Current plan' });
    expect(fact(plan, 'Plan')).toBe('EventTrial');
    expect(fact(plan, 'Trial ends')).toBe('2026-12-15');
    expect(fact(plan, 'Next renewal')).toBe('2026-12-15');
    expect(fact(plan, 'Connected clients')).toBe('12');
    expect(fact(plan, 'Extra clients')).toBe('2');
    expect(fact(plan, 'Monthly total')).toBe('$84.94');
    const card = screen.getByRole('region', { name: 'Payment method' });
    expect(fact(card, 'Card')).toBe('Visa ending in 4242');
    expect(fact(card, 'Name')).toBe('Ada Lovelace');
    expect(fact(card, 'Expires')).toBe('04/2030');
    const table = screen.getByRole('table', { name: 'Invoices' });
    const [header, row] = within(table).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Number', 'Date', 'Amount', 'Status', 'Invoice', 'PDF']);
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['FB-0001', '2026-11-20', '$84.94', 'Paid', 'View', 'PDF']);
    const hosted = within(row!).getByRole('link', { name: /View invoice FB-0001/ });
    expect(hosted.getAttribute('href')).toBe('https://billing.example.com/invoices/in_1');
    expect(hosted.getAttribute('target')).toBe('_blank');
    expect(hosted.getAttribute('rel')).toContain('noopener');
    expect(
      within(row!)
        .getByRole('link', { name: /PDF of invoice FB-0001/ })
        .getAttribute('href'),
    ).toBe('/api/billing/invoices/in_1/pdf');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an open invoice’s amount due, with two decimals', async () => {
    setup(makeOverview({ invoices: [makeInvoice({ status: 'open', amountPaidCents: 0, amountDueCents: 100, created: 1_767_225_600 })] }));
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(
      within(within(table).getAllByRole('row')[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(1, 4),
    ).toEqual(['2025-12-31', '$1.00', 'Open']);
  });

  it('says the trial ended without a card, and a new card is saved', async () => {
    const paused = makeOverview({ plan: 'paid', trialEnded: true, subscription: makeSubscription({ status: 'paused', trialEnd: null }) });
    const { calls, user } = setup(paused, {
      routes: {
        'POST /api/billing/sandbox/payment-methods': { body: { paymentMethodId: 'pm_new' } },
        'POST /api/billing/payment-method': { body: EVENT },
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Your trial is ended. Add payment method first.');
    expect(fact(screen.getByRole('region', { name: 'Current plan' }), 'Plan')).toBe('EventTrial ended');
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    await user.type(screen.getByLabelText(/Card number/), '4242424242424242');
    await user.type(screen.getByLabelText(/MM \/ YY/), '0430');
    await user.type(screen.getByLabelText(/CVC/), '123');
    await user.type(screen.getByLabelText(/Name on card/), 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(screen.queryByLabelText(/Card number/)).toBeNull());
    expect(writes(calls).map((call) => [call.url, call.body])).toEqual([
      ['/api/billing/sandbox/payment-methods', { number: '4242424242424242', expMonth: 4, expYear: 2030, cvc: '123', name: 'Ada Lovelace' }],
      ['/api/billing/payment-method', { paymentMethodId: 'pm_new' }],
    ]);
  });

  it('lets a client on Free upgrade to $179/month and shows the sponsorship, without the sub-accounts tab', async () => {
    setup(makeOverview({ connectedAdvisors: 1 }), { role: 'client' });
    const plan = await screen.findByRole('region', { name: 'Current plan' });
    expect(fact(plan, 'Plan')).toBe('Free');
    expect(fact(plan, 'Advisor Sponsorship')).toBe('Yes, your connected advisor sponsors your plan');
    expect(screen.getByRole('region', { name: 'Upgrade to Paid Client, $179/month' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upgrade for $179/month' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Advisor Subaccounts' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change plan' })).toBeNull();
  });
});

describe('changing plan', () => {
  it('sends an advisor whose plan ended to /subscribe instead of a plan change', async () => {
    setup(makeOverview({ subscription: makeSubscription({ status: 'canceled' }) }));
    expect((await screen.findByRole('link', { name: 'Choose a plan' })).getAttribute('href')).toBe('/subscribe');
    expect(screen.queryByRole('button', { name: 'Change plan' })).toBeNull();
  });

  it('closes the dialog when the same plan is chosen', async () => {
    const { calls, user } = setup(EVENT);
    await user.click(await screen.findByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a plan' });
    expect(within(dialog).getByText('Current plan')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Choose Event' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([]);
  });

  it('asks Change Subscription Plan: Cancel changes nothing, Confirm sends the plan with an idempotency key', async () => {
    const firm = makeOverview({ ...EVENT, subscription: makeSubscription({ plan: 'firm', planName: 'Firm' }) });
    const { calls, user } = setup(EVENT, { routes: { 'POST /api/billing/subscription/plan': { body: firm } } });
    await user.click(await screen.findByRole('button', { name: 'Change plan' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Choose Firm' }));
    let dialog = await screen.findByRole('dialog', { name: 'Change Subscription Plan' });
    expect(dialog.textContent).toContain('from Event ($59/month) to Firm ($597/month)');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Change plan' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Choose Firm' }));
    dialog = await screen.findByRole('dialog', { name: 'Change Subscription Plan' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls).map((call) => [call.url, call.body])).toEqual([
      ['/api/billing/subscription/plan', { plan: 'firm', idempotencyKey: expect.stringMatching(/^[A-Za-z0-9-]{16,64}$/) }],
    ]);
  });

  it('shows the api’s refusal in the dialog', async () => {
    const { user } = setup(EVENT, {
      routes: { 'POST /api/billing/subscription/plan': { status: 409, body: apiError('CONFLICT', 'Delete your sub-accounts before changing to this plan.') } },
    });
    await user.click(await screen.findByRole('button', { name: 'Change plan' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Choose Advisor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Subscription Plan' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Delete your sub-accounts before changing to this plan.');
  });

  it('warns a firm with sub-accounts, deletes them all after a confirmation, then offers the change', async () => {
    let overview = makeOverview({ ...EVENT, subscription: makeSubscription({ plan: 'firm', planName: 'Firm' }), subAccountCount: 2 });
    const stub = stubFetch({
      'GET /api/billing': () => ({ body: overview }),
      'GET /api/session': { body: { user: makeUser({ role: 'advisor' }) } },
      'GET /api/invitations': { body: { invitations: [], total: 0, page: 1, pageSize: 10 } },
      ...PREVIEW_ROUTE,
      'DELETE /api/billing/sub-accounts': () => {
        overview = { ...overview, subAccountCount: 0 };
        return { body: { deleted: 2 } };
      },
      'POST /api/billing/subscription/plan': { body: EVENT },
    });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<BillingView role="advisor" />, { url: '/billing', user: makeUser({ role: 'advisor' }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change plan' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Choose Event' }));
    const warning = await screen.findByRole('dialog', { name: 'Delete All Sub-accounts' });
    expect(warning.textContent).toContain('The Event plan allows no sub-accounts and you have 2 sub-accounts.');
    await user.click(within(warning).getByRole('button', { name: 'Delete All Sub-accounts' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Delete All Sub-accounts?' });
    expect(writes(stub.calls)).toEqual([]);
    await user.click(within(confirmation).getByRole('button', { name: 'Delete' }));
    const change = await screen.findByRole('dialog', { name: 'Change Subscription Plan' });
    await user.click(within(change).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(stub.calls).map((call) => `${call.method} ${call.url}`)).toEqual(['DELETE /api/billing/sub-accounts', 'POST /api/billing/subscription/plan']);
    expect(writes(stub.calls)[1]?.body).toMatchObject({ plan: 'advanced' });
  });
});

describe('a client going from Paid to Free', () => {
  it('confirms what stops and when, ends the plan at the period’s end, and Keep my plan undoes it', async () => {
    const paid = makeOverview({
      plan: 'paid',
      connectedAdvisors: 1,
      paymentMethod: CARD,
      subscription: makeSubscription({
        plan: 'client',
        planName: 'Paid Client',
        status: 'active',
        trialEnd: null,
        currentPeriodEnd: '2026-12-20T17:00:00.000Z',
        connectedClients: 0,
        extraClients: 0,
        monthlyTotalCents: 17_900,
      }),
    });
    let overview = paid;
    const { calls, user } = setup(paid, {
      role: 'client',
      routes: {
        'GET /api/billing': () => ({ body: overview }),
        'POST /api/billing/subscription/cancel-at-period-end': (call) => {
          const cancelAtPeriodEnd = (call.body as { cancelAtPeriodEnd: boolean }).cancelAtPeriodEnd;
          overview = { ...paid, subscription: { ...paid.subscription!, cancelAtPeriodEnd } };
          return { body: overview };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your Paid Client plan?' });
    expect(dialog.textContent).toContain(
      'Your plan stays until 2026-12-20 and nothing more is charged. Then your bank links stop syncing; your accounts and data stay.',
    );
    expect(dialog.textContent).toContain('A connected advisor sponsors your plan: your bank links keep syncing on Free.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel at period end' }));
    const ends = await screen.findByRole('status');
    expect(ends.textContent).toContain('Your Paid Client plan ends on 2026-12-20. You can keep it until then.');
    await user.click(within(ends).getByRole('button', { name: 'Keep my plan' }));
    expect(await screen.findByRole('button', { name: 'Cancel plan' })).toBeTruthy();
    const sent = writes(calls).map((call) => call.body as { cancelAtPeriodEnd: boolean; idempotencyKey: string });
    expect(sent.map((body) => body.cancelAtPeriodEnd)).toEqual([true, false]);
    expect(sent[0]?.idempotencyKey).toMatch(/^[A-Za-z0-9-]{16,64}$/);
    expect(sent[1]?.idempotencyKey).not.toBe(sent[0]?.idempotencyKey);
  });
});

describe('the preview of a plan change', () => {
  it('shows the real next bill before Confirm and warns when the new plan costs this advisor more (Firm to Advisor with 40 clients)', async () => {
    const firm = makeOverview({
      ...EVENT,
      subscription: makeSubscription({ plan: 'firm', planName: 'Firm', status: 'active', connectedClients: 40, extraClients: 0, monthlyTotalCents: 59_700 }),
    });
    const dearer: TPlanChangePreview = {
      plan: 'basic',
      planName: 'Advisor',
      currentPlanName: 'Firm',
      connectedClients: 40,
      currentMonthlyCents: 59_700,
      nextMonthlyCents: 62_383,
      nextPlanCents: 100,
      nextExtraClients: 39,
      nextExtraClientCents: 1_597,
      dueNowCents: 0,
      nextBillAt: '2026-12-15T17:00:00.000Z',
      costsMore: true,
    };
    const { calls, user } = setup(firm, { routes: { 'GET /api/billing/subscription/plan-preview': { body: dearer } } });
    await user.click(await screen.findByRole('button', { name: 'Change plan' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Choose Advisor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Subscription Plan' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'With your 40 connected clients, Advisor costs $623.83 a month, more than Firm at $597.00.',
    );
    const bill = within(dialog).getByRole('group', { name: 'Your new bill' });
    expect(bill.textContent).toContain('Your monthly bill goes from $597.00 to $623.83.');
    expect(bill.textContent).toContain('$1.00 for the plan and 39 extra clients at $15.97 each.');
    expect(bill.textContent).toContain('Nothing is charged now.');
    expect(bill.textContent).toContain('The new price applies from 2026-12-15.');
    expect(calls.find((call) => call.url.startsWith('/api/billing/subscription/plan-preview'))?.url).toBe('/api/billing/subscription/plan-preview?plan=basic');
    expect(writes(calls)).toEqual([]);
  });

  it('says what is charged now, with no warning when the new plan costs less', async () => {
    const { user } = setup(EVENT, {
      routes: {
        'GET /api/billing/subscription/plan-preview': { body: { ...CHEAPER, plan: 'firm', planName: 'Firm', nextExtraClients: 0, dueNowCents: 35_877 } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Change plan' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Choose Firm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Subscription Plan' });
    const bill = await within(dialog).findByRole('group', { name: 'Your new bill' });
    expect(bill.textContent).toContain('$358.77 is charged now for the rest of this period.');
    expect(bill.textContent).toContain('$59.00 for the plan.');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});

describe('the Advisor Subaccounts tab', () => {
  // Issue 39: a sub-advisor's plan is the primary's; the page says who manages it instead of a refusal.
  it('is not offered to a sub-advisor, whose page names the primary advisor who manages billing', async () => {
    const { calls, fetchStub } = stubFetch({ 'GET /api/billing/manager': { body: { name: 'Pat Primary', email: 'pat@example.com' } } });
    vi.stubGlobal('fetch', fetchStub);
    renderPage(<BillingView role="advisor" isSubAdvisor />, { url: '/billing', user: makeUser({ role: 'advisor', parentId: 'primary-1' }) });
    expect(await screen.findByText('Billing is managed by your primary advisor.')).toBeTruthy();
    expect(screen.getByText('Pat Primary (pat@example.com) manages the plan, the card and the invoices for your firm. Ask them for any change.')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Advisor Subaccounts' })).toBeNull();
    expect(calls.map((call) => call.url)).not.toContain('/api/billing');
  });

  it('says No data to show without sub-accounts', async () => {
    const { calls, user } = setup(EVENT, { routes: { 'GET /api/billing/sub-accounts': { body: makeSubAccountsPage(1, 0) } } });
    await user.click(await screen.findByRole('tab', { name: 'Advisor Subaccounts' }));
    const table = await screen.findByRole('table', { name: 'Advisor Subaccounts' });
    expect(within(table).getByText('No data to show')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(calls.find((call) => call.url.startsWith('/api/billing/sub-accounts'))?.url).toBe('/api/billing/sub-accounts?page=1');
  });

  it('pages through 10 rows at a time', async () => {
    const { calls, user } = setup(EVENT, {
      routes: {
        'GET /api/billing/sub-accounts': (call) => ({ body: makeSubAccountsPage(Number(new URL(call.url, 'http://x').searchParams.get('page')), 23) }),
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Advisor Subaccounts' }));
    const table = await screen.findByRole('table', { name: 'Advisor Subaccounts' });
    await within(table).findByText('First1');
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(
      within(within(table).getAllByRole('row')[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['First Name', 'Last Name', 'Email', 'Created', 'Actions']);
    expect(rows()).toHaveLength(10);
    expect(
      within(rows()[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['First1', 'Last1', 'sub1@example.com', '2026-10-02', 'Delete']);
    await user.click(screen.getByRole('button', { name: '3' }));
    await within(table).findByText('First21');
    expect(rows()).toHaveLength(3);
    expect(calls.filter((call) => call.url.startsWith('/api/billing/sub-accounts')).map((call) => call.url)).toEqual([
      '/api/billing/sub-accounts?page=1',
      '/api/billing/sub-accounts?page=3',
    ]);
  });

  it('invites a sub-advisor: Invite is disabled while the email is empty', async () => {
    const { calls, user } = setup(EVENT, {
      routes: {
        'GET /api/billing/sub-accounts': { body: makeSubAccountsPage(1, 1) },
        'POST /api/advisor/sub-advisors/invites': (call) => ({ body: { sentTo: (call.body as { email: string }).email } }),
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Advisor Subaccounts' }));
    const form = await screen.findByRole('form', { name: 'Invite a sub-advisor' });
    const invite = within(form).getByRole('button', { name: 'Invite' });
    await user.type(within(form).getByLabelText('First Name'), 'Sam');
    await user.type(within(form).getByLabelText('Last Name'), 'Sub');
    expect((invite as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(form).getByLabelText('Email'), 'sam@example.com');
    expect((invite as HTMLButtonElement).disabled).toBe(false);
    await user.click(invite);
    await waitFor(() => expect(writes(calls).map((call) => call.body)).toEqual([{ firstName: 'Sam', lastName: 'Sub', email: 'sam@example.com' }]));
  });

  it("offers no Invite once the plan's allowance is taken", async () => {
    const { user } = setup(EVENT, { routes: { 'GET /api/billing/sub-accounts': { body: makeSubAccountsPage(1, 4) } } });
    await user.click(await screen.findByRole('tab', { name: 'Advisor Subaccounts' }));
    const form = await screen.findByRole('form', { name: 'Invite a sub-advisor' });
    await user.type(within(form).getByLabelText('Email'), 'x@example.com');
    expect(within(form).getByRole<HTMLButtonElement>('button', { name: 'Invite' }).disabled).toBe(true);
    expect(within(form).getByText('Your plan has no place for another sub-advisor.')).toBeTruthy();
  });

  it('deletes a single sub-account after a confirmation', async () => {
    let page = makeSubAccountsPage(1, 2);
    const { calls, user } = setup(EVENT, {
      routes: {
        'GET /api/billing/sub-accounts': () => ({ body: page }),
        'DELETE /api/billing/sub-accounts/sub-1': () => {
          page = { ...page, rows: page.rows.slice(1), total: 1 };
          return { status: 204, body: undefined };
        },
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Advisor Subaccounts' }));
    const table = await screen.findByRole('table', { name: 'Advisor Subaccounts' });
    await user.click(await within(table).findByRole('button', { name: 'Delete sub1@example.com' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Delete sub-account?' });
    expect(writes(calls)).toEqual([]);
    await user.click(within(confirmation).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(table).queryByText('sub1@example.com')).toBeNull());
    expect(writes(calls).map((call) => `${call.method} ${call.url}`)).toEqual(['DELETE /api/billing/sub-accounts/sub-1']);
  });
});
