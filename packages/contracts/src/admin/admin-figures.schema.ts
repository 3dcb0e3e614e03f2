import { z } from 'zod';
import { ZPaidPlanKey, ZSubscriptionStatus } from '../billing/billing.schema';
import { zCalendarDate } from '../common/primitives.schema';
import { zAdminPage, zAdminPageSize } from './admin-users.schema';

/** A count per day, every day of the range present (zero where nothing happened). */
export const ZDailyCount = z.object({ date: zCalendarDate, count: z.number().int() });
export const ZDateRange = z.object({ startDate: zCalendarDate, endDate: zCalendarDate });
/** The MRR at the start of each day (the daily snapshot; today's is the live figure); null where none was taken. */
/** Subscriptions in their trial and the MRR they will add once they pay. */
export const ZInTrial = z.object({ count: z.number().int(), mrrCents: z.number().int() });
export const ZMrrDay = z.object({ date: zCalendarDate, mrrCents: z.number().int().nullable() });
/** The MRR's change this month: the live figure against the month's earliest snapshot (null before there is one). */
export const ZMrrChange = z.object({ sinceDate: zCalendarDate, fromCents: z.number().int(), changeCents: z.number().int() }).nullable();
export type TMrrDay = z.infer<typeof ZMrrDay>;

/** GET /api/admin/dashboard: the business at a glance, with 30 days of series. */
export const ZAdminDashboard = z.object({
  today: z.string(),
  signUps: z.object({ total: z.number().int(), last30Days: z.number().int() }),
  /** Not suspended, and signed in within the last 30 days. */
  activeClients: z.number().int(),
  activeAdvisors: z.number().int(),
  connections: z.object({ connected: z.number().int(), pending: z.number().int() }),
  institutions: z.object({ linked: z.number().int(), needingLogin: z.number().int() }),
  mrrCents: z.number().int(),
  mrrChange: ZMrrChange,
  /** Trials are not revenue (domain business figures): how many, and the MRR they will add once they pay. */
  inTrial: ZInTrial,
  trialsEndingThisWeek: z.object({ count: z.number().int(), week: ZDateRange }),
  series: z.object({ signUps: z.array(ZDailyCount), connections: z.array(ZDailyCount), mrr: z.array(ZMrrDay) }),
});
export type TAdminDashboard = z.infer<typeof ZAdminDashboard>;

/** A firm: a primary advisor (no parent) and the sub-advisors whose parent it is. */
export const ZFirmAdvisor = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  plan: z.string(),
  connectedClients: z.number().int(),
  createdAt: z.string(),
  suspended: z.boolean(),
});
export const ZFirm = ZFirmAdvisor.extend({
  planKey: ZPaidPlanKey.nullable(),
  subscriptionStatus: ZSubscriptionStatus,
  trialEndAt: z.string().nullable(),
  /** Where the primary advisor came from (their registration link's source), when known. */
  source: z.string().nullable(),
  subAdvisors: z.array(ZFirmAdvisor),
  /** The firm's connected clients, its sub-advisors' included. */
  totalConnectedClients: z.number().int(),
});
export const ADMIN_FIRM_SORTS = ['name', 'createdAt', 'clients'] as const;
/** GET /api/admin/firms: searched (a primary's or any sub-advisor's name or email), sorted and paged by the server. */
export const ZAdminFirmsQuery = z
  .object({
    search: z.string().max(100, 'Search can be at most 100 characters').optional(),
    sort: z.enum(ADMIN_FIRM_SORTS, { error: `Sort must be one of ${ADMIN_FIRM_SORTS.join(', ')}` }).default('name'),
    order: z.enum(['asc', 'desc'], { error: 'Order must be asc or desc' }).default('asc'),
    page: zAdminPage,
    pageSize: zAdminPageSize,
  })
  .strict();
