import { describe, expect, it } from 'vitest';
import { reconstructDailyBalances } from './balance-history';

describe('reconstructDailyBalances', () => {
  it('gives back money spent from assets and removes charges from debts, day by day, oldest first', () => {
    const today = { date: '2024-03-10', assetsCents: 100_000, liabilitiesCents: 20_000 };
    const flows = [
      { date: '2024-03-10', assetsAmountCents: 5_000, liabilitiesAmountCents: 3_000 },
      { date: '2024-03-09', assetsAmountCents: -200_000, liabilitiesAmountCents: 0 },
    ];
    expect(reconstructDailyBalances(today, flows, '2024-03-07')).toEqual([
      { date: '2024-03-07', assetsCents: -95_000, liabilitiesCents: 17_000 },
      { date: '2024-03-08', assetsCents: -95_000, liabilitiesCents: 17_000 },
      { date: '2024-03-09', assetsCents: 105_000, liabilitiesCents: 17_000 },
      { date: '2024-03-10', assetsCents: 100_000, liabilitiesCents: 20_000 },
    ]);
  });

  it('keeps the sign: a card charged more than it owed was in credit the day before', () => {
    const today = { date: '2024-03-10', assetsCents: 0, liabilitiesCents: 1_000 };
    expect(reconstructDailyBalances(today, [{ date: '2024-03-10', assetsAmountCents: 0, liabilitiesAmountCents: 5_000 }], '2024-03-09')[0]).toEqual({
      date: '2024-03-09',
      assetsCents: 0,
      liabilitiesCents: -4_000,
    });
  });
});
