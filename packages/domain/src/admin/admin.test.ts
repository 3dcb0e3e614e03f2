import { describe, expect, it } from 'vitest';
import { calculateMonthlyRecurringCents, fillDailySeries, lastDays, monthlyAmountCents, monthRange, previousMonth, weekOf } from './index';

describe('monthly recurring revenue', () => {
  it('adds the plan fee and extra clients of paying subscriptions only', () => {
    expect(monthlyAmountCents({ planKey: 'firm', extraClients: 2 })).toBe(59700 + 2 * 997);
    expect(monthlyAmountCents({ planKey: 'unknown', extraClients: 3 })).toBe(0);
    const mrr = calculateMonthlyRecurringCents([
      { planKey: 'basic', status: 'active', extraClients: 1 },
      { planKey: 'client', status: 'past_due', extraClients: 0 },
      { planKey: 'advanced', status: 'trialing', extraClients: 0 },
      { planKey: 'firm', status: 'canceled', extraClients: 0 },
    ]);
    expect(mrr).toBe(100 + 1597 + 17900);
  });
});

describe('periods', () => {
  it('finds the Sunday-to-Saturday week of a day: a Sunday starts its week, it does not end the last one', () => {
    expect(weekOf('2026-11-27')).toEqual({ startDate: '2026-11-22', endDate: '2026-11-28' });
    expect(weekOf('2026-11-28')).toEqual({ startDate: '2026-11-22', endDate: '2026-11-28' });
    expect(weekOf('2026-11-29')).toEqual({ startDate: '2026-11-29', endDate: '2026-12-05' });
    expect(weekOf('2026-12-31')).toEqual({ startDate: '2026-12-27', endDate: '2027-01-02' });
  });

  it('bounds a month, the days before today and the month before', () => {
    expect(monthRange('2028-02')).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' });
    expect(lastDays('2026-03-02', 3)).toEqual({ startDate: '2026-02-28', endDate: '2026-03-02' });
    expect(previousMonth('2026-01')).toBe('2025-12');
  });

  it('fills every day of a series', () => {
    const series = fillDailySeries({ startDate: '2026-01-30', endDate: '2026-02-01' }, new Map([['2026-01-31', 4]]));
    expect(series).toEqual([
      { date: '2026-01-30', count: 0 },
      { date: '2026-01-31', count: 4 },
      { date: '2026-02-01', count: 0 },
    ]);
  });
});

describe('provider links', () => {
  it("links to Stripe's dashboard in the key's mode", async () => {
    const { isStripeTestKey, stripeDashboardUrl } = await import('./provider-links');
    expect(stripeDashboardUrl('invoices', 'in_123', true)).toBe('https://dashboard.stripe.com/test/invoices/in_123');
    expect(stripeDashboardUrl('subscriptions', 'sub_1', false)).toBe('https://dashboard.stripe.com/subscriptions/sub_1');
    expect(isStripeTestKey('sk_test_abc')).toBe(true);
    expect(isStripeTestKey('sk_live_abc')).toBe(false);
  });
});

describe('MRR history', () => {
  it('gives each day its snapshot, today the live figure, and a missing day null', async () => {
    const { mrrSeries } = await import('./mrr-history');
    const snapshots = new Map([
      ['2026-11-25', 5000],
      ['2026-11-27', 9999],
    ]);
    expect(mrrSeries({ startDate: '2026-11-24', endDate: '2026-11-27' }, snapshots, '2026-11-27', 7000)).toEqual([
      { date: '2026-11-24', mrrCents: null },
      { date: '2026-11-25', mrrCents: 5000 },
      { date: '2026-11-26', mrrCents: null },
      { date: '2026-11-27', mrrCents: 7000 },
    ]);
  });

  it("compares with the month's earliest snapshot before today, and has no change without one", async () => {
    const { mrrChangeThisMonth } = await import('./mrr-history');
    const snapshots = new Map([
      ['2026-10-31', 1000],
      ['2026-11-03', 4000],
      ['2026-11-10', 6000],
      ['2026-12-01', 8000],
    ]);
    expect(mrrChangeThisMonth(snapshots, '2026-11-27', 7500)).toEqual({ sinceDate: '2026-11-03', fromCents: 4000, changeCents: 3500 });
    expect(mrrChangeThisMonth(snapshots, '2026-11-03', 7500)).toBeNull();
    expect(mrrChangeThisMonth(snapshots, '2026-12-01', 100)).toBeNull();
    expect(mrrChangeThisMonth(snapshots, '2026-12-05', 100)).toEqual({ sinceDate: '2026-12-01', fromCents: 8000, changeCents: -7900 });
  });
});
