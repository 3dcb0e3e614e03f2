import { addDays } from '../calendar';

/** Money that moved on one day, per side of the balance sheet (Plaid's sign: positive is money out). */
export interface DailyFlow {
  date: string;
  assetsAmountCents: number;
  liabilitiesAmountCents: number;
}

export interface DailyBalances {
  date: string;
  assetsCents: number;
  liabilitiesCents: number;
}

/**
 * Walks today's balances back through the transactions: money out of an asset account lowered it,
 * so the day before had it back; a charge on a card or loan (positive) raised the debt, so the day
 * before owed less. Returns one entry per day from `firstDate` to `today`, oldest first. Either side
 * may go below zero, as balances do: an overdraft lowers assets, a credit on a card lowers liabilities.
 */
export function reconstructDailyBalances(today: DailyBalances, flows: readonly DailyFlow[], firstDate: string): DailyBalances[] {
  const byDate = new Map(flows.map((flow) => [flow.date, flow]));
  const days: DailyBalances[] = [today];
  let current = today;
  for (let date = today.date; date > firstDate;) {
    const flow = byDate.get(date);
    const previous = addDays(date, -1);
    current = {
      date: previous,
      assetsCents: current.assetsCents + (flow?.assetsAmountCents ?? 0),
      liabilitiesCents: current.liabilitiesCents - (flow?.liabilitiesAmountCents ?? 0),
    };
    days.push(current);
    date = previous;
  }
  return days.reverse();
}
