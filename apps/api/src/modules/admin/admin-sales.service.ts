import type { TAdminSales, TSalesQuery } from '@finboard/contracts';
import { calculateBusinessFigures, fillDailySeries, lastDays, toSubscriptionStatus } from '@finboard/domain';
import { sourceKey, sourceLabel } from '@finboard/domain/workspace';
import type { AdminDeps } from './admin-deps';
import { countConversionsByDay, countEndedTrials, countSignUpsBySource, findConversions } from './admin-sales.repository';
import { countSignUpsByDay } from './admin-dashboard.repository';

const DEFAULT_DAYS = 30;

type SourceCount = TAdminSales['bySource'][number];

/** One row per source whatever its case ('Email' and 'email' are one), under its proper name, most sign-ups first. */
function mergeSources(rows: readonly SourceCount[]): SourceCount[] {
  const byKey = new Map<string, SourceCount>();
  for (const row of rows) {
    const key = sourceKey(row.source);
    const seen = byKey.get(key);
    if (seen)
      byKey.set(key, {
        ...seen,
        signUps: seen.signUps + row.signUps,
        clients: seen.clients + row.clients,
        advisors: seen.advisors + row.advisors,
        others: seen.others + row.others,
      });
    else byKey.set(key, { source: sourceLabel(row.source), signUps: row.signUps, clients: row.clients, advisors: row.advisors, others: row.others });
  }
  return [...byKey.values()].sort((a, b) => b.signUps - a.signUps || a.source.localeCompare(b.source));
}

/** Sign-ups and conversions by day and by source over a range (the last 30 days unless asked). */
export async function getSales(deps: AdminDeps, query: TSalesQuery): Promise<TAdminSales> {
  const fallback = lastDays(deps.today(), DEFAULT_DAYS);
  const range = {
    startDate: query.from ?? (query.to ? lastDays(query.to, DEFAULT_DAYS).startDate : fallback.startDate),
    endDate: query.to ?? fallback.endDate,
  };
  if (range.startDate > range.endDate) range.endDate = range.startDate;
  const [signUps, conversions, bySource, trials, converted] = await Promise.all([
    countSignUpsByDay(deps.db, range.startDate, range.endDate),
    countConversionsByDay(deps.db, range.startDate, range.endDate),
    countSignUpsBySource(deps.db, range.startDate, range.endDate),
    countEndedTrials(deps.db, range.startDate, range.endDate, deps.now()),
    findConversions(deps.db, range.startDate, range.endDate),
  ]);
  const conversionSeries = new Map(fillDailySeries(range, conversions).map((day) => [day.date, day.count]));
  return {
    range,
    days: fillDailySeries(range, signUps).map((day) => ({ date: day.date, signUps: day.count, conversions: conversionSeries.get(day.date) ?? 0 })),
    bySource: mergeSources(
      bySource.map((row) => ({ source: row.source, signUps: row.signUps, clients: row.clients, advisors: row.advisors, others: row.others })),
    ),
    trials: { ...trials, rate: trials.ended === 0 ? 0 : trials.converted / trials.ended },
    // The MRR the range's conversions bring, by the one definition (domain business figures).
    newMrrCents: calculateBusinessFigures(converted.map((row) => ({ ...row, status: toSubscriptionStatus(row.status) }))).mrrCents,
  };
}
