import type { Actor } from '../../access/actor';
import { setPaymentMethod, subscribe } from '../billing/billing.service';
import { DEMO_ACCOUNTS } from './demo-accounts';
import type { DemoSeeder } from './demo-seeders';

const SUCCEEDING_TEST_CARD = '4242424242424242';
// Stripe's test-mode payment method for a Visa that succeeds, when the provider is Stripe rather than the sandbox.
const STRIPE_TEST_PAYMENT_METHOD = 'pm_card_visa';

/**
 * The paid demo people subscribe as people do, with the test card that succeeds: the client to the
 * paid client plan, the advisor to the Advisor plan (its trial). A 'paid' plan without a live
 * subscription would leave the client unable to link a bank and the advisor unable to read clients.
 */
export const seedDemoSubscriptions: DemoSeeder = async (context) => {
  const billing = context.billing;
  if (!billing) return;
  for (const account of DEMO_ACCOUNTS) {
    const userId = context.userIds[account.key];
    if (account.plan !== 'paid' || !userId || (account.role !== 'client' && account.role !== 'advisor')) continue;
    const actor: Actor = { userId, role: account.role, email: account.email, emailVerified: true };
    const name = `${account.firstName} ${account.lastName}`;
    const paymentMethodId = billing.sandbox
      ? (await billing.sandbox.createPaymentMethod({ number: SUCCEEDING_TEST_CARD, expMonth: 12, expYear: new Date().getUTCFullYear() + 5, cvc: '123', name })).id
      : STRIPE_TEST_PAYMENT_METHOD;
    await setPaymentMethod(billing, actor, { paymentMethodId });
    await subscribe(billing, actor, { plan: account.role === 'advisor' ? 'basic' : 'client', idempotencyKey: `demo-subscription-${account.key}` });
  }
};
