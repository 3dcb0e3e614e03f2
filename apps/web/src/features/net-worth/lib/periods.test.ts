import { describe, expect, it } from 'vitest';
import type { NetWorthSummary } from './net-worth-summary';
import { changeLine, changePhrase, netWorthPeriodRange, rangeOf } from './periods';

describe('net-worth periods', () => {
  it('ends every chip on today: 1W is 7 days, 1M, 3M and 1Y go back whole calendar months', () => {
    expect(netWorthPeriodRange('1W', '2026-11-22')).toEqual({ startDate: '2026-11-16', endDate: '2026-11-22' });
    expect(netWorthPeriodRange('1M', '2026-11-22')).toEqual({ startDate: '2026-10-22', endDate: '2026-11-22' });
    expect(netWorthPeriodRange('3M', '2026-11-22')).toEqual({ startDate: '2026-08-22', endDate: '2026-11-22' });
    expect(netWorthPeriodRange('1Y', '2026-11-22')).toEqual({ startDate: '2025-11-22', endDate: '2026-11-22' });
  });

  it('clamps to the shorter month and crosses years', () => {
    expect(netWorthPeriodRange('1M', '2026-03-31').startDate).toBe('2026-02-28');
    expect(netWorthPeriodRange('1Y', '2024-02-29').startDate).toBe('2023-02-28');
    expect(netWorthPeriodRange('1W', '2026-01-03').startDate).toBe('2025-12-28');
  });

  it('keeps a picked range as picked', () => {
    expect(rangeOf({ kind: 'custom', startDate: '2026-01-05', endDate: '2026-02-01' }, '2026-11-22')).toEqual({
      startDate: '2026-01-05',
      endDate: '2026-02-01',
    });
    expect(rangeOf({ kind: 'period', period: '1W' }, '2026-11-22')).toEqual({ startDate: '2026-11-16', endDate: '2026-11-22' });
  });

  it('says what the change is measured over', () => {
    const range = { startDate: '2026-10-22', endDate: '2026-11-22' };
    expect(changePhrase({ kind: 'period', period: '1M' }, range, '2026-10-22')).toBe('past month');
    expect(changePhrase({ kind: 'period', period: '1Y' }, range, '2026-10-22')).toBe('past 1 year');
    expect(changePhrase({ kind: 'custom', ...range }, range, '2026-10-22')).toBe('Oct 22, 2026 – Nov 22, 2026');
    // Tracking began inside the range: the change runs from the first snapshot.
    expect(changePhrase({ kind: 'period', period: '1M' }, range, '2026-11-03')).toBe('since Nov 3, 2026');
  });

  it('shows a change only when there are two days to compare', () => {
    const range = { startDate: '2026-10-22', endDate: '2026-11-22' };
    const month = { kind: 'period', period: '1M' } as const;
    const summary = (fromDate: string, toDate: string) => ({ fromDate, toDate }) as NetWorthSummary;
    expect(changeLine(summary('2026-10-22', '2026-11-22'), month, range)).toEqual({ kind: 'change', phrase: 'past month' });
    expect(changeLine(summary('2026-11-22', '2026-11-22'), month, range)).toEqual({ kind: 'note', text: 'Tracking since Nov 22, 2026' });
    const oneDay = { startDate: '2026-11-01', endDate: '2026-11-01' };
    expect(changeLine(summary('2026-11-01', '2026-11-01'), { kind: 'custom', ...oneDay }, oneDay)).toEqual({ kind: 'none' });
  });
});
