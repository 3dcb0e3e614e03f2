import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppShellLayout } from '../../../app/layouts/shell/app-shell-layout';
import { apiError, makeInvoice, makeOverview, makeSubscription } from '../../../test/billing-fixtures';
import { makeUser, renderPage, stubFetch } from '../../../test/render';

vi.mock('../../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const OPEN = makeInvoice({ id: 'in_open', status: 'open', amountPaidCents: 0, amountDueCents: 17_900 });
const PAST_DUE = makeOverview({
  plan: 'paid',
  subscription: makeSubscription({
    plan: 'client',
    planName: 'Paid Client',
    status: 'past_due',
    trialEnd: null,
    connectedClients: 0,
    extraClients: 0,
    monthlyTotalCents: 17_900,
  }),
  invoices: [OPEN],
  openInvoice: { id: 'in_open', amountDueCents: 17_900, nextPaymentAttempt: '2026-12-04T17:00:00.000Z', attemptCount: 1 },
});
const PAID_UP = makeOverview({ ...PAST_DUE, subscription: makeSubscription({ ...PAST_DUE.subscription, status: 'active' }), openInvoice: null });
const CLIENT = makeUser({ role: 'client', plan: 'paid', subscriptionStatus: 'past_due' });
const SHELL_READS = { 'GET /api/notifications': { body: { notifications: [], unreadCount: 0, nextCursor: null } } };

async function payWithCard(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Pay now' }));
  const dialog = await screen.findByRole('dialog', { name: 'Pay $179.00 now' });
  await user.type(within(dialog).getByLabelText(/Card number/), '4242424242424242');
  await user.type(within(dialog).getByLabelText(/MM \/ YY/), '0430');
  await user.type(within(dialog).getByLabelText(/CVC/), '123');
  await user.type(within(dialog).getByLabelText(/Name on card/), 'Ada Lovelace');
  await user.click(within(dialog).getByRole('button', { name: 'Pay now' }));
}

describe('the past-due banner', () => {
  it('says on any page that the renewal failed, the amount and the next retry, and Pay now pays with a new card', async () => {
    const user = userEvent.setup();
    let overview = PAST_DUE;
    const stub = stubFetch({
      ...SHELL_READS,
      'GET /api/billing': () => ({ body: overview }),
      'POST /api/billing/sandbox/payment-methods': { body: { paymentMethodId: 'pm_new' } },
      'POST /api/billing/payment-method': () => {
        overview = PAID_UP;
        return { body: PAID_UP };
      },
      'GET /api/session': { body: { user: { ...CLIENT, subscriptionStatus: 'active' } } },
    });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<AppShellLayout />, { url: '/client/net-worth', user: CLIENT });

    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText('Your renewal payment failed')).toBeTruthy();
    expect(banner.textContent).toContain('We could not charge $179.00 for your Paid Client plan. We will try your card again on 2026-12-04.');
    await payWithCard(user);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    const save = stub.calls.find((call) => call.method === 'POST' && call.url === '/api/billing/payment-method');
    expect(save?.body).toMatchObject({ paymentMethodId: 'pm_new', idempotencyKey: expect.stringMatching(/^[A-Za-z0-9-]{16,64}$/) });
  });

  it('keeps the card form open with the card’s refusal when the payment is declined', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      stubFetch({
        ...SHELL_READS,
        'GET /api/billing': { body: PAST_DUE },
        'POST /api/billing/sandbox/payment-methods': { body: { paymentMethodId: 'pm_bad' } },
        'POST /api/billing/payment-method': { status: 402, body: apiError('PAYMENT_REQUIRED', 'Your card was declined.') },
      }).fetchStub,
    );
    renderPage(<AppShellLayout />, { url: '/billing', user: CLIENT });
    await payWithCard(user);
    const dialog = screen.getByRole('dialog', { name: 'Pay $179.00 now' });
    expect(await within(dialog).findByText('Your card was declined.')).toBeTruthy();
  });

  it('says when the card will not be tried again, and shows nothing to a paid-up plan', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({ ...SHELL_READS, 'GET /api/billing': { body: { ...PAST_DUE, openInvoice: { ...PAST_DUE.openInvoice!, nextPaymentAttempt: null } } } })
        .fetchStub,
    );
    const { unmount } = renderPage(<AppShellLayout />, { url: '/client/net-worth', user: { ...CLIENT, subscriptionStatus: 'unpaid' } });
    expect((await screen.findByRole('alert')).textContent).toContain('We will not try your card again.');
    unmount();
    const stub = stubFetch({ ...SHELL_READS, 'GET /api/billing': { body: PAID_UP } });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<AppShellLayout />, { url: '/client/net-worth', user: { ...CLIENT, subscriptionStatus: 'active' } });
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(stub.calls.some((call) => call.url === '/api/billing')).toBe(false);
  });
});
