import type { TAdminCalendar } from '@finboard/contracts';
import { monthlyAmountCents, monthRange } from '@finboard/domain';
import { productToday } from '../../platform/clock';
import type { AdminDeps } from './admin-deps';
import { findPaymentRetries, findRenewals, findTrialEnds } from './admin-calendar.repository';

type CalendarEvent = TAdminCalendar['events'][number];

const eventAt = (at: Date | null) => (at ? { date: productToday(at), at: at.toISOString() } : null);
const nameOf = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`.trim();

/** A month of trial ends, renewals and failed-payment retries, in time order (this month unless asked). */
export async function getCalendar(deps: AdminDeps, month: string | undefined): Promise<TAdminCalendar> {
  const shown = month ?? deps.today().slice(0, 7);
  const range = monthRange(shown);
  const [trials, renewals, retries] = await Promise.all([
    findTrialEnds(deps.db, range.startDate, range.endDate),
    findRenewals(deps.db, range.startDate, range.endDate),
    findPaymentRetries(deps.db, range.startDate, range.endDate),
  ]);
  const events: CalendarEvent[] = [];
  const push = (at: Date | null, event: Omit<CalendarEvent, 'date' | 'at'>) => {
    const when = eventAt(at);
    if (when) events.push({ ...when, ...event });
  };
  for (const row of trials) push(row.at, { kind: 'trial-end', userId: row.userId, userName: nameOf(row), planKey: row.planKey, amountCents: null });
  for (const row of renewals)
    push(row.at, { kind: 'renewal', userId: row.userId, userName: nameOf(row), planKey: row.planKey, amountCents: monthlyAmountCents(row) });
  for (const row of retries) push(row.at, { kind: 'payment-retry', userId: row.userId, userName: nameOf(row), planKey: null, amountCents: row.amountDueCents });
  events.sort((a, b) => a.at.localeCompare(b.at));
  return { month: shown, range, events };
}
