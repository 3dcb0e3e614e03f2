import { describe, expect, it } from 'vitest';
import { defaultRange, periodRange, pickCustomRange } from './range';

describe('cash-flow ranges', () => {
  it('the chips end on the product today; 1M is the default', () => {
    expect(defaultRange('2024-03-10')).toEqual({ period: '1M', startDate: '2024-02-10', endDate: '2024-03-10' });
    expect(periodRange('1D', '2024-03-10')).toEqual({ period: '1D', startDate: '2024-03-10', endDate: '2024-03-10' });
    expect(periodRange('1W', '2024-03-10')).toEqual({ period: '1W', startDate: '2024-03-04', endDate: '2024-03-10' });
    expect(periodRange('3M', '2024-03-10')).toEqual({ period: '3M', startDate: '2023-12-10', endDate: '2024-03-10' });
  });

  it('takes a two-day pick at once, in order', () => {
    expect(pickCustomRange(['2024-01-05', '2024-01-20'], false)).toEqual({
      accepted: { period: null, startDate: '2024-01-05', endDate: '2024-01-20' },
      heldBack: false,
    });
    expect(pickCustomRange(['2024-01-20', '2024-01-05'], false).accepted).toMatchObject({ startDate: '2024-01-05', endDate: '2024-01-20' });
  });

  it('waits while only the start is picked', () => {
    expect(pickCustomRange(['2024-01-05', null], false)).toEqual({ accepted: null, heldBack: false });
    expect(pickCustomRange(['2024-01-05', null], true)).toEqual({ accepted: null, heldBack: true });
  });

  it('holds back an equal start and end once, then accepts the next pick', () => {
    const first = pickCustomRange(['2024-01-05', '2024-01-05'], false);
    expect(first).toEqual({ accepted: null, heldBack: true });
    const second = pickCustomRange(['2024-01-05', '2024-01-05'], first.heldBack);
    expect(second).toEqual({ accepted: { period: null, startDate: '2024-01-05', endDate: '2024-01-05' }, heldBack: false });
    // Accepted once, the next one-day pick is held back again.
    expect(pickCustomRange(['2024-01-09', '2024-01-09'], second.heldBack)).toEqual({ accepted: null, heldBack: true });
  });

  it('a different range after a held-back day is accepted and clears the hold', () => {
    expect(pickCustomRange(['2024-01-05', '2024-01-08'], true)).toEqual({
      accepted: { period: null, startDate: '2024-01-05', endDate: '2024-01-08' },
      heldBack: false,
    });
  });
});
