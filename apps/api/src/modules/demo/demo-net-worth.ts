import type { Db } from '@finboard/db';
import { reconstructDailyBalances } from '@finboard/domain/accounts';
import { addMonths, isWeekend } from '@finboard/domain/calendar';
import { insertSnapshots, sumBalances, sumDailyFlows } from '../net-worth/snapshots.repository';
import type { DemoSeeder } from './demo-seeders';

const HISTORY_MONTHS = 24;

/**
 * A person's net-worth history as daily syncs would have written it: a snapshot on weekdays before
 * today (weekends carry Friday's forward; today's is written with the accounts), the balances walked
 * back from today's through their transactions. Investments are held at today's value.
 */
export async function seedNetWorthHistoryOf(db: Db, userId: string, today: string, months: number): Promise<void> {
  const totals = await sumBalances(db, { ownerId: userId });
  const firstDate = addMonths(today, -months);
  const flows = await sumDailyFlows(db, { ownerId: userId, sinceDate: firstDate });
  const days = reconstructDailyBalances({ date: today, assetsCents: totals.assetsCents, liabilitiesCents: totals.liabilitiesCents }, flows, firstDate);
  const weekdays = days.filter((day) => day.date !== today && !isWeekend(day.date));
  await insertSnapshots(
    db,
    weekdays.map((day) => ({
      userId,
      trackingDate: day.date,
      assetsCents: day.assetsCents,
      liabilitiesCents: day.liabilitiesCents,
      netWorthCents: day.assetsCents - day.liabilitiesCents,
      investmentsCents: totals.investmentsCents,
      institutionCount: totals.institutionCount,
    })),
  );
}

/** Two years of the demo client's history. */
export const seedDemoNetWorthHistory: DemoSeeder = async (context) => {
  const userId = context.userIds.client;
  if (userId) await seedNetWorthHistoryOf(context.db, userId, context.today, HISTORY_MONTHS);
};
