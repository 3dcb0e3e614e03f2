import { randomUUID } from 'node:crypto';
import type { TBillingOverview, TChangePlanRequest, TClientFreePlanRequest, TPaymentMethodRequest, TSubscribeRequest } from '@finboard/contracts';
import {
  BILLING_PLANS,
  extraClientCount,
  isPlanForRole,
  isSubscriptionLive,
  isValidMeterIdentifier,
  METER_IDENTIFIER_MAX_LENGTH,
  subAccountsOverAllowance,
} from '@finboard/domain/billing';
import type { Actor } from '../../access/actor';
import { AppError, forbidden, notFound, unauthenticated, validationError } from '../../errors/app-error';
import { BillingCardError, extraClientsIdentifier, type ProviderSubscription } from '../../providers/billing/billing-provider';
import { runBillingAttempt } from './billing-attempt';
import { applyInvoice, applyPaymentMethod, applySubscription } from './billing-mirror';
import type { BillingDeps } from './billing-deps';
import { BILLING_MESSAGES } from './billing-messages';
import { OWING_STATUSES, readOverview } from './billing-overview';
import {
  countConnectedLinks,
  countSubAccounts,
  findBillingUser,
  findCustomerId,
  findLatestSubscription,
  findOpenInvoiceOf,
  findSubscriptionsOf,
  saveCustomer,
  setUserPlan,
} from './billing.repository';

type BillingUser = NonNullable<Awaited<ReturnType<typeof findBillingUser>>>;

/** A client or a primary advisor; a sub-advisor's billing is the primary advisor's (spec 01 §6). */
export async function requireBillingUser(deps: BillingDeps, actor: Actor): Promise<BillingUser> {
  if (!actor) throw unauthenticated();
  const user = await findBillingUser(deps.db, actor.userId);
  if (!user) throw unauthenticated();
  if (user.role !== 'client' && user.role !== 'advisor') throw forbidden();
  if (user.parentId !== null) throw forbidden(BILLING_MESSAGES.subAdvisor);
  return user;
}

export async function getBillingOverview(deps: BillingDeps, actor: Actor): Promise<TBillingOverview> {
  const user = await requireBillingUser(deps, actor);
  return readOverview(deps.db, deps.provider, user);
}

/** The user's customer at the provider, made once (the provider's idempotency and our unique row both hold to one). */
async function ensureCustomer(deps: BillingDeps, user: BillingUser): Promise<string> {
  const existing = await findCustomerId(deps.db, user.id);
  if (existing) return existing;
  // One attempt per user: its key is kept until the provider answers it with an error.
  const customer = await runBillingAttempt(deps.db, { userId: user.id, action: 'create_customer', attemptKey: 'customer' }, (idempotencyKey) =>
    deps.provider.createCustomer({ userId: user.id, email: user.email, name: `${user.firstName} ${user.lastName}`.trim() || user.email, idempotencyKey }),
  );
  return saveCustomer(deps.db, { userId: user.id, provider: deps.provider.kind, customerId: customer.id });
}

/** The meter event identifier of a report of extra clients (the key makes a retried report count once). */
const usageIdentifier = (subscriptionId: string, key: string) => `usage:${subscriptionId}:${key}`;

/** Stripe takes meter identifiers of 100 characters at most: one that would be longer is our bug, refused before anything is created. */
function assertMeterIdentifier(identifier: string): void {
  if (!isValidMeterIdentifier(identifier)) throw new Error(`meter event identifier too long (${identifier.length} > ${METER_IDENTIFIER_MAX_LENGTH})`);
}

/** The provider refused a card: its own words, nothing else changed. */
function asPaymentError(error: unknown): never {
  if (error instanceof BillingCardError) throw new AppError('PAYMENT_REQUIRED', error.message);
  throw error;
}

/** A subscription's answer and the invoice it made go into the mirror before we answer. */
export async function mirrorSubscription(deps: BillingDeps, userId: string, subscription: ProviderSubscription): Promise<void> {
  const fetchedAt = deps.now();
  await applySubscriptionFollowingPeriod(deps, userId, subscription, fetchedAt);
  if (subscription.latestInvoiceId) {
    const invoice = await deps.provider.getInvoice(subscription.latestInvoiceId);
    if (invoice) await applyInvoice(deps.db, userId, invoice, fetchedAt);
  }
}