export type TAdminFirmsQuery = z.infer<typeof ZAdminFirmsQuery>;
export const ZAdminFirms = z.object({ firms: z.array(ZFirm), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type TFirm = z.infer<typeof ZFirm>;
export type TAdminFirms = z.infer<typeof ZAdminFirms>;

/** A link to the provider's own page of an object: only Stripe has one (the sandbox is ours). */
const zProviderUrl = z.string().nullable();

export const ZAdminInvoice = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  number: z.string().nullable(),
  createdAt: z.string(),
  amountDueCents: z.number().int(),
  amountPaidCents: z.number().int(),
  status: z.string(),
  /** Failed charges: how many attempts so far, and when the provider tries again. */
  attemptCount: z.number().int(),
  nextPaymentAttemptAt: z.string().nullable(),
  providerUrl: zProviderUrl,
});
export const ZAdminBilling = z.object({
  provider: z.string(),
  mrrCents: z.number().int(),
  inTrial: ZInTrial,
  /** Monthly amounts of paying subscriptions that started paying this month (new MRR). */
  newMrrThisMonthCents: z.number().int(),
  mrrChange: ZMrrChange,
  /** 90 days of MRR. */
  mrrSeries: z.array(ZMrrDay),
  subscriptionsByStatus: z.array(z.object({ status: ZSubscriptionStatus, count: z.number().int() })),
  subscriptionsByPlan: z.array(z.object({ planKey: z.string(), count: z.number().int(), mrrCents: z.number().int() })),
  invoices: z.object({ paid: z.number().int(), open: z.number().int(), failed: z.number().int(), recent: z.array(ZAdminInvoice) }),
  /** Open invoices whose charge failed at least once: the ones to follow up. */
  failedPayments: z.array(ZAdminInvoice),
});
export type TAdminBilling = z.infer<typeof ZAdminBilling>;
export type TAdminInvoice = z.infer<typeof ZAdminInvoice>;

const SALES_MAX_DAYS = 366;
export const ZSalesQuery = z
  .object({ from: zCalendarDate.optional(), to: zCalendarDate.optional() })
  .strict()
  .refine((query) => !query.from || !query.to || query.from <= query.to, { error: 'From must be on or before To', path: ['from'] })
  .refine((query) => !query.from || !query.to || Date.parse(query.to) - Date.parse(query.from) <= SALES_MAX_DAYS * 86_400_000, {
    error: `The range can be at most ${SALES_MAX_DAYS} days`,
    path: ['to'],
  });
export type TSalesQuery = z.infer<typeof ZSalesQuery>;

export const ZAdminSales = z.object({
  range: ZDateRange,
  days: z.array(z.object({ date: zCalendarDate, signUps: z.number().int(), conversions: z.number().int() })),
  /** Sign-ups per source: clients + advisors + others = signUps (others: no role chosen yet, or admins now). */
  bySource: z.array(
    z.object({ source: z.string(), signUps: z.number().int(), clients: z.number().int(), advisors: z.number().int(), others: z.number().int() }),
  ),
  /** Trials that ended in the range, and how many of them pay now. */
  trials: z.object({ ended: z.number().int(), converted: z.number().int(), rate: z.number() }),
  /** The MRR of the subscriptions that started paying in the range and pay now (domain business figures). */
  newMrrCents: z.number().int(),
});
export type TAdminSales = z.infer<typeof ZAdminSales>;

export const ZCalendarQuery = z
  .object({
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Month must be in the YYYY-MM format' })
      .optional(),
  })
  .strict();
export const ZCalendarEventKind = z.enum(['trial-end', 'renewal', 'payment-retry']);
export const ZAdminCalendar = z.object({
  month: z.string(),
  range: ZDateRange,
  events: z.array(
    z.object({
      date: zCalendarDate,
      at: z.string(),
      kind: ZCalendarEventKind,
      userId: z.string(),
      userName: z.string(),
      planKey: z.string().nullable(),
      /** A renewal's or a retry's amount, at catalogue prices or the invoice's. */
      amountCents: z.number().int().nullable(),
    }),
  ),
});
export type TAdminCalendar = z.infer<typeof ZAdminCalendar>;
export type TCalendarEventKind = z.infer<typeof ZCalendarEventKind>;
