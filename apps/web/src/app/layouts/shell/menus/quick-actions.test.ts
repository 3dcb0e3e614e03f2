import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../../test/render';
import { isQuickActionMenuShown, quickActionsFor } from './quick-actions';

const labels = (user: Parameters<typeof quickActionsFor>[0]) => quickActionsFor(user).map((action) => action.label);

describe('the quick-action menu', () => {
  it('shows for an advisor and a verified client, not for an unverified client or an admin', () => {
    expect(isQuickActionMenuShown(makeUser({ role: 'advisor', verified: false }))).toBe(true);
    expect(isQuickActionMenuShown(makeUser({ role: 'client', verified: true }))).toBe(true);
    expect(isQuickActionMenuShown(makeUser({ role: 'client', verified: false }))).toBe(false);
    // Spec 01 §3 client_verified: a client whose registration is not complete is not a verified client yet.
    expect(isQuickActionMenuShown(makeUser({ role: 'client', verified: true, completionDate: null }))).toBe(false);
    expect(isQuickActionMenuShown(makeUser({ role: 'admin' }))).toBe(false);
    expect(isQuickActionMenuShown(makeUser({ role: null }))).toBe(false);
  });

  it('offers a client Account, Scenario, Advisor and Support; an advisor Advisor Link and Support', () => {
    expect(labels(makeUser({ role: 'client' }))).toEqual(['Account', 'Scenario', 'Advisor', 'Support']);
    expect(labels(makeUser({ role: 'advisor' }))).toEqual(['Advisor Link', 'Support']);
  });

  // Spec 01 §2: 'Quick-action floating menu: Account (bank link, clients)'.
  it('makes Account start the bank link only past the plan check, else send to Billing', () => {
    const account = (user: Parameters<typeof quickActionsFor>[0]) => quickActionsFor(user).find((action) => action.key === 'account');
    expect(account(makeUser({ role: 'client', plan: 'free', clientAdvisorCount: 0 }))).toMatchObject({
      href: '/billing',
      notice: 'You should upgrade your plan to paid plan or connect the advisor to link your bank.',
    });
    expect(account(makeUser({ role: 'client', plan: 'free', clientAdvisorCount: 1 }))).toEqual({ key: 'account', label: 'Account', bankLink: true });
    expect(account(makeUser({ role: 'client', plan: 'paid', subscriptionStatus: 'active' }))).toEqual({ key: 'account', label: 'Account', bankLink: true });
  });
});
