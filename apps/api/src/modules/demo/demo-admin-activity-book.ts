import type { adminMrrSnapshots, billingCustomers, billingInvoices, billingSubscriptions } from '@finboard/db';
import { calculateBusinessFigures, monthlyAmountCents } from '@finboard/domain';
import { addDays, addMonths, calendarDateIn, productTimeZone } from '@finboard/domain/calendar';
import { demoId } from './demo-advisors';
import type { DemoUserRow } from './demo-advisors.repository';
import { createSeededRandom } from './seeded-random';

/**
 * What the admin pages show on first start (issue 19): sign-ups over the last five weeks from
 * registration links, the directory and direct visits; advisors on trials that end this month, on paid
 * plans that renew this month, and two whose renewal failed and is retried this month; and 90 days
 * of MRR snapshots as the daily job would have recorded them (demoMrrHistory). All relative to the first start's day.
 * These people have no sign-in account, and their subscriptions live only in the billing mirror (the
 * sandbox never sees them, so its clock does not move them on: they stay as seeded).
 */
export const ACTIVITY_EMAIL_DOMAIN = 'signups.finboard-demo.example';
export const ACTIVITY_SIGN_UPS = 30;
const SIGN_UP_DAYS = 35;
export const MRR_HISTORY_DAYS = 90;
const CLIENT_SOURCES = ['facebook', 'email', 'linkedin', 'Referral', 'instagram'];
const FIRST = ['Ari', 'Bea', 'Cole', 'Dara', 'Eli', 'Faye', 'Gus', 'Ines', 'Jude', 'Kai', 'Lena', 'Milo', 'Nia', 'Omar', 'Pia'];
const LAST = ['Abbott', 'Brandt', 'Castro', 'Diallo', 'Eriksen', 'Foster', 'Greco', 'Hughes', 'Ito', 'Jensen', 'Keller'];

type Plan = 'basic' | 'advanced' | 'firm';
/** The advisors' billing: what each shows on Billing, the calendar and Sales. */
type AdvisorBilling =
  | { kind: 'trial'; plan: Plan; trialEndsIn: number }
  | { kind: 'paying'; plan: Plan; renewsIn: number; extraClients: number; trialEnded: boolean }
  | { kind: 'failed'; plan: Plan; renewsIn: number; attempts: number };
const ADVISORS: AdvisorBilling[] = [
  { kind: 'trial', plan: 'advanced', trialEndsIn: 1 },
  { kind: 'trial', plan: 'firm', trialEndsIn: 4 },
  { kind: 'trial', plan: 'basic', trialEndsIn: 9 },
  { kind: 'paying', plan: 'basic', renewsIn: 2, extraClients: 3, trialEnded: true },
  { kind: 'paying', plan: 'advanced', renewsIn: 6, extraClients: 0, trialEnded: true },
  { kind: 'paying', plan: 'firm', renewsIn: 12, extraClients: 0, trialEnded: false },
  { kind: 'failed', plan: 'advanced', renewsIn: -2, attempts: 1 },
  { kind: 'failed', plan: 'basic', renewsIn: -5, attempts: 2 },
];

export interface AdminActivityBook {
  users: DemoUserRow[];
  customers: (typeof billingCustomers.$inferInsert)[];
  subscriptions: (typeof billingSubscriptions.$inferInsert)[];
  invoices: (typeof billingInvoices.$inferInsert)[];
  /** Filled by the seeder from every paying subscription in the mirror (the demo client's too): demoMrrHistory. */
  snapshots: (typeof adminMrrSnapshots.$inferInsert)[];
}

/** The day `offset` days from today, kept within today's month (the calendar shows this month). */
function dayThisMonth(today: string, offset: number): string {
  const first = `${today.slice(0, 7)}-01`;
  const last = addDays(addMonths(first, 1), -1);
  const day = addDays(today, offset);
  return day < first ? first : day > last ? last : day;
}

/** Midday in New York (17:00 UTC is 12:00 EST and 13:00 EDT): the instant falls on that product day. */
const middayOf = (date: string) => new Date(`${date}T17:00:00Z`);

function signUpOf(i: number, today: string, advisorId: string): DemoUserRow & { isAdvisor: boolean } {
  const firstName = FIRST[i % FIRST.length] as string;
  const lastName = LAST[i % LAST.length] as string;
  const createdAt = new Date(middayOf(addDays(today, -Math.floor((i * SIGN_UP_DAYS) / ACTIVITY_SIGN_UPS))).getTime() - (i % 5) * 3_600_000);
  const isAdvisor = i < ADVISORS.length;
  // Clients: an advisor's registration link with its source, the directory, or a direct visit.
  const linkSource = CLIENT_SOURCES[i % CLIENT_SOURCES.length] as string;
  let registrationContext: Record<string, string> = {};
  if (isAdvisor && i % 3 === 0) registrationContext = { source: 'Directory' };
  else if (!isAdvisor && i % 4 === 0) registrationContext = { source: 'Directory', advisorConnect: advisorId };
  else if (!isAdvisor && i % 4 !== 3) registrationContext = { advisor: advisorId, source: linkSource };
  return {
    id: demoId('activity-user', i),
    name: `${firstName} ${lastName}`,
    email: `${firstName}.${lastName}.${i}@${ACTIVITY_EMAIL_DOMAIN}`.toLowerCase(),
    emailVerified: true,
    firstName,
    lastName,
    role: isAdvisor ? 'advisor' : 'client',
    completionDate: today,
    plan: 'free',
    registrationContext,
    lastActiveAt: new Date(createdAt.getTime() + (i % 7) * 86_400_000),
    createdAt,
    updatedAt: createdAt,
    isAdvisor,
  };
}

