// What a household's net-worth history should hold, worked out independently of the seeders: each
// account on its own walked back from today through its own transactions (as the product walks its
// totals back, reconstructDailyBalances), then summed per day.
import { reconstructDailyBalances } from '@finboard/domain/accounts';

interface Account {
  id: string;
  balanceType: string;
  amountCents: number;
}

interface Flow {
  accountId: string | null;
  date: string;
  amountCents: number;
}

/** Per day from `firstDate` to `today`: the accounts' assets and liabilities summed. */
export function accountsWalkedBack(accounts: Account[], flows: Flow[], today: string, firstDate: string) {
  const sums = new Map<string, { assetsCents: number; liabilitiesCents: number }>();
  for (const account of accounts) {
    const isAsset = account.balanceType === 'assets';
    const byDay = new Map<string, number>();
    for (const row of flows) if (row.accountId === account.id) byDay.set(row.date, (byDay.get(row.date) ?? 0) + row.amountCents);
    const days = reconstructDailyBalances(
      { date: today, assetsCents: isAsset ? account.amountCents : 0, liabilitiesCents: isAsset ? 0 : account.amountCents },
      [...byDay].map(([date, amountCents]) => ({ date, assetsAmountCents: isAsset ? amountCents : 0, liabilitiesAmountCents: isAsset ? 0 : amountCents })),
      firstDate,
    );
    for (const day of days) {
      const sum = sums.get(day.date) ?? { assetsCents: 0, liabilitiesCents: 0 };
      sums.set(day.date, { assetsCents: sum.assetsCents + day.assetsCents, liabilitiesCents: sum.liabilitiesCents + day.liabilitiesCents });
    }
  }
  return sums;
}
