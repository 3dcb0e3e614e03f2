import { describe, expect, it } from 'vitest';
import {
  BILLING_PLANS,
  canAddSubAccount,
  canLinkBank,
  cardBrand,
  connectionChargeCents,
  extraClientCount,
  findTestCard,
  isAdvisorLinkActive,
  luhnValid,
  monthlyTotalCents,
  planChangeBill,
  planChangeStep,
  plansForRole,
  prorate,
  TEST_CARDS,
} from './index';

describe('the plan catalogue', () => {
  it('has the spec numbers in cents', () => {
    expect(BILLING_PLANS.basic).toMatchObject({ name: 'Advisor', monthlyCents: 100, includedClients: 1, extraClientCents: 1597, mostPopular: true });
    expect(BILLING_PLANS.advanced).toMatchObject({ name: 'Event', monthlyCents: 5900, includedClients: 10, extraClientCents: 1297 });
    expect(BILLING_PLANS.firm).toMatchObject({ name: 'Firm', monthlyCents: 59700, includedClients: 100, extraClientCents: 997 });
    expect(BILLING_PLANS.client).toMatchObject({ monthlyCents: 17900, hasTrial: false });
    expect(BILLING_PLANS.firm.allowances).toEqual({ advisorProfiles: 4, subAccounts: 4, localPhoneNumbers: 4, calendarLinks: 4 });
    expect(BILLING_PLANS.basic.allowances.subAccounts).toBe(0);
    expect(plansForRole('advisor').map((plan) => plan.name)).toEqual(['Advisor', 'Event', 'Firm']);
    expect(plansForRole('client').map((plan) => plan.key)).toEqual(['client']);
  });
});

describe('the connection charge', () => {
  it('charges only the clients beyond the included ones', () => {
    expect(extraClientCount('basic', 0)).toBe(0);
    expect(extraClientCount('basic', 1)).toBe(0);
    expect(extraClientCount('basic', 4)).toBe(3);
    expect(connectionChargeCents('basic', 4)).toBe(3 * 1597);
    expect(connectionChargeCents('advanced', 10)).toBe(0);
    expect(connectionChargeCents('advanced', 12)).toBe(2 * 1297);
    expect(monthlyTotalCents('firm', 101)).toBe(59700 + 997);
  });
});

describe('advisor link active', () => {
  it('follows spec 01 §4', () => {
    expect(isAdvisorLinkActive({ plan: 'free', clientAdvisorCount: 1, subscriptionStatus: 'none' })).toBe(true);
    expect(isAdvisorLinkActive({ plan: 'free', clientAdvisorCount: 0, subscriptionStatus: 'active' })).toBe(false);
    for (const status of ['active', 'trialing'] as const) {
      expect(isAdvisorLinkActive({ plan: 'paid', clientAdvisorCount: 0, subscriptionStatus: status })).toBe(true);
    }
    for (const status of ['incomplete', 'incomplete_expired', 'canceled', 'unpaid', 'past_due', 'paused', 'error', 'none'] as const) {
      expect(isAdvisorLinkActive({ plan: 'paid', clientAdvisorCount: 3, subscriptionStatus: status })).toBe(false);
    }
  });

  it('lets a client link a bank on an active paid plan or with a connected advisor', () => {
    expect(canLinkBank({ plan: 'paid', clientAdvisorCount: 0, subscriptionStatus: 'active' })).toBe(true);
    expect(canLinkBank({ plan: 'paid', clientAdvisorCount: 0, subscriptionStatus: 'past_due' })).toBe(false);
    expect(canLinkBank({ plan: 'free', clientAdvisorCount: 1, subscriptionStatus: 'none' })).toBe(true);
    expect(canLinkBank({ plan: 'free', clientAdvisorCount: 0, subscriptionStatus: 'none' })).toBe(false);
  });
});

describe('proration', () => {
  const month = { periodStart: 1_000_000, periodEnd: 1_000_000 + 30 * 86_400 };

  it('credits the unused old price and charges the rest of the period at the new one', () => {
    const half = prorate({ ...month, fromMonthlyCents: 5900, toMonthlyCents: 59700, changedAt: month.periodStart + 15 * 86_400 });
    expect(half).toEqual({ creditCents: -2950, chargeCents: 29850, netCents: 26900 });
    const downgrade = prorate({ ...month, fromMonthlyCents: 59700, toMonthlyCents: 100, changedAt: month.periodStart + 15 * 86_400 });
    expect(downgrade.netCents).toBeLessThan(0);
  });

  it('is nothing at the end of the period and the whole difference at its start', () => {
    expect(prorate({ ...month, fromMonthlyCents: 100, toMonthlyCents: 5900, changedAt: month.periodEnd }).netCents).toBe(0);
    expect(prorate({ ...month, fromMonthlyCents: 100, toMonthlyCents: 5900, changedAt: month.periodStart }).netCents).toBe(5800);
    expect(() => prorate({ fromMonthlyCents: 1, toMonthlyCents: 2, periodStart: 5, periodEnd: 5, changedAt: 5 })).toThrow(RangeError);
  });
});

describe('sub-accounts and plan changes', () => {
  it('allows sub-advisors only under the allowance', () => {
    expect(canAddSubAccount('firm', 3)).toBe(true);
    expect(canAddSubAccount('firm', 4)).toBe(false);
    expect(canAddSubAccount('advanced', 0)).toBe(false);
    expect(canAddSubAccount(null, 0)).toBe(false);
  });

  it('says what a plan choice leads to', () => {
    expect(planChangeStep('advanced', 'advanced', 0)).toBe('same-plan');
    expect(planChangeStep('firm', 'advanced', 2)).toBe('delete-sub-accounts-first');
    expect(planChangeStep('firm', 'advanced', 0)).toBe('confirm');
    expect(planChangeStep('basic', 'firm', 0)).toBe('confirm');
  });
});

describe('test cards', () => {
  it('are valid numbers with the right brand', () => {
    for (const card of TEST_CARDS) {
      expect(luhnValid(card.number)).toBe(true);
      expect(cardBrand(card.number)).toBe(card.brand);
    }
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42424242x4242424')).toBe(false);
    expect(findTestCard('4000000000000002')?.behaviour).toBe('declined');
  });
});

describe('the bill of a plan change', () => {
  it('counts the extra clients at the new plan’s rate: Firm to Advisor with 40 clients costs more', () => {
    expect(planChangeBill('firm', 'basic', 40)).toEqual({
      currentMonthlyCents: 59_700,
      nextMonthlyCents: 100 + 39 * 1597,
      nextPlanCents: 100,
      nextExtraClients: 39,
      nextExtraClientCents: 1597,
      costsMore: true,
    });
    expect(100 + 39 * 1597).toBe(62_383);
  });

  it('says when the new plan costs less or the same', () => {
    expect(planChangeBill('firm', 'basic', 5)).toMatchObject({ currentMonthlyCents: 59_700, nextMonthlyCents: 100 + 4 * 1597, costsMore: false });
    expect(planChangeBill('basic', 'firm', 40)).toMatchObject({ currentMonthlyCents: 62_383, nextMonthlyCents: 59_700, costsMore: false });
    expect(planChangeBill('advanced', 'advanced', 12).costsMore).toBe(false);
  });
});
