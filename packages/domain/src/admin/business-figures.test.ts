import { describe, expect, it } from 'vitest';
import { calculateBusinessFigures, type RevenueSubscription, subscriptionMrrCents } from './recurring-revenue';

/** Fixtures for the one definition of MRR: each status, yearly against monthly, discounts and metered extras. */
const ACTIVE_EVENT: RevenueSubscription = { planKey: 'advanced', status: 'active', extraClients: 0 };

describe('the business figures', () => {
  it('count active and past_due subscriptions as MRR, and nothing else', () => {
    const figures = calculateBusinessFigures([
      ACTIVE_EVENT,
      { planKey: 'client', status: 'past_due', extraClients: 0 },
      { planKey: 'firm', status: 'canceled', extraClients: 0 },
      { planKey: 'firm', status: 'unpaid', extraClients: 0 },
      { planKey: 'basic', status: 'paused', extraClients: 0 },
      { planKey: 'basic', status: 'incomplete', extraClients: 0 },
    ]);
    expect(figures.mrrCents).toBe(5_900 + 17_900);
    expect(figures.payingSubscriptions).toBe(2);
    expect(figures.byPlan).toEqual([
      { planKey: 'advanced', count: 1, mrrCents: 5_900 },
      { planKey: 'client', count: 1, mrrCents: 17_900 },
    ]);
  });

  it('keep trials apart as in trial, with the MRR they will add', () => {
    const figures = calculateBusinessFigures([
      ACTIVE_EVENT,
      { planKey: 'firm', status: 'trialing', extraClients: 3 },
      { planKey: 'basic', status: 'trialing', extraClients: 0 },
    ]);
    expect(figures.mrrCents).toBe(5_900);
    expect(figures.inTrial).toEqual({ count: 2, mrrCents: 59_700 + 3 * 997 + 100 });
    expect(figures.byPlan).toEqual([{ planKey: 'advanced', count: 1, mrrCents: 5_900 }]);
  });

  it('normalise a yearly price to a month, its metered extras with it', () => {
    expect(subscriptionMrrCents({ planKey: 'firm', extraClients: 0, interval: 'year', planAmountCents: 597_000 })).toBe(49_750);
    expect(subscriptionMrrCents({ planKey: 'advanced', extraClients: 2, interval: 'year', planAmountCents: 59_000 })).toBe(
      Math.round((59_000 + 2 * 1_297 * 12) / 12),
    );
    expect(
      calculateBusinessFigures([{ planKey: 'firm', status: 'active', extraClients: 0, interval: 'year', planAmountCents: 597_000 }, ACTIVE_EVENT]).mrrCents,
    ).toBe(49_750 + 5_900);
  });

  it('take discounts off: a percentage of everything, then an amount off, never below zero', () => {
    expect(subscriptionMrrCents({ planKey: 'advanced', extraClients: 2, discount: { percentOff: 25 } })).toBe(
      5_900 + 2 * 1_297 - Math.round(((5_900 + 2 * 1_297) * 25) / 100),
    );
    expect(subscriptionMrrCents({ planKey: 'client', extraClients: 0, discount: { amountOffCents: 2_000 } })).toBe(15_900);
    expect(subscriptionMrrCents({ planKey: 'basic', extraClients: 0, discount: { amountOffCents: 500 } })).toBe(0);
    expect(subscriptionMrrCents({ planKey: 'firm', extraClients: 0, interval: 'year', planAmountCents: 597_000, discount: { amountOffCents: 12_000 } })).toBe(
      48_750,
    );
  });

  it('count metered extras at the last complete period’s usage, at the plan’s rate', () => {
    expect(subscriptionMrrCents({ planKey: 'basic', extraClients: 39 })).toBe(100 + 39 * 1_597);
    expect(calculateBusinessFigures([{ planKey: 'basic', status: 'past_due', extraClients: 39 }]).mrrCents).toBe(62_383);
    // A plan without extras (the client's) has none whatever is reported; an unknown plan is worth nothing.
    expect(subscriptionMrrCents({ planKey: 'client', extraClients: 5 })).toBe(17_900);
    expect(subscriptionMrrCents({ planKey: 'gold', extraClients: 0 })).toBe(0);
  });
});
