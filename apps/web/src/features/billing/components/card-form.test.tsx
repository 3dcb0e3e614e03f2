import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, makeOverview } from '../../../test/billing-fixtures';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { CardForm } from './card-form';

// Stripe.js and its React elements, replaced: the form must hand CardElement and the name to
// stripe.createPaymentMethod and save the payment method it makes.
const stripe = vi.hoisted(() => ({
  loadStripe: vi.fn(),
  createPaymentMethod: vi.fn(),
  card: { kind: 'card-element' },
}));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: React.ReactNode }) => <>{children}</>,
  CardElement: () => <div data-testid="card-element" />,
  useStripe: () => ({ createPaymentMethod: stripe.createPaymentMethod }),
  useElements: () => ({ getElement: () => stripe.card }),
}));

function setup(routes: Parameters<typeof stubFetch>[0] = {}) {
  stripe.loadStripe.mockResolvedValue({});
  const stub = stubFetch({
    'POST /api/billing/payment-method': { body: makeOverview() },
    'GET /api/session': { body: { user: makeUser() } },
    ...routes,
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  const onSaved = vi.fn(async () => undefined);
  renderPage(<CardForm overview={{ provider: 'stripe', publishableKey: 'pk_test_123' }} submitLabel="Subscribe" onSaved={onSaved} />, {
    url: '/subscribe',
    user: makeUser(),
  });
  return { ...stub, onSaved, user: userEvent.setup() };
}

describe('the Stripe card form', () => {
  it('makes a payment method with Stripe.js and saves it', async () => {
    stripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_1Stripe' } });
    const { calls, onSaved, user } = setup();
    await screen.findByTestId('card-element');
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(screen.queryByText(/no real card is charged/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText(/Name on card/), 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith({ type: 'card', card: stripe.card, billing_details: { name: 'Ada Lovelace' } });
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ paymentMethodId: 'pm_1Stripe' });
  });

  it("shows Stripe.js's own card error and the api's refusal", async () => {
    stripe.createPaymentMethod.mockResolvedValueOnce({ error: { message: 'Your card number is incomplete.' } });
    stripe.createPaymentMethod.mockResolvedValueOnce({ paymentMethod: { id: 'pm_2Stripe' } });
    const { onSaved, user } = setup({
      'POST /api/billing/payment-method': { status: 402, body: apiError('PAYMENT_REQUIRED', 'Your card has insufficient funds.') },
    });
    await user.type(await screen.findByLabelText(/Name on card/), 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your card number is incomplete.');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Your card has insufficient funds.'));
    expect(onSaved).not.toHaveBeenCalled();
  });
});
