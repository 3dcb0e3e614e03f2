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
  it('finds the Monday-to-Sunday week of a day', () => {
    expect(weekOf('2026-11-27')).toEqual({ startDate: '2026-11-23', endDate: '2026-11-29' });
    expect(weekOf('2026-11-23')).toEqual({ startDate: '2026-11-23', endDate: '2026-11-29' });
    expect(weekOf('2026-11-29')).toEqual({ startDate: '2026-11-23', endDate: '2026-11-29' });
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