/** A card from the card form becomes the default; a trial that ended without one starts again. */
export async function setPaymentMethod(deps: BillingDeps, actor: Actor, input: TPaymentMethodRequest): Promise<TBillingOverview> {
  const user = await requireBillingUser(deps, actor);
  const customerId = await ensureCustomer(deps, user);
  const method = await deps.provider.attachPaymentMethod(customerId, input.paymentMethodId).catch(asPaymentError);
  await applyPaymentMethod(deps.db, user.id, method);
  const latest = await findLatestSubscription(deps.db, user.id);
  if (latest?.status === 'paused') {
    const resumed = await deps.provider.resumeSubscription(latest.id).catch(asPaymentError);
    await mirrorSubscription(deps, user.id, resumed);
  }
  // A renewal that failed is paid with the new card now, not at the provider's next retry days later.
  if (latest && OWING_STATUSES.has(latest.status)) await payOpenInvoice(deps, user.id, latest.id, method.id, input.idempotencyKey ?? randomUUID());
  return readOverview(deps.db, deps.provider, await reloadUser(deps, user.id));
}

/**
 * 'Pay now': the subscription's open invoice is paid with this card under the attempt's key; the
 * invoice and the subscription (active again once its latest invoice is paid) are mirrored before we
 * answer. A refusal keeps the card on file and says the card's own words.
 */
async function payOpenInvoice(deps: BillingDeps, userId: string, subscriptionId: string, paymentMethodId: string, attemptKey: string): Promise<void> {
  try {
    await payIfStillOpen(deps, userId, subscriptionId, paymentMethodId, attemptKey);
  } finally {
    // Paid, refused or unanswered: the subscription is read afresh (paying its latest invoice makes it active).
    const subscription = await deps.provider.getSubscription(subscriptionId).catch(() => null);
    if (subscription) await applySubscriptionFollowingPeriod(deps, userId, subscription, deps.now());
  }
}

async function payIfStillOpen(deps: BillingDeps, userId: string, subscriptionId: string, paymentMethodId: string, attemptKey: string): Promise<void> {
  const open = await findOpenInvoiceOf(deps.db, { userId, subscriptionId });
  if (!open) return;
  // Read afresh: a retry after a lost answer, or the provider's own retry, may have paid it since.
  const current = await deps.provider.getInvoice(open.id);
  if (current && current.status !== 'open') return applyInvoice(deps.db, userId, current, deps.now());
  try {
    const paid = await runBillingAttempt(deps.db, { userId, action: 'pay_invoice', attemptKey }, (idempotencyKey) =>
      deps.provider.payInvoice(open.id, paymentMethodId, idempotencyKey),
    );
    await applyInvoice(deps.db, userId, paid, deps.now());
  } catch (error) {
    // The failed attempt is on the invoice too (its attempt count); the mirror shows it.
    const invoice = await deps.provider.getInvoice(open.id).catch(() => null);
    if (invoice) await applyInvoice(deps.db, userId, invoice, deps.now());
    asPaymentError(error);
  }
}

/**
 * Subscribes to a paid plan. An advisor plan starts with a trial (once per user); the client's plan
 * is charged at once with the card on file. The idempotency key is the card form's attempt, so a
 * double-clicked Subscribe makes one subscription.
 */
