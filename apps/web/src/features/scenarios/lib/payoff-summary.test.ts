import { describe, expect, it } from 'vitest';
import { creditCardSummary, formatPayoffMonths, previewCreditCard } from './payoff-summary';

describe('credit card payoff in words', () => {
  it('says months, and years past a year', () => {
    expect(formatPayoffMonths(1)).toBe('1 month');
    expect(formatPayoffMonths(11)).toBe('11 months');
    expect(formatPayoffMonths(12)).toBe('12 months (1 year)');
    expect(formatPayoffMonths(26)).toBe('26 months (2 years 2 months)');
  });

  it('sums up months, interest and total, or nothing when it never pays off', () => {
    expect(creditCardSummary({ monthsToPayoff: 26, totalInterestPaidCents: 123_456, totalPrincipalPaidCents: 500_000 })).toEqual([
      { label: 'Months to Pay Off', value: '26 months (2 years 2 months)' },
      { label: 'Total Interest Paid', value: '$1,234.56' },
      { label: 'Total Principal Paid', value: '$5,000' },
      { label: 'Total Paid', value: '$6,234.56' },
    ]);
    expect(creditCardSummary({ monthsToPayoff: null, totalInterestPaidCents: 0, totalPrincipalPaidCents: 0 })).toBeNull();
  });

  it('previews with the engine the api uses: interest falls as the payment rises', () => {
    const at = (paymentPerMonthCents: number) =>
      previewCreditCard({ calculator: 'creditCardPayoff', balanceCents: 500_000, interestRate: 0.229, paymentPerMonthCents });
    const low = at(25_000);
    const high = at(50_000);
    expect(low?.totalPrincipalPaidCents).toBe(500_000);
    expect(high?.monthsToPayoff).toBeLessThan(low?.monthsToPayoff ?? 0);
    expect(high?.totalInterestPaidCents).toBeLessThan(low?.totalInterestPaidCents ?? 0);
    expect(at(5_000)?.monthsToPayoff).toBeNull();
    expect(at(0)).toBeNull();
  });
});
