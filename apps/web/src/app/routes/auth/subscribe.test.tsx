import type { TBillingOverview } from '@finboard/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, makeOverview, makeSubscription } from '../../../test/billing-fixtures';
import { makeUser, renderPage, stubFetch, type StubCall } from '../../../test/render';
import { Component as SubscribePage } from './subscribe';

type Routes = Parameters<typeof stubFetch>[0];
const CARD = { paymentMethod: { brand: 'visa', last4: '4242', name: 'Ada Lovelace', expMonth: 4, expYear: 2030 } };
const SUBSCRIBED = makeOverview({ plan: 'paid', subscription: makeSubscription(), ...CARD });

function setup(role: 'advisor' | 'client', routes: Routes = {}, overview: TBillingOverview = makeOverview()) {
  const user = makeUser({ role });
  const stub = stubFetch({
    'GET /api/billing': { body: overview },
    'GET /api/session': { body: { user: { ...user, plan: 'paid' } } },
    'POST /api/billing/sandbox/payment-methods': { body: { paymentMethodId: 'pm_sandbox1' } },
    'POST /api/billing/payment-method': { body: makeOverview(CARD) },
    'POST /api/billing/subscription': { body: SUBSCRIBED },
    ...routes,
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  const view = renderPage(<SubscribePage />, { url: '/subscribe', user });
  return { ...stub, ...view, user: userEvent.setup() };
}

const posts = (calls: StubCall[], path: string) => calls.filter((call) => call.method === 'POST' && call.url === path);

async function fillCard(user: ReturnType<typeof userEvent.setup>, { name = 'Ada Lovelace', number = '4242 4242 4242 4242' } = {}) {
  await user.type(screen.getByLabelText(/Card number/), number);
  await user.type(screen.getByLabelText(/MM \/ YY/), '04 / 30');
  await user.type(screen.getByLabelText(/CVC/), '123');
  if (name) await user.type(screen.getByLabelText(/Name on card/), name);
}

describe('/subscribe for an advisor', () => {
  it('compares Advisor, Event and Firm with their prices, clients and allowances', async () => {
    setup('advisor');
    const advisor = await screen.findByRole('region', { name: 'Advisor' });
    const event = screen.getByRole('region', { name: 'Event' });
    const firm = screen.getByRole('region', { name: 'Firm' });
    expect(within(advisor).getByText('Most Popular')).toBeTruthy();
    expect(within(event).queryByText('Most Popular')).toBeNull();
    expect(within(advisor).getByText('$1')).toBeTruthy();
    expect(within(event).getByText('$59')).toBeTruthy();
    expect(within(firm).getByText('$597')).toBeTruthy();
    expect(within(advisor).getByText('1 client included')).toBeTruthy();
    expect(within(event).getByText('10 clients included')).toBeTruthy();
    expect(within(event).getByText('$12.97 per extra client')).toBeTruthy();
    const allowance = (card: HTMLElement, label: string) => within(card).getByText(label).nextElementSibling?.textContent;
    expect(allowance(event, 'Sub accounts')).toBe('–');
    expect(allowance(firm, 'Sub accounts')).toBe('4');
    expect(allowance(firm, 'Local phone number')).toBe('4');
    expect(allowance(advisor, 'Calendar link')).toBe('1');
    expect(allowance(advisor, 'CSV export')).toBe('Unlimited');
    expect(within(firm).getByText('14-day free trial')).toBeTruthy();
    // No card form until a plan is chosen.
    expect(screen.queryByLabelText(/Card number/)).toBeNull();
  });

  it('subscribes to Event with a sandbox card: Subscribe waits for the name, then one attempt, then /registration-complete', async () => {
    const { calls, router, user } = setup('advisor');
    await user.click(await screen.findByRole('button', { name: 'Select Event' }));
    expect(screen.getByRole('button', { name: 'Selected Event' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(/no real card is charged/)).toBeTruthy();
    expect(screen.getByText(/4000 0000 0000 0002: Declined/)).toBeTruthy();
    await fillCard(user, { name: '' });
    const subscribe = screen.getByRole('button', { name: 'Subscribe' });
    expect(subscribe).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText(/Name on card/), '   ');
    expect(subscribe).toHaveProperty('disabled', true);
    await user.clear(screen.getByLabelText(/Name on card/));
    await user.type(screen.getByLabelText(/Name on card/), 'Ada Lovelace');
    expect(subscribe).toHaveProperty('disabled', false);
    await user.click(subscribe);
    await waitFor(() => expect(router.state.location.pathname).toBe('/registration-complete'));
    expect(posts(calls, '/api/billing/sandbox/payment-methods')[0]?.body).toEqual({
      number: '4242 4242 4242 4242',
      expMonth: 4,
      expYear: 2030,
      cvc: '123',
      name: 'Ada Lovelace',
    });
    expect(posts(calls, '/api/billing/payment-method')[0]?.body).toEqual({ paymentMethodId: 'pm_sandbox1' });
    const [subscription] = posts(calls, '/api/billing/subscription');
    expect(subscription?.body).toEqual({ plan: 'advanced', idempotencyKey: expect.stringMatching(/^[A-Za-z0-9-]{16,64}$/) });
    // The session (its plan) is read again before moving on.
    expect(calls.some((call) => call.url === '/api/session')).toBe(true);
  });

  it('shows the card provider’s message from a 402 in an alert and stays', async () => {
    const { calls, router, user } = setup('advisor', {
      'POST /api/billing/payment-method': { status: 402, body: apiError('PAYMENT_REQUIRED', 'Your card was declined.') },
    });
    await user.click(await screen.findByRole('button', { name: 'Select Firm' }));
    await fillCard(user, { number: '4000 0000 0000 0002' });
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined.');
    expect(posts(calls, '/api/billing/subscription')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/subscribe');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toHaveProperty('disabled', false);
  });

  it('sends one subscription for a double-clicked Subscribe, and keeps its key for a retry after a lost answer', async () => {
    let answer: (() => void) | undefined;
    let lose = true;
    const stub = stubFetch({
      'GET /api/billing': { body: makeOverview() },
      'GET /api/session': { body: { user: makeUser({ role: 'advisor', plan: 'paid' }) } },
      'POST /api/billing/sandbox/payment-methods': { body: { paymentMethodId: 'pm_sandbox1' } },
      'POST /api/billing/payment-method': { body: makeOverview(CARD) },
      'POST /api/billing/subscription': { body: SUBSCRIBED },
    });
    const keys: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/billing/subscription') {
        keys.push((JSON.parse(String(init?.body)) as { idempotencyKey: string }).idempotencyKey);
        await new Promise<void>((resolve) => (answer = resolve));
        if (lose) throw new TypeError('Failed to fetch');
      }
      return stub.fetchStub(input, init);
    });
    const view = renderPage(<SubscribePage />, { url: '/subscribe', user: makeUser({ role: 'advisor' }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Select Advisor' }));
    await fillCard(user);
    await user.dblClick(screen.getByRole('button', { name: 'Subscribe' }));
    // Two submits in one tick, before React can disable the button.
    const form = screen.getByRole('form', { name: 'Card details' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(keys).toHaveLength(1));
    answer?.();
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not reach the server/);
    lose = false;
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    answer?.();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/registration-complete'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(posts(stub.calls, '/api/billing/sandbox/payment-methods')).toHaveLength(2);
  });

  it('starts a trial without a card', async () => {
    const { calls, router, user } = setup('advisor');
    await user.click(await screen.findByRole('button', { name: 'Select Advisor' }));
    await user.click(screen.getByRole('button', { name: 'Start trial without a card' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/registration-complete'));
    expect(posts(calls, '/api/billing/subscription')[0]?.body).toMatchObject({ plan: 'basic' });
    expect(posts(calls, '/api/billing/payment-method')).toHaveLength(0);
  });

  it('asks for a card when the trial ended without one', async () => {
    const paused = makeOverview({ plan: 'paid', trialEnded: true, subscription: makeSubscription({ status: 'paused' }) });
    const { calls, router, user } = setup('advisor', {}, paused);
    expect((await screen.findByRole('alert')).textContent).toBe('Your trial is ended. Add payment method first.');
    expect(screen.queryByRole('button', { name: 'Start trial without a card' })).toBeNull();
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/registration-complete'));
    expect(posts(calls, '/api/billing/payment-method')).toHaveLength(1);
    expect(posts(calls, '/api/billing/subscription')).toHaveLength(0);
  });
});

describe('/subscribe for a client', () => {
  it('offers Free against $179/month, and Free keeps the client unsponsored', async () => {
    const { calls, router, user } = setup('client', { 'POST /api/billing/client-plan': { body: makeOverview() } });
    expect((await screen.findByRole<HTMLInputElement>('radio', { name: 'No' })).checked).toBe(true);
    expect(within(screen.getByRole('region', { name: 'Free' })).getByText('$0')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Paid Client' })).getByText('$179')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Select Free' }));
    await user.click(screen.getByRole('button', { name: 'Continue with Free' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/registration-complete'));
    expect(posts(calls, '/api/billing/client-plan')[0]?.body).toEqual({ sponsored: false });
  });

  it('asks for Advisor Sponsorship and shows the api’s refusal', async () => {
    const { calls, router, user } = setup('client', {
      'POST /api/billing/client-plan': { status: 400, body: apiError('VALIDATION', 'Connect an advisor first to be sponsored.') },
    });
    await user.click(await screen.findByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Connect an advisor first to be sponsored.');
    expect(posts(calls, '/api/billing/client-plan')[0]?.body).toEqual({ sponsored: true });
    expect(router.state.location.pathname).toBe('/subscribe');
  });

  it('starts on Yes with a connected advisor', async () => {
    const { calls, router, user } = setup('client', { 'POST /api/billing/client-plan': { body: makeOverview() } }, makeOverview({ connectedAdvisors: 1 }));
    expect((await screen.findByRole<HTMLInputElement>('radio', { name: 'Yes' })).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/registration-complete'));
    expect(posts(calls, '/api/billing/client-plan')[0]?.body).toEqual({ sponsored: true });
  });

  it('pays $179/month with a card: the card, then the client plan', async () => {
    const { calls, router, user } = setup('client');
    await user.click(await screen.findByRole('button', { name: 'Select Paid Client' }));
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/registration-complete'));
    expect(posts(calls, '/api/billing/subscription')[0]?.body).toMatchObject({ plan: 'client' });
  });
});
