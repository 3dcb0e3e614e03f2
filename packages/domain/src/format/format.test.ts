import { describe, expect, it } from 'vitest';
import {
  formatAge,
  formatCents,
  formatCompactCents,
  formatCompactDollars,
  formatCompactNumber,
  formatCount,
  formatDashboardMoney,
  formatDateTime,
  formatDayMonthYear,
  formatDollars,
  formatDollarsAndCents,
  formatIsoDate,
  formatLongDate,
  formatMediumDateTime,
  formatMonthYear,
  formatProviderLabel,
  formatMediumDate,
  formatPercent,
  formatRoundedDollars,
  formatSecurityType,
  formatShortDate,
  formatSignedDollars,
  formatSignedPercent,
  formatSlashDate,
  formatDashDate,
  formatTime,
  parseDollarsAndCents,
  percentToRate,
  pluralOf,
  rateToPercent,
} from './index';

describe('money', () => {
  it('writes the currency rule: minus before the $, separators, two decimals only for non-integers', () => {
    expect(formatDollars(1_250_000)).toBe('$1,250,000');
    expect(formatDollars(12.5)).toBe('$12.50');
    expect(formatDollars(-208_731)).toBe('-$208,731');
    expect(formatDollars(-0)).toBe('$0');
    expect(formatCents(-25)).toBe('-$0.25');
    expect(formatCents(125_000)).toBe('$1,250');
    expect(formatCents(-20_873_100)).toBe('-$208,731');
  });

  it('prints to the cent exactly, and reads it back', () => {
    expect(formatDollarsAndCents(123_456)).toBe('$1,234.56');
    expect(formatDollarsAndCents(2_000_000)).toBe('$20,000.00');
    expect(formatDollarsAndCents(-5)).toBe('-$0.05');
    expect(formatDollarsAndCents(0)).toBe('$0.00');
    expect(formatDollarsAndCents(900_719_925_474_099)).toBe('$9,007,199,254,740.99');
    for (const cents of [0, 1, -1, 99, -100, 123_456_789, -987_654_321]) expect(parseDollarsAndCents(formatDollarsAndCents(cents))).toBe(cents);
    expect(parseDollarsAndCents('$12')).toBeNull();
  });

  it('rounds whole dollars half away from zero, the one rule for whole dollars (cards too)', () => {
    expect(formatRoundedDollars(123_456_750)).toBe('$1,234,568');
    expect(formatRoundedDollars(2_050)).toBe('$21');
    expect(formatRoundedDollars(-2_050)).toBe('-$21');
    expect(formatRoundedDollars(-2_049)).toBe('-$20');
    expect(formatRoundedDollars(-49)).toBe('$0');
    expect(formatSignedDollars(125_000)).toBe('+$1,250');
    expect(formatSignedDollars(-8_050)).toBe('-$81');
    expect(formatSignedDollars(10)).toBe('$0');
  });
});

describe('compact money', () => {
  it('puts the sign before the $ on the dashboard (never $-0.21M)', () => {
    expect(formatDashboardMoney(-20_873_100)).toBe('-$0.21M');
    expect(formatDashboardMoney(123_456_789)).toBe('$1.23M');
    expect(formatDashboardMoney(10_000_001)).toBe('$0.10M');
    expect(formatDashboardMoney(10_000_000)).toBe('$100,000.00');
    expect(formatDashboardMoney(-12_345)).toBe('-$123.45');
  });

  it('switches axis labels from k to M above 999k', () => {
    expect(formatCompactDollars(950_000)).toBe('$950k');
    expect(formatCompactDollars(1_000_000)).toBe('$1M');
    expect(formatCompactDollars(5_000_000)).toBe('$5M');
    expect(formatCompactDollars(999_960)).toBe('$1M');
    expect(formatCompactDollars(-1_500_000)).toBe('-$1.5M');
    expect(formatCompactDollars(-208_731)).toBe('-$208.7k');
    expect(formatCompactDollars(120)).toBe('$120');
    expect(formatCompactCents(-20_873_100)).toBe('-$208.7k');
    expect(formatCompactNumber(12_500)).toBe('12.5k');
    expect(formatCompactNumber(1000)).toBe('1k');
    expect(formatCompactNumber(-2_340_000)).toBe('-2.34M');
    expect(formatCompactNumber(999)).toBe('999');
    expect(formatCompactNumber(3)).toBe('3');
    expect(formatCompactNumber(0)).toBe('0');
  });
});

