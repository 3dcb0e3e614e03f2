import { reconstructDailyBalances } from '@finboard/domain/accounts';
import { addMonths, isWeekend } from '@finboard/domain/calendar';
import { insertSnapshots, sumBalances, sumDailyFlows } from '../net-worth/snapshots.repository';
import type { DemoSeeder } from './demo-seeders';

const HISTORY_MONTHS = 24;

/**
 * A year-and-more of net-worth history for the demo client, as daily syncs would have written it:
 * a snapshot on weekdays (weekends carry Friday's forward), the balances walked back from today's
 * through the demo transactions. Investments are held at today's value.
 */
export const seedDemoNetWorthHistory: DemoSeeder = async (context) => {
  const userId = context.userIds.client;
  if (!userId) return;
  const totals = await sumBalances(context.db, { ownerId: userId });
  const firstDate = addMonths(context.today, -HISTORY_MONTHS);
  const flows = await sumDailyFlows(context.db, { ownerId: userId, sinceDate: firstDate });
  const days = reconstructDailyBalances({ date: context.today, assetsCents: totals.assetsCents, liabilitiesCents: totals.liabilitiesCents }, flows, firstDate);
  const weekdays = days.filter((day) => day.date !== context.today && !isWeekend(day.date));
  await insertSnapshots(
    context.db,
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
};
