import type { TAdminDashboard } from '@finboard/contracts';
import type { LagTolerantReads } from '@finboard/db';
import { calculateBusinessFigures, fillDailySeries, lastDays, toSubscriptionStatus, weekOf } from '@finboard/domain';
import { NEEDS_LOGIN_CODES } from '../institutions/sync.service';
import type { AdminDeps } from './admin-deps';
import { getMrrHistory } from './mrr-history.service';
import {
  countActiveUsers,
  countConnectionsByDay,
  countLinkedInstitutions,
  countLinksByStatus,
  countSignUpsByDay,
  countTrialsEnding,
  countUsers,
  findRevenueSubscriptions,
} from './admin-dashboard.repository';

const SERIES_DAYS = 30;
/** "Active": signed in within this many days. */
export const ACTIVE_WITHIN_DAYS = 30;
const DAY_MS = 86_400_000;

/** The admin's dashboard: counts and series over every user, each tolerating a little lag (readDb). */
export async function getDashboard(deps: AdminDeps & LagTolerantReads): Promise<TAdminDashboard> {
  const db = deps.readDb;
  const today = deps.today();
  const range = lastDays(today, SERIES_DAYS);
  const week = weekOf(today);
  const activeSince = new Date(deps.now().getTime() - ACTIVE_WITHIN_DAYS * DAY_MS);
  const [total, signUpsByDay, activeClients, activeAdvisors, connections, linkedInstitutions, trials, connectionsByDay, subscriptions] = await Promise.all([
    countUsers(db),
    countSignUpsByDay(db, range.startDate, range.endDate),
    countActiveUsers(db, 'client', activeSince),
    countActiveUsers(db, 'advisor', activeSince),
    countLinksByStatus(db),
    countLinkedInstitutions(db, [...NEEDS_LOGIN_CODES]),
    countTrialsEnding(db, week.startDate, week.endDate),
    countConnectionsByDay(db, range.startDate, range.endDate),
    findRevenueSubscriptions(db),
  ]);
  const signUps = fillDailySeries(range, signUpsByDay);
  const { mrrCents, inTrial } = calculateBusinessFigures(subscriptions.map((row) => ({ ...row, status: toSubscriptionStatus(row.status) })));
  const mrr = await getMrrHistory(db, today, mrrCents, SERIES_DAYS);
  return {
    today,
    signUps: { total, last30Days: signUps.reduce((sum, day) => sum + day.count, 0) },
    activeClients,
    activeAdvisors,
    connections,
    institutions: linkedInstitutions,
    mrrCents,
    mrrChange: mrr.change,
    inTrial,
    trialsEndingThisWeek: { count: trials, week },
    series: { signUps, connections: fillDailySeries(range, connectionsByDay), mrr: mrr.series },
  };
}