describe('percents and counts', () => {
  it('writes percents', () => {
    expect(formatPercent(0.7)).toBe('70%');
    expect(formatPercent(0.125, 1)).toBe('12.5%');
    expect(formatSignedPercent(0.024)).toBe('+2.4%');
    expect(formatSignedPercent(-0.5)).toBe('-50%');
    expect(formatSignedPercent(0)).toBe('0%');
    expect(formatSignedPercent(null)).toBe('');
  });

  it('writes counts with the right plural', () => {
    expect(formatCount(1, 'client')).toBe('1 client');
    expect(formatCount(2, 'client')).toBe('2 clients');
    expect(formatCount(0, 'client')).toBe('0 clients');
    expect(formatCount(1, 'sub-advisor')).toBe('1 sub-advisor');
    expect(formatCount(3, 'sub-advisor')).toBe('3 sub-advisors');
    expect(formatCount(1_200, 'account')).toBe('1,200 accounts');
    expect(formatCount(2, 'category', 'categories')).toBe('2 categories');
    expect(pluralOf(1, 'person', 'people')).toBe('person');
  });
});

describe('dates and times in the product time zone', () => {
  it('runs a 12-hour clock around noon and midnight (New York)', () => {
    expect(formatTime('2026-11-29T00:42:00Z')).toBe('7:42 PM');
    expect(formatTime('2026-11-29T05:00:00Z')).toBe('12:00 AM');
    expect(formatTime('2026-11-29T05:05:00Z')).toBe('12:05 AM');
    expect(formatTime('2026-11-29T16:59:00Z')).toBe('11:59 AM');
    expect(formatTime('2026-11-29T17:00:00Z')).toBe('12:00 PM');
    expect(formatTime('2026-11-29T18:01:00Z')).toBe('1:01 PM');
    expect(formatTime('2026-11-30T04:59:00Z')).toBe('11:59 PM');
    // Summer time: New York is UTC-4.
    expect(formatTime('2026-07-04T16:00:00Z')).toBe('12:00 PM');
  });

  it("writes the spec's 'DD MMM, YYYY HH:mm A' as a true 12-hour clock (never '19:42 PM')", () => {
    expect(formatDateTime('2026-11-29T00:42:00.000Z')).toBe('28 Nov, 2026 07:42 PM');
    expect(formatDateTime(new Date('2026-11-28T14:05:00Z'))).toBe('28 Nov, 2026 09:05 AM');
    expect(formatDateTime('2026-11-29T05:30:00Z')).toBe('29 Nov, 2026 12:30 AM');
    expect(formatDateTime('2026-11-29T17:30:00Z')).toBe('29 Nov, 2026 12:30 PM');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('not a date');
  });

  it('shows an instant at UTC midnight on the New York day before', () => {
    const midnightUtc = '2026-11-29T00:00:00.000Z';
    expect(formatDayMonthYear(midnightUtc)).toBe('28 Nov, 2026');
    expect(formatIsoDate(midnightUtc)).toBe('2026-11-28');
    expect(formatMediumDate(midnightUtc)).toBe('Nov 28, 2026');
    expect(formatSlashDate(midnightUtc)).toBe('11/28/2026');
    expect(formatIsoDate(midnightUtc, 'UTC')).toBe('2026-11-29');
    expect(formatIsoDate(midnightUtc, 'Asia/Tokyo')).toBe('2026-11-29');
  });

  it('never shifts a calendar date', () => {
    expect(formatDayMonthYear('2026-11-29')).toBe('29 Nov, 2026');
    expect(formatShortDate('2026-11-03')).toBe('Nov 3');
    expect(formatMediumDate('2026-01-01')).toBe('Jan 1, 2026');
    expect(formatLongDate('1990-05-17')).toBe('May 17, 1990');
    expect(formatSlashDate('2026-03-09')).toBe('03/09/2026');
    // Spec 01 §5: 'link expiry MM-DD-YYYY'.
    expect(formatDashDate('2026-03-09')).toBe('03-09-2026');
    expect(formatIsoDate('2026-03-09', 'Pacific/Kiritimati')).toBe('2026-03-09');
    expect(formatLongDate(null)).toBe('');
  });
});

