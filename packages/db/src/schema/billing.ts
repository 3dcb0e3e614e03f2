import { BILLING_ACTIONS, BILLING_ATTEMPT_STATES, INVOICE_STATUSES, PAID_PLAN_KEYS, SUBSCRIPTION_STATUSES } from '@finboard/domain/billing';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { isOneOf } from './closed-set';
import { users } from './auth';

/**
 * Billing, mirrored from the billing provider (the embedded sandbox or Stripe). The provider owns the
 * truth; these rows are what the product reads, written from the provider's answers and from its
 * webhook events (each object fetched afresh, the newest fetch wins).
 */

/** The provider's customer for a user (one per user and provider). */
export const billingCustomers = pgTable('billing_customers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  customerId: text('customer_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A user's subscriptions, current and past; the newest live one is the user's plan. */
export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    /** The provider's subscription id (sub_…). */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    customerId: text('customer_id').notNull(),
    planKey: text('plan_key', { enum: PAID_PLAN_KEYS }).notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** Connected clients beyond the plan's included number, as last reported to the provider. */
    extraClients: integer('extra_clients').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the provider's object was read; an older read never overwrites a newer one. */
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('billing_subscriptions_user_id_idx').on(table.userId, table.createdAt),
    check('billing_subscriptions_plan_key_check', isOneOf(table.planKey, PAID_PLAN_KEYS)),
    check('billing_subscriptions_status_check', isOneOf(table.status, SUBSCRIPTION_STATUSES)),
  ],
);

/** The user's default card, as the provider describes it (never the number). */
export const billingPaymentMethods = pgTable('billing_payment_methods', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  paymentMethodId: text('payment_method_id').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  name: text('name'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Invoices (spec 01 §3 Invoice: number, created, amount_paid, status, links). */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    /** The provider's invoice id (in_…). */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: text('subscription_id'),
    number: text('number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    amountDueCents: bigint('amount_due_cents', { mode: 'number' }).notNull(),
    amountPaidCents: bigint('amount_paid_cents', { mode: 'number' }).notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull(),
    hostedInvoiceUrl: text('hosted_invoice_url'),
    invoicePdfUrl: text('invoice_pdf_url'),
    accountName: text('account_name'),
    /** A failed charge's attempt count and when the provider tries again (failed payments to follow up). */
    attemptCount: integer('attempt_count').notNull().default(0),
    nextPaymentAttempt: timestamp('next_payment_attempt', { withTimezone: true }),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('billing_invoices_user_id_idx').on(table.userId, table.createdAt),
    check('billing_invoices_status_check', isOneOf(table.status, INVOICE_STATUSES)),
  ],
);

/**
 * The provider idempotency key of each user action on billing: the web's attempt key names the
 * attempt (a double click or a retry after a lost answer sends it again), the server picks the key
 * Stripe sees and replaces it once Stripe has answered that key with an error (Stripe replays a
 * saved error, 500s included, for 24 hours).
 */
export const billingAttempts = pgTable(
  'billing_attempts',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action', { enum: BILLING_ACTIONS }).notNull(),
    attemptKey: text('attempt_key').notNull(),
    providerKey: text('provider_key').notNull().unique(),
    state: text('state', { enum: BILLING_ATTEMPT_STATES }).notNull().default('pending'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.action, table.attemptKey] }),
    check('billing_attempts_action_check', isOneOf(table.action, BILLING_ACTIONS)),
    check('billing_attempts_state_check', isOneOf(table.state, BILLING_ATTEMPT_STATES)),
  ],
);

/** Each webhook event once: the id is claimed before its work is queued, so a replay does nothing. */
export const billingEvents = pgTable('billing_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  /** The event's own creation time (Unix seconds), as the provider stamped it. */
  createdSeconds: bigint('created_seconds', { mode: 'number' }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
});

/**
 * The embedded billing sandbox's own objects (customers, payment methods, subscriptions, invoices,
 * events), in Stripe's shapes: a real offline implementation of the provider, kept in the database
 * so it survives restarts.
 */
export const billingSandboxObjects = pgTable(
  'billing_sandbox_objects',
  {
    id: text('id').primaryKey(),
    /** customer | payment_method | subscription | invoice | event | idempotency */
    type: text('type').notNull(),
    customerId: text('customer_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdSeconds: bigint('created_seconds', { mode: 'number' }).notNull(),
  },
  (table) => [index('billing_sandbox_objects_customer_idx').on(table.customerId, table.type)],
);
