import { describe, expect, it } from 'vitest';
import { BANK_LINK_REFUSALS, bankLinkRefusal, isBankLinkRefusal } from './refusals';
import { TRIAL_ENDED_MESSAGE } from './subscription-status';

describe('bankLinkRefusal', () => {
  const paid = (subscriptionStatus: Parameters<typeof bankLinkRefusal>[0]['subscriptionStatus']) =>
    bankLinkRefusal({ plan: 'paid', clientAdvisorCount: 0, subscriptionStatus });

  it('lets an active or trialing paid plan, or a sponsored client, link a bank', () => {
    expect(paid('active')).toBeNull();
    expect(paid('trialing')).toBeNull();
    expect(bankLinkRefusal({ plan: 'free', clientAdvisorCount: 1, subscriptionStatus: 'none' })).toBeNull();
    expect(bankLinkRefusal({ plan: 'paid', clientAdvisorCount: 1, subscriptionStatus: 'past_due' })).toBeNull();
  });

  it('names the state of a paid plan that is not in good standing', () => {
    expect(paid('past_due')).toBe(BANK_LINK_REFUSALS.pastDue);
    expect(paid('unpaid')).toBe(BANK_LINK_REFUSALS.unpaid);
    expect(paid('incomplete')).toBe(BANK_LINK_REFUSALS.incomplete);
    expect(paid('paused')).toBe(TRIAL_ENDED_MESSAGE);
    expect(paid('canceled')).toBe(BANK_LINK_REFUSALS.canceled);
  });

  it('tells a free client without an advisor to upgrade (spec 01 §2), or that the plan was canceled', () => {
    expect(bankLinkRefusal({ plan: 'free', clientAdvisorCount: 0, subscriptionStatus: 'none' })).toBe(
      'You should upgrade your plan to paid plan or connect the advisor to link your bank.',
    );
    expect(bankLinkRefusal({ plan: 'free', clientAdvisorCount: 0, subscriptionStatus: 'canceled' })).toBe(BANK_LINK_REFUSALS.canceled);
  });

  it('recognises its own messages only', () => {
    expect(isBankLinkRefusal(BANK_LINK_REFUSALS.pastDue)).toBe(true);
    expect(isBankLinkRefusal('Something else')).toBe(false);
  });
});