export async function subscribe(deps: BillingDeps, actor: Actor, input: TSubscribeRequest): Promise<TBillingOverview> {
  const user = await requireBillingUser(deps, actor);
  if (!isPlanForRole(input.plan, user.role)) throw validationError(BILLING_MESSAGES.wrongRole, 'plan');
  const latest = await findLatestSubscription(deps.db, user.id);
  if (latest && isSubscriptionLive(latest.status)) {
    // The same attempt again (a double click whose first answer was lost) answers as the first did.
    if (latest.planKey === input.plan) return readOverview(deps.db, deps.provider, await reloadUser(deps, user.id));
    throw new AppError('CONFLICT', BILLING_MESSAGES.alreadySubscribed);
  }
  const customerId = await ensureCustomer(deps, user);
  const plan = BILLING_PLANS[input.plan];
  const connected = plan.role === 'advisor' ? await countConnectedLinks(deps.db, user.id) : 0;
  const subscription = await runBillingAttempt(deps.db, { userId: user.id, action: 'subscribe', attemptKey: input.idempotencyKey }, (idempotencyKey) => {
    // Checked before anything is created: Stripe refuses a longer meter identifier only after the subscription exists.
    assertMeterIdentifier(extraClientsIdentifier(idempotencyKey));
    return deps.provider.createSubscription({
      customerId,
      plan: input.plan,
      // One trial per user: someone coming back after cancelling pays from the start.
      trialDays: plan.hasTrial && !latest ? deps.trialDays : 0,
      extraClients: extraClientCount(input.plan, connected),
      idempotencyKey,
    });
  }).catch(asPaymentError);
  await mirrorSubscription(deps, user.id, subscription);
  return readOverview(deps.db, deps.provider, await reloadUser(deps, user.id));
}

/** Spec 01 §4 plan change: the same plan changes nothing; too many sub-advisors for the new plan are refused. */
export async function changePlan(deps: BillingDeps, actor: Actor, input: TChangePlanRequest): Promise<TBillingOverview> {
  const user = await requireBillingUser(deps, actor);
  if (!isPlanForRole(input.plan, user.role)) throw validationError(BILLING_MESSAGES.wrongRole, 'plan');
  const latest = await findLatestSubscription(deps.db, user.id);
  if (!latest || !isSubscriptionLive(latest.status)) throw notFound(BILLING_MESSAGES.noSubscription);
  if (latest.planKey !== input.plan) {
    const subAccounts = user.role === 'advisor' ? await countSubAccounts(deps.db, user.id) : 0;
    if (subAccountsOverAllowance(input.plan, subAccounts)) {
      const next = BILLING_PLANS[input.plan];
      throw new AppError('CONFLICT', BILLING_MESSAGES.subAccountsOver(next.name, next.allowances.subAccounts));
    }
    let usageKey = '';
    const changed = await runBillingAttempt(deps.db, { userId: user.id, action: 'change_plan', attemptKey: input.idempotencyKey }, (idempotencyKey) => {
      usageKey = idempotencyKey;
      assertMeterIdentifier(usageIdentifier(latest.id, usageKey));
      return deps.provider.changePlan(latest.id, input.plan, idempotencyKey);
    }).catch(asPaymentError);
    await mirrorSubscription(deps, user.id, changed);
    await reportExtraClients(deps, user.id, usageKey);
  }
  return readOverview(deps.db, deps.provider, await reloadUser(deps, user.id));
}

/**
 * A client stays on (or returns to) the free plan. With Advisor Sponsorship the connected advisor's
 * plan carries the connection, so a sponsored client needs one. A paid client plan is cancelled.
 */
export async function chooseClientFreePlan(deps: BillingDeps, actor: Actor, input: TClientFreePlanRequest): Promise<TBillingOverview> {
  const user = await requireBillingUser(deps, actor);
  if (user.role !== 'client') throw validationError(BILLING_MESSAGES.wrongRole, 'sponsored');
  if (input.sponsored && (await countConnectedLinks(deps.db, user.id)) === 0) throw validationError(BILLING_MESSAGES.sponsorNeeded, 'sponsored');
  const latest = await findLatestSubscription(deps.db, user.id);
  if (latest && isSubscriptionLive(latest.status)) {
    await mirrorSubscription(deps, user.id, await deps.provider.cancelSubscription(latest.id));
  }
  await setUserPlan(deps.db, user.id, 'free');
  return readOverview(deps.db, deps.provider, await reloadUser(deps, user.id));
}

/**
 * Tells the provider how many connected clients the advisor has beyond the plan's included number
 * (the connection charge), when it differs from what was last reported. The key makes a retried
 * report count once.
 */