function billingOf(book: AdminActivityBook, i: number, userId: string, billing: AdvisorBilling, today: string, now: Date) {
  const customerId = `cus_demo${demoId('activity-customer', i).slice(0, 16)}`;
  const subscriptionId = `sub_demo${demoId('activity-subscription', i).slice(0, 16)}`;
  book.customers.push({ userId, provider: 'sandbox', customerId, createdAt: now });
  const base = { id: subscriptionId, userId, provider: 'sandbox', customerId, planKey: billing.plan, fetchedAt: now };
  if (billing.kind === 'trial') {
    const trialEnd = middayOf(dayThisMonth(today, billing.trialEndsIn));
    const createdAt = new Date(trialEnd.getTime() - 14 * 86_400_000);
    book.subscriptions.push({ ...base, status: 'trialing', trialEnd, extraClients: 0, currentPeriodStart: createdAt, currentPeriodEnd: trialEnd, createdAt });
    return;
  }
  const periodEndDay = dayThisMonth(today, billing.renewsIn);
  const periodEnd = middayOf(billing.kind === 'failed' ? addMonths(periodEndDay, 1) : periodEndDay);
  const periodStartDay = billing.kind === 'failed' ? periodEndDay : addMonths(periodEndDay, -1);
  const paidSinceDay = addMonths(periodStartDay, -(1 + (i % 3)));
  const trialEnd = billing.kind === 'paying' && !billing.trialEnded ? null : middayOf(paidSinceDay);
  const createdAt = new Date(middayOf(paidSinceDay).getTime() - (trialEnd ? 14 * 86_400_000 : 0));
  const extraClients = billing.kind === 'paying' ? billing.extraClients : 0;
  book.subscriptions.push({
    ...base,
    status: billing.kind === 'failed' ? 'past_due' : 'active',
    trialEnd,
    extraClients,
    currentPeriodStart: middayOf(periodStartDay),
    currentPeriodEnd: periodEnd,
    createdAt,
  });
  const amountCents = monthlyAmountCents({ planKey: billing.plan, extraClients });
  // The months already paid, then (for a failed renewal) the open invoice the provider retries every 3 days.
  for (let month = paidSinceDay, n = 0; month < (billing.kind === 'failed' ? periodStartDay : addDays(periodEndDay, -1)); month = addMonths(month, 1), n += 1) {
    book.invoices.push(invoiceOf(i, n, userId, subscriptionId, middayOf(month), amountCents, 'paid', now));
  }
  if (billing.kind === 'failed') {
    const nextAttempt = middayOf(dayThisMonth(periodStartDay, 3 * billing.attempts));
    book.invoices.push({
      ...invoiceOf(i, 99, userId, subscriptionId, middayOf(periodStartDay), amountCents, 'open', now),
      attemptCount: billing.attempts,
      nextPaymentAttempt: nextAttempt,
    });
  }
}

function invoiceOf(
  i: number,
  n: number,
  userId: string,
  subscriptionId: string,
  createdAt: Date,
  amountCents: number,
  status: 'paid' | 'open',
  now: Date,
): typeof billingInvoices.$inferInsert {
  const id = `in_demo${demoId('activity-invoice', i * 100 + n).slice(0, 16)}`;
  return {
    id,
    userId,
    subscriptionId,
    number: `DEMO-${String(i).padStart(2, '0')}-${String(n + 1).padStart(3, '0')}`,
    createdAt,
    amountDueCents: amountCents,
    amountPaidCents: status === 'paid' ? amountCents : 0,
    status,
    attemptCount: 0,
    nextPaymentAttempt: null,
    fetchedAt: now,
  };
}

/**
 * The MRR at the start of each of the last days before today, from the paying subscriptions' own
 * history as the demo made them (each pays from its paid-since day; none was cancelled or changed):
 * what the daily job (admin.mrr-snapshot) would have recorded.
 */
export function demoMrrHistory(
  paying: readonly { planKey: string; extraClients: number; paidSince: Date }[],
  today: string,
  now: Date,
): AdminActivityBook['snapshots'] {
  const since = paying.map((row) => ({
    day: calendarDateIn(productTimeZone(), row.paidSince),
    subscription: { planKey: row.planKey, extraClients: row.extraClients, status: 'active' as const },
  }));
  const snapshots: AdminActivityBook['snapshots'] = [];
  for (let back = MRR_HISTORY_DAYS - 1; back >= 1; back -= 1) {
    const day = addDays(today, -back);
    // The same sum as the live figures (domain business figures).
    const { mrrCents, payingSubscriptions } = calculateBusinessFigures(since.filter((row) => row.day < day).map((row) => row.subscription));
    snapshots.push({ day, mrrCents, payingSubscriptions, takenAt: now });
  }
  return snapshots;
}

export function buildAdminActivityBook(advisorId: string, today: string, now: Date): AdminActivityBook {
  const book: AdminActivityBook = { users: [], customers: [], subscriptions: [], invoices: [], snapshots: [] };
  const random = createSeededRandom(19);
  for (let i = 0; i < ACTIVITY_SIGN_UPS; i += 1) {
    const { isAdvisor, ...user } = signUpOf(i, today, advisorId);
    book.users.push(user);
    const billing = ADVISORS[i];
    if (isAdvisor && billing) billingOf(book, i, user.id, billing, today, now);
  }
  // A few of the newest sign-ups have not come back since.
  for (const user of book.users) if (random.next() < 0.2) user.lastActiveAt = null;
  return book;
}
