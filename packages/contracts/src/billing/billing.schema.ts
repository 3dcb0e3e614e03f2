import { z } from 'zod';
import { PAID_PLAN_KEYS, SUBSCRIPTION_STATUSES } from '@finboard/domain/billing';

export const ZPaidPlanKey = z.enum(PAID_PLAN_KEYS as unknown as ['basic', 'advanced', 'firm', 'client']);
export const ZSubscriptionStatus = z.enum(SUBSCRIPTION_STATUSES);

/** The card on file (spec 01 §5 Card: brand, last4, name, expMonth, expYear); never the number. */
export const ZBillingPaymentMethod = z.object({
  brand: z.string(),
  last4: z.string(),
  name: z.string().nullable(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});
export type TBillingPaymentMethod = z.infer<typeof ZBillingPaymentMethod>;

/** Spec 01 §3 Invoice: created in Unix seconds, amounts in cents. */
export const ZBillingInvoice = z.object({
  id: z.string(),
  number: z.string().nullable(),
  created: z.number().int(),
  amountPaidCents: z.number().int(),
  amountDueCents: z.number().int(),
  status: z.enum(['draft', 'open', 'paid', 'uncollectible', 'void']),
  /** The provider's page for the invoice (Stripe's hosted invoice page, or the sandbox's PDF). */
  hostedInvoiceUrl: z.string().nullable(),
  /** Our own download route, which streams or redirects to the provider's PDF. */
  invoicePdfUrl: z.string().nullable(),
  accountName: z.string().nullable(),
});
export type TBillingInvoice = z.infer<typeof ZBillingInvoice>;

export const ZBillingSubscription = z.object({
  plan: ZPaidPlanKey,
  planName: z.string(),
  status: ZSubscriptionStatus,
  /** ISO instants. */
  trialEnd: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** Connected clients now, and those beyond the plan's included number (advisor plans). */
  connectedClients: z.number().int(),
  extraClients: z.number().int(),
  /** The plan's fee plus the extra clients, per month. */
  monthlyTotalCents: z.number().int(),
});
export type TBillingSubscription = z.infer<typeof ZBillingSubscription>;

/** A renewal (or plan change) whose charge failed: what is owed and when the provider tries again. */
export const ZBillingOpenInvoice = z.object({
  id: z.string(),
  amountDueCents: z.number().int(),
  /** ISO instant of the provider's next automatic retry; null when it will not retry. */
  nextPaymentAttempt: z.string().nullable(),
  attemptCount: z.number().int(),
});
export type TBillingOpenInvoice = z.infer<typeof ZBillingOpenInvoice>;

/** GET /api/billing: everything /billing and /subscribe show. */
export const ZBillingOverview = z.object({
  provider: z.enum(['sandbox', 'stripe']),
  /** Stripe Elements' key when the provider is Stripe; null for the sandbox's own card form. */
  publishableKey: z.string().nullable(),
  plan: z.enum(['free', 'paid']),
  /** The newest subscription, live or not; null when the user never subscribed. */
  subscription: ZBillingSubscription.nullable(),
  /** A trial ended without a card: 'Your trial is ended. Add payment method first.' */
  trialEnded: z.boolean(),
  paymentMethod: ZBillingPaymentMethod.nullable(),
  invoices: z.array(ZBillingInvoice),
  /** The advisor's sub-advisors (for the plan change's allowance warning). */
  subAccountCount: z.number().int(),
  /** A client's connected advisors (Advisor Sponsorship). */
  connectedAdvisors: z.number().int(),
  /** The open invoice of a past_due or unpaid plan ('Pay now'); null otherwise. */
  openInvoice: ZBillingOpenInvoice.nullable(),
});
export type TBillingOverview = z.infer<typeof ZBillingOverview>;

const zIdempotencyKey = z.string().regex(/^[A-Za-z0-9-]{16,64}$/, 'idempotencyKey must be 16 to 64 letters, digits or dashes');

/** POST /api/billing/subscription: subscribe to a paid plan with the card on file (or a trial without one). */
export const ZSubscribeRequest = z.object({ plan: ZPaidPlanKey, idempotencyKey: zIdempotencyKey }).strict();
export type TSubscribeRequest = z.infer<typeof ZSubscribeRequest>;

/** POST /api/billing/subscription/plan: change plan (prorated). */
export const ZChangePlanRequest = z.object({ plan: ZPaidPlanKey, idempotencyKey: zIdempotencyKey }).strict();
export type TChangePlanRequest = z.infer<typeof ZChangePlanRequest>;

/**
 * POST /api/billing/payment-method: a payment method the card form made (pm_…) becomes the default card.
 * Stripe's test-mode tokens (pm_card_visa, pm_card_chargeDeclined …) carry underscores.
 */
export const ZPaymentMethodRequest = z
  .object({
    paymentMethodId: z.string().regex(/^pm_[A-Za-z0-9_]{1,64}$/, 'Enter a valid payment method'),
    /** The Pay now attempt: a past_due plan's open invoice is paid with the new card under it (a new key per attempt). */
    idempotencyKey: zIdempotencyKey.optional(),
  })
  .strict();
export type TPaymentMethodRequest = z.infer<typeof ZPaymentMethodRequest>;

/** POST /api/billing/client-plan: a client stays on the free plan (with or without Advisor Sponsorship). */
export const ZClientFreePlanRequest = z.object({ sponsored: z.boolean() }).strict();
export type TClientFreePlanRequest = z.infer<typeof ZClientFreePlanRequest>;

/**
 * POST /api/billing/sandbox/payment-methods: the embedded sandbox's card form (what Stripe.js does with
 * Stripe). Only the sandbox has it; the card number never reaches Finboard when Stripe is on.
 */
export const ZSandboxCardRequest = z
  .object({
    number: z
      .string()
      .transform((value) => value.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{12,19}$/, 'Your card number is incorrect.')),
    expMonth: z.number().int().min(1, "Your card's expiration month is invalid.").max(12, "Your card's expiration month is invalid."),
    expYear: z.number().int().min(2000).max(2100),
    cvc: z.string().regex(/^\d{3,4}$/, "Your card's security code is invalid."),
    name: z.string().trim().min(1, 'Enter the name on the card').max(100),
  })
  .strict();