export async function reportExtraClients(deps: BillingDeps, advisorId: string, key: string): Promise<void> {
  const latest = await findLatestSubscription(deps.db, advisorId);
  if (!latest || !isSubscriptionLive(latest.status)) return;
  const plan = latest.planKey;
  if (BILLING_PLANS[plan].role !== 'advisor') return;
  const extra = extraClientCount(plan, await countConnectedLinks(deps.db, advisorId));
  if (extra === latest.extraClients) return;
  await deps.provider.reportExtraClients(latest.id, extra, usageIdentifier(latest.id, key));
  const fresh = await deps.provider.getSubscription(latest.id);
  if (fresh) await applySubscription(deps.db, advisorId, deps.provider.kind, { ...fresh, extraClients: extra }, deps.now());
}

/** The statuses whose periods are invoiced. */
const BILLED_STATUSES = new Set<string>(['active', 'past_due', 'trialing']);

/**
 * Writes a subscription read from the provider into the mirror and, when it shows a period the mirror
 * had not seen yet (a trial's end, a renewal, a resume), reports the extra clients for that period:
 * Stripe's `last` meter bills only what was reported within a period, so an unchanged count must be
 * reported again in each one. The period is the key, so it counts once however many reads see it.
 */
export async function applySubscriptionFollowingPeriod(deps: BillingDeps, userId: string, subscription: ProviderSubscription, fetchedAt: Date): Promise<void> {
  const before = await findLatestSubscription(deps.db, userId);
  await applySubscription(deps.db, userId, deps.provider.kind, subscription, fetchedAt);
  if (!before || before.id !== subscription.id) return;
  const seenStart = before.currentPeriodStart ? Math.floor(before.currentPeriodStart.getTime() / 1000) : null;
  if (seenStart !== null && subscription.currentPeriodStart <= seenStart) return;
  if (BILLING_PLANS[subscription.plan].role !== 'advisor' || !BILLED_STATUSES.has(subscription.status)) return;
  const extra = extraClientCount(subscription.plan, await countConnectedLinks(deps.db, userId));
  if (extra === 0) return;
  await deps.provider.reportExtraClients(subscription.id, extra, usageIdentifier(subscription.id, `period:${subscription.currentPeriodStart}`));
}

/** The client-plan subscriptions a client is paying for now: what an advisor's accept sponsors. */
export async function findLiveClientSubscriptionIds(db: BillingDeps['db'], clientId: string): Promise<string[]> {
  const rows = await findSubscriptionsOf(db, clientId);
  return rows.filter((row) => row.planKey === 'client' && isSubscriptionLive(row.status)).map((row) => row.id);
}

/**
 * A client whose advisor accepted them is sponsored (spec 01 §4: plan free on accepting): the
 * client-plan subscriptions they were paying for at the accept end, so nobody pays twice for the
 * same client. Those are named when the accept is written, not read from the plan column when
 * this runs: a subscription event handled in between may have set the column back to paid. A
 * subscription taken after the accept (Advisor Sponsorship: No) is the client's choice and stays.
 */
export async function endSponsoredClientPlan(deps: BillingDeps, clientId: string, sponsoredSubscriptionIds: readonly string[]): Promise<void> {
  if (sponsoredSubscriptionIds.length === 0) return;
  // Disconnected again before this ran: nobody sponsors them, so their plan stays as it is.
  if ((await countConnectedLinks(deps.db, clientId)) === 0) return;
  const sponsored = new Set(sponsoredSubscriptionIds);
  const live = (await findLiveClientSubscriptionIds(deps.db, clientId)).filter((id) => sponsored.has(id));
  for (const id of live) await mirrorSubscription(deps, clientId, await deps.provider.cancelSubscription(id));
  if (live.length > 0) await setUserPlan(deps.db, clientId, 'free');
}

async function reloadUser(deps: BillingDeps, userId: string): Promise<BillingUser> {
  const user = await findBillingUser(deps.db, userId);
  if (!user) throw unauthenticated();
  return user;
}