describe('ages', () => {
  const now = new Date('2026-11-24T14:30:00.000Z');
  const ago = (ms: number) => formatAge(new Date(now.getTime() - ms), now);
  const HOUR = 3_600_000;

  it("reads 'just now' under an hour, then hours under 48, then days", () => {
    expect(ago(0)).toBe('just now');
    expect(ago(HOUR - 1)).toBe('just now');
    expect(ago(-5 * HOUR)).toBe('just now');
    expect(ago(HOUR)).toBe('1 hour ago');
    expect(ago(2 * HOUR)).toBe('2 hours ago');
    expect(ago(48 * HOUR - 1)).toBe('47 hours ago');
    expect(ago(48 * HOUR)).toBe('2 days ago');
    expect(ago(30 * 24 * HOUR)).toBe('30 days ago');
  });
});

describe('percent rounding', () => {
  it('rounds half away from zero on the decimal (0.705 → 71%, as reports printed it)', () => {
    expect(formatPercent(0.705)).toBe('71%');
    expect(formatPercent(-0.705)).toBe('-71%');
    expect(formatPercent(-0.001)).toBe('0%');
  });
});

describe('percents in forms', () => {
  it('turns decimal rates into whole percents and back', () => {
    expect(rateToPercent(0.12)).toBe(12);
    expect(rateToPercent(0.075)).toBe(8);
    expect(percentToRate(10)).toBe(0.1);
    expect(percentToRate(140)).toBe(1);
  });
});

describe('provider labels', () => {
  it("names a provider's values in people's words (never 'Etf')", () => {
    expect(formatProviderLabel('etf')).toBe('ETF');
    expect(formatProviderLabel('credit_card')).toBe('Credit Card');
    expect(formatProviderLabel('money market')).toBe('Money Market');
    expect(formatProviderLabel('primary_residence')).toBe('Primary Residence');
    expect(formatProviderLabel('cd')).toBe('CD');
    expect(formatProviderLabel('sep ira')).toBe('SEP IRA');
    expect(formatProviderLabel('401k')).toBe('401k');
    expect(formatProviderLabel('line of credit')).toBe('Line Of Credit');
  });
});

describe('more dates', () => {
  it('writes months and a medium date with its time', () => {
    const time = '2024-06-14T13:30:00Z';
    expect(formatMonthYear(time)).toBe('Jun 2024');
    expect(formatMediumDateTime(time)).toBe('Jun 14, 2024, 9:30 AM');
    // Was '30 Jun, 2024 23:30 PM' on Connected Accounts (issue 33).
    expect(formatDateTime('2024-07-01T03:30:00.000Z')).toBe('30 Jun, 2024 11:30 PM');
    expect(formatDateTime('2024-03-05T14:07:00.000Z')).toBe('05 Mar, 2024 09:07 AM');
  });
});

describe('security types', () => {
  it("read alike on the screen, the /pdf page and the PDF's legend ('ETF', never 'Etf')", () => {
    expect(['etf', 'ETF', 'mutual fund', 'cryptocurrency', null, 'warrant'].map(formatSecurityType)).toEqual([
      'ETF',
      'ETF',
      'Mutual Fund',
      'Crypto',
      'Other',
      'Warrant',
    ]);
  });
});