export type TSandboxCardRequest = z.input<typeof ZSandboxCardRequest>;
export const ZSandboxCardResponse = z.object({ paymentMethodId: z.string() });

/** Advisor Subaccounts tab (spec 01 §3 Sub-account row), 10 a page. */
export const ZSubAccountRow = z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string(), createdAt: z.string() });
export const ZSubAccountsPage = z.object({
  rows: z.array(ZSubAccountRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Whether the plan's allowance exceeds the count now (the Invite button, spec 01 §6). */
  canInvite: z.boolean(),
});
export type TSubAccountsPage = z.infer<typeof ZSubAccountsPage>;
export const ZSubAccountParams = z.object({ id: z.string().min(1).max(200) }).strict();
export const ZSubAccountsQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }).strict();

/** GET /api/billing/manager: for a sub-advisor, the primary advisor who manages billing (spec 01 §6). */
export const ZBillingManager = z.object({ name: z.string(), email: z.string() });
export type TBillingManager = z.infer<typeof ZBillingManager>;

/**
 * POST /api/billing/subscription/cancel-at-period-end: true ends the plan when the period paid for
 * ends (nothing more is charged); false, before then, keeps it (Stripe's `cancel_at_period_end`).
 */
export const ZCancelAtPeriodEndRequest = z.object({ cancelAtPeriodEnd: z.boolean(), idempotencyKey: zIdempotencyKey }).strict();
export type TCancelAtPeriodEndRequest = z.infer<typeof ZCancelAtPeriodEndRequest>;

/** GET /api/billing/subscription/plan-preview?plan=…: what a plan change would cost, nothing changed. */
export const ZPlanChangePreviewQuery = z.object({ plan: ZPaidPlanKey }).strict();
export type TPlanChangePreviewQuery = z.infer<typeof ZPlanChangePreviewQuery>;

export const ZPlanChangePreview = z.object({
  plan: ZPaidPlanKey,
  planName: z.string(),
  currentPlanName: z.string(),
  /** The advisor's connected clients now (0 for the client plan). */
  connectedClients: z.number().int(),
  /** The monthly bill now and on the new plan: the fee plus the connected clients beyond its included ones at its rate. */
  currentMonthlyCents: z.number().int(),
  nextMonthlyCents: z.number().int(),
  nextPlanCents: z.number().int(),
  nextExtraClients: z.number().int(),
  nextExtraClientCents: z.number().int(),
  /** Charged at once: the prorated difference for the rest of this period after any credit (the provider's invoice preview). */
  dueNowCents: z.number().int(),
  /** When the new plan's first full bill comes (ISO instant); null when unknown. */
  nextBillAt: z.string().nullable(),
  /** The new plan costs this user more a month than the current one. */
  costsMore: z.boolean(),
});
export type TPlanChangePreview = z.infer<typeof ZPlanChangePreview>;
