import { type CardDecline, cardError, invalidRequest, noSuch } from './errors';
import {
  type FakeCustomer,
  type FakeInvoice,
  type FakeItem,
  type FakeLine,
  type FakePrice,
  type FakeState,
  type FakeSubscription,
  newId,
  renderCustomer,
  renderInvoice,
  renderSubscription,
} from './state';

/**
 * What Stripe Billing does with subscriptions and invoices, as far as Finboard relies on it
 * (https://docs.stripe.com/billing/subscriptions/overview): the first invoice is charged at once
 * (or a trial starts), a price change is prorated by the second, usage of metered prices is billed
 * in arrears from the meter's aggregation, a trial ending without a card follows
 * `trial_settings.end_behavior.missing_payment_method`, and a period's end renews.
 */
export type Emit = (type: string, object: Record<string, unknown>, previous?: Record<string, unknown>) => void;

const DAY = 86_400;
/** Stripe's Smart Retries pick their own time; a fixed three days is enough here. */
const RETRY_AFTER = 3 * DAY;

/** The same day of a later month in UTC, clamped to the month's end, as Stripe's billing cycle does. */
export function addMonths(at: number, months: number): number {
  const date = new Date(at * 1000);
  const day = date.getUTCDate();
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return Math.floor(target.getTime() / 1000);
}

export function createEngine(state: FakeState, now: () => number, emit: Emit) {
  const priceOf = (id: string) => state.prices.get(id) as FakePrice;
  const customerOf = (id: string) => state.customers.get(id) as FakeCustomer;
  const emitSubscription = (type: string, subscription: FakeSubscription, previous?: Record<string, unknown>) =>
    emit(type, renderSubscription(state, subscription), previous);

  /** The card a charge uses: the subscription's own, else the customer's invoice default. */
  const paymentMethodFor = (subscription: FakeSubscription) => {
    const id = subscription.defaultPaymentMethod ?? customerOf(subscription.customer).defaultPaymentMethod;
    return id ? (state.paymentMethods.get(id) ?? null) : null;
  };

  /** null when the charge succeeds, else the card's refusal or 'no_payment_method'. */
  const tryCharge = (subscription: FakeSubscription): CardDecline | 'no_payment_method' | null => {
    const method = paymentMethodFor(subscription);
    if (!method) return 'no_payment_method';
    return method.declineCharges;
  };

  const licensedLines = (subscription: FakeSubscription, start: number, end: number): FakeLine[] =>
    subscription.items
      .filter((item) => priceOf(item.price).usageType === 'licensed')
      .map((item) => {
        const price = priceOf(item.price);
        const quantity = item.quantity ?? 1;
        return {
          id: newId('il'),
          amount: price.unitAmount * quantity,
          description: `${quantity} × ${state.products.get(price.product)?.name ?? 'Product'} (at $${(price.unitAmount / 100).toFixed(2)} / month)`,
          price: price.id,
          quantity,
          proration: false,
          periodStart: start,
          periodEnd: end,
          subscriptionItem: item.id,
        };
      });

  /** The meter's aggregation of a customer's events in [from, to). */
  const usage = (meterId: string, customerId: string, from: number, to: number): number => {
    const meter = state.meters.get(meterId);
    if (!meter) return 0;
    const events = [...state.meterEvents.values()]
      .filter(
        (event) => event.eventName === meter.eventName && event.payload[meter.customerKey] === customerId && event.timestamp >= from && event.timestamp < to,
      )
      .sort((a, b) => a.timestamp - b.timestamp || a.created - b.created);
    if (meter.formula === 'count') return events.length;
    const values = events.map((event) => Number(event.payload[meter.valueKey] ?? 0));
    if (meter.formula === 'last') return values.at(-1) ?? 0;
    return values.reduce((sum, value) => sum + value, 0);
  };

  const usageLines = (subscription: FakeSubscription, start: number, end: number): FakeLine[] =>
    subscription.items
      .filter((item) => priceOf(item.price).usageType === 'metered')
      .map((item) => {
        const price = priceOf(item.price);
        const quantity = price.meter ? usage(price.meter, subscription.customer, start, end) : 0;
        return {
          id: newId('il'),
          amount: price.unitAmount * quantity,
          description: `${quantity} × ${state.products.get(price.product)?.name ?? 'Product'} (usage)`,
          price: price.id,
          quantity,
          proration: false,
          periodStart: start,
          periodEnd: end,
          subscriptionItem: item.id,
        };
      });

  /**
   * Finalises an invoice and attempts payment: the customer's credit is used first, then the card.
   * Returns the refusal, if any, with the invoice left open.
   */
  const issueInvoice = (
    subscription: FakeSubscription,
    lines: FakeLine[],
    reason: FakeInvoice['billingReason'],
    period: { start: number; end: number },
    commit = true,
  ) => {
    const customer = customerOf(subscription.customer);
    const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
    const startingBalance = customer.balance;
    const afterCredit = subtotal + startingBalance;
    const amountDue = Math.max(0, afterCredit);
    const refusal = amountDue > 0 ? tryCharge(subscription) : null;
    const at = now();
    const invoice: FakeInvoice = {
      id: newId('in'),
      created: at,
      customer: customer.id,
      subscription: subscription.id,
      number: `${customer.invoicePrefix}-${String(customer.nextInvoiceSequence).padStart(4, '0')}`,
      status: refusal ? 'open' : 'paid',
      billingReason: reason,
      lines,
      subtotal,
      startingBalance,
      endingBalance: Math.min(0, afterCredit),
      amountDue,
      amountPaid: refusal ? 0 : amountDue,
      attemptCount: amountDue > 0 ? 1 : 0,
      nextPaymentAttempt: refusal ? at + RETRY_AFTER : null,
      paidAt: refusal ? null : at,
      periodStart: period.start,
      periodEnd: period.end,
    };
    if (commit) {
      customer.nextInvoiceSequence += 1;
      customer.balance = invoice.endingBalance;
      state.invoices.set(invoice.id, invoice);
      subscription.latestInvoice = invoice.id;
    }
    return { invoice, refusal };
  };

  const emitInvoice = (invoice: FakeInvoice) => {
    emit('invoice.created', renderInvoice(state, invoice));
    emit('invoice.finalized', renderInvoice(state, invoice));
    if (invoice.status === 'paid') emit('invoice.paid', renderInvoice(state, invoice));
    else emit('invoice.payment_failed', renderInvoice(state, invoice));
  };

  const refusalError = (refusal: CardDecline | 'no_payment_method') =>
    refusal === 'no_payment_method'
      ? invalidRequest(
          'This customer has no attached payment source or default payment method. Please consider adding a default payment method. For more information, visit https://stripe.com/docs/billing/subscriptions/payment-methods-setting#payment-method-priority.',
        )
      : cardError(refusal);

  const setPeriod = (subscription: FakeSubscription, start: number, end: number) => {
    for (const item of subscription.items) {
      item.periodStart = start;
      item.periodEnd = end;
    }
  };
  const periodEndOf = (subscription: FakeSubscription) => subscription.items[0]?.periodEnd ?? 0;

  return {
    usage,

    createSubscription(input: {
      customer: string;
      items: { price: string; quantity: number | null }[];
      trialDays: number | null;
      trialEnd: number | null;
      missingPaymentMethod: FakeSubscription['missingPaymentMethod'];
      paymentBehavior: string;
      defaultPaymentMethod: string | null;
      metadata: Record<string, string>;
    }): FakeSubscription {
      const at = now();
      const trialEnd = input.trialEnd ?? (input.trialDays ? at + input.trialDays * DAY : null);
      const periodEnd = trialEnd ?? addMonths(at, 1);
      const items: FakeItem[] = input.items.map((item) => ({
        id: newId('si'),
        created: at,
        price: item.price,
        quantity: item.quantity,
        periodStart: at,
        periodEnd,
      }));
      const subscription: FakeSubscription = {
        id: newId('sub'),
        created: at,
        customer: input.customer,
        status: trialEnd ? 'trialing' : 'active',
        items,
        // With a trial the cycle starts when it ends; without one, now.
        billingCycleAnchor: trialEnd ?? at,
        cycles: 0,
        trialStart: trialEnd ? at : null,
        trialEnd,
        missingPaymentMethod: input.missingPaymentMethod,
        cancelAtPeriodEnd: false,
        canceledAt: null,
        endedAt: null,
        latestInvoice: null,
        defaultPaymentMethod: input.defaultPaymentMethod,
        metadata: input.metadata,
        pendingLines: [],
      };
      const lines = trialEnd
        ? licensedLines(subscription, at, trialEnd).map((line) => ({
            ...line,
            amount: 0,
            description: `Trial period for ${line.description.replace(/ \(at .*$/, '')}`,
          }))
        : licensedLines(subscription, at, periodEnd);
      // error_if_incomplete: a refused first payment is a 402 and nothing is kept.
      const preview = issueInvoice(subscription, lines, 'subscription_create', { start: at, end: at }, false);
      if (preview.refusal && input.paymentBehavior === 'error_if_incomplete') throw refusalError(preview.refusal);
      state.subscriptions.set(subscription.id, subscription);
      const { invoice, refusal } = issueInvoice(subscription, lines, 'subscription_create', { start: at, end: at });
      if (refusal) subscription.status = 'incomplete';
      emitSubscription('customer.subscription.created', subscription);
      emitInvoice(invoice);
      return subscription;
    },

    /** Swaps item prices (with proration), and sets metadata and cancel_at_period_end. */
    updateSubscription(
      subscription: FakeSubscription,
      input: {
        items: { id: string | null; price: string | null; quantity: number | null; deleted: boolean }[];
        prorationBehavior: string;
        paymentBehavior: string;
        metadata: Record<string, string> | null;
        cancelAtPeriodEnd: boolean | null;
      },
    ): FakeSubscription {
      if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
        throw invalidRequest('A canceled subscription can only update its cancellation_details and metadata.');
      }
      const previous = renderSubscription(state, subscription);
      const at = now();
      const start = subscription.items[0]?.periodStart ?? at;
      const end = periodEndOf(subscription);
      const remaining = end > start ? Math.max(0, end - at) / (end - start) : 0;
      // Trials are free: Stripe prorates nothing while one runs.
      const charges = subscription.status === 'trialing' ? 0 : remaining;
      const prorations: FakeLine[] = [];
      const swaps: { item: FakeItem; price: string; quantity: number | null }[] = [];
      const removed = new Set<string>();
      input.items.forEach((change, index) => {
        const item = change.id ? subscription.items.find((candidate) => candidate.id === change.id) : undefined;
        if (change.id && !item) throw noSuch('subscription item', change.id, `items[${index}][id]`);
        if (!item) return;
        if (change.deleted) {
          removed.add(item.id);
          return;
        }
        const next = change.price ? priceOf(change.price) : priceOf(item.price);
        const old = priceOf(item.price);
        const quantity = next.usageType === 'metered' ? null : (change.quantity ?? item.quantity ?? 1);
        swaps.push({ item, price: next.id, quantity });
        if (old.usageType === 'licensed' && next.usageType === 'licensed' && charges > 0 && input.prorationBehavior !== 'none') {
          const oldQuantity = item.quantity ?? 1;
          prorations.push(
            {
              id: newId('il'),
              amount: -Math.round(old.unitAmount * oldQuantity * charges),
              description: `Unused time on ${state.products.get(old.product)?.name ?? 'Product'} after ${new Date(at * 1000).toUTCString()}`,
              price: old.id,
              quantity: oldQuantity,
              proration: true,
              periodStart: at,
              periodEnd: end,
              subscriptionItem: item.id,
            },
            {
              id: newId('il'),
              amount: Math.round(next.unitAmount * (quantity ?? 1) * charges),
              description: `Remaining time on ${state.products.get(next.product)?.name ?? 'Product'} after ${new Date(at * 1000).toUTCString()}`,
              price: next.id,
              quantity: quantity ?? 1,
              proration: true,
              periodStart: at,
              periodEnd: end,
              subscriptionItem: item.id,
            },
          );
        }
      });
      const added = input.items
        .filter((change) => !change.id && change.price)
        .map((change) => ({
          id: newId('si'),
          created: at,
          price: change.price as string,
          quantity: priceOf(change.price as string).usageType === 'metered' ? null : (change.quantity ?? 1),
          periodStart: start,
          periodEnd: end,
        }));
      const apply = () => {
        for (const swap of swaps) {
          swap.item.price = swap.price;
          swap.item.quantity = swap.quantity;
        }
        subscription.items = subscription.items.filter((item) => !removed.has(item.id));
        subscription.items.push(...added);
        if (input.metadata) {
          for (const [key, value] of Object.entries(input.metadata)) {
            if (value === '') delete subscription.metadata[key];
            else subscription.metadata[key] = value;
          }
        }
        if (input.cancelAtPeriodEnd !== null) subscription.cancelAtPeriodEnd = input.cancelAtPeriodEnd;
      };
      if (prorations.length > 0 && input.prorationBehavior === 'always_invoice') {
        const preview = issueInvoice(subscription, prorations, 'subscription_update', { start: at, end }, false);
        if (preview.refusal && input.paymentBehavior === 'error_if_incomplete') throw refusalError(preview.refusal);
        apply();
        const { invoice, refusal } = issueInvoice(subscription, prorations, 'subscription_update', { start: at, end });
        if (refusal) subscription.status = 'past_due';
        emitSubscription('customer.subscription.updated', subscription, previous);
        emitInvoice(invoice);
        return subscription;
      }
      apply();
      if (input.prorationBehavior === 'create_prorations') subscription.pendingLines.push(...prorations);
      emitSubscription('customer.subscription.updated', subscription, previous);
      return subscription;
    },

    resumeSubscription(subscription: FakeSubscription, anchor: 'now' | 'unchanged'): FakeSubscription {
      if (subscription.status !== 'paused') throw invalidRequest('Only a paused subscription can be resumed.', undefined, 'subscription_not_paused');
      const at = now();
      const end = anchor === 'now' ? addMonths(at, 1) : Math.max(periodEndOf(subscription), addMonths(at, 1));
      if (anchor === 'now') {
        subscription.billingCycleAnchor = at;
        subscription.cycles = 0;
      }
      setPeriod(subscription, at, end);
      const { invoice, refusal } = issueInvoice(subscription, licensedLines(subscription, at, end), 'subscription_cycle', { start: at, end: at });
      // resume_on_payment_attempt (Stripe's default): it resumes whatever the payment's outcome.
      subscription.status = refusal ? 'past_due' : 'active';
      emitSubscription('customer.subscription.resumed', subscription);
      emitInvoice(invoice);
      return subscription;
    },

    /**
     * DELETE /v1/customers/:id (https://docs.stripe.com/api/customers/delete): "Permanently deletes a
     * customer. It cannot be undone. Also immediately cancels any active subscriptions on the customer."
     */
    deleteCustomer(customer: FakeCustomer): void {
      for (const subscription of state.subscriptions.values()) {
        if (subscription.customer === customer.id && subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired')
          this.cancelSubscription(subscription);
      }
      state.customers.delete(customer.id);
      state.deletedCustomers.add(customer.id);
      emit('customer.deleted', renderCustomer(customer));
    },

    cancelSubscription(subscription: FakeSubscription): FakeSubscription {
      if (subscription.status === 'canceled') throw noSuch('subscription', subscription.id);
      const at = now();
      subscription.status = 'canceled';
      subscription.canceledAt = at;
      subscription.endedAt = at;
      emitSubscription('customer.subscription.deleted', subscription);
      return subscription;
    },

    /**
     * The invoice a subscription update would make, nothing changed (https://docs.stripe.com/api/invoices/create_preview
     * with `subscription_details`): prorations of licensed price swaps at `proration_date` (now by default);
     * with `always_invoice` the preview is the invoice made at once, the customer's credit applied.
     */
    previewUpdate(
      subscription: FakeSubscription,
      input: {
        items: { id: string | null; price: string | null; quantity: number | null; deleted: boolean }[];
        prorationBehavior: string;
        prorationDate: number | null;
      },
    ): FakeInvoice {
      const at = input.prorationDate ?? now();
      const start = subscription.items[0]?.periodStart ?? at;
      const end = periodEndOf(subscription);
      if (at < start || at > end) throw invalidRequest('The proration_date must be within the current billing period.', 'subscription_details[proration_date]');
      const remaining = end > start ? Math.max(0, end - at) / (end - start) : 0;
      const charges = subscription.status === 'trialing' || input.prorationBehavior === 'none' ? 0 : remaining;
      const lines: FakeLine[] = [];
      input.items.forEach((change, index) => {
        const item = change.id ? subscription.items.find((candidate) => candidate.id === change.id) : undefined;
        if (change.id && !item) throw noSuch('subscription item', change.id, `subscription_details[items][${index}][id]`);
        if (!item || change.deleted || !change.price || charges === 0) return;
        const old = priceOf(item.price);
        const next = priceOf(change.price);
        if (old.usageType !== 'licensed' || next.usageType !== 'licensed' || old.id === next.id) return;
        const quantity = change.quantity ?? item.quantity ?? 1;
        lines.push(
          {
            id: newId('il'),
            amount: -Math.round(old.unitAmount * (item.quantity ?? 1) * charges),
            description: `Unused time on ${state.products.get(old.product)?.name ?? 'Product'}`,
            price: old.id,
            quantity: item.quantity ?? 1,
            proration: true,
            periodStart: at,
            periodEnd: end,
            subscriptionItem: item.id,
          },
          {
            id: newId('il'),
            amount: Math.round(next.unitAmount * quantity * charges),
            description: `Remaining time on ${state.products.get(next.product)?.name ?? 'Product'}`,
            price: next.id,
            quantity,
            proration: true,
            periodStart: at,
            periodEnd: end,
            subscriptionItem: item.id,
          },
        );
      });
      const { invoice } = issueInvoice(subscription, lines, 'subscription_update', { start: at, end }, false);
      return { ...invoice, id: `upcoming_${subscription.id}`, status: 'draft', amountPaid: 0, paidAt: null, attemptCount: 0, nextPaymentAttempt: null };
    },

    /**
     * Pays an open invoice now (https://docs.stripe.com/api/invoices/pay), with `payment_method` when
     * given (it must be attached to the invoice's customer), else the subscription's or customer's
     * default. A refused charge is a 402 card_error and the invoice stays open; once the latest
     * invoice of a past_due or unpaid subscription is paid, the subscription is active again.
     */
    payInvoice(invoice: FakeInvoice, paymentMethodId: string | null): FakeInvoice {
      if (invoice.status === 'paid') throw invalidRequest('Invoice is already paid', undefined, 'invoice_already_paid');
      if (invoice.status !== 'open')
        throw invalidRequest(`You can only pay an invoice whose status is open. This invoice's status is ${invoice.status}.`, undefined, 'invoice_not_open');
      const subscription = invoice.subscription ? state.subscriptions.get(invoice.subscription) : undefined;
      let method = subscription ? paymentMethodFor(subscription) : null;
      if (!subscription) {
        const fallback = customerOf(invoice.customer).defaultPaymentMethod;
        method = fallback ? (state.paymentMethods.get(fallback) ?? null) : null;
      }
      if (paymentMethodId) {
        const given = state.paymentMethods.get(paymentMethodId);
        if (!given) throw noSuch('PaymentMethod', paymentMethodId, 'payment_method');
        if (given.customer !== invoice.customer)
          throw invalidRequest(
            `The PaymentMethod ${paymentMethodId} does not belong to the Customer ${invoice.customer}. Please use a PaymentMethod that belongs to this Customer.`,
            'payment_method',
            'payment_method_unexpected_state',
          );
        method = given;
      }
      if (!method) throw refusalError('no_payment_method');
      invoice.attemptCount += 1;
      if (method.declineCharges) {
        emit('invoice.payment_failed', renderInvoice(state, invoice));
        throw cardError(method.declineCharges);
      }
      const at = now();
      invoice.status = 'paid';
      invoice.amountPaid = invoice.amountDue;
      invoice.paidAt = at;
      invoice.nextPaymentAttempt = null;
      emit('invoice.paid', renderInvoice(state, invoice));
      if (subscription && subscription.latestInvoice === invoice.id && (subscription.status === 'past_due' || subscription.status === 'unpaid')) {
        const previous = renderSubscription(state, subscription);
        subscription.status = 'active';
        emitSubscription('customer.subscription.updated', subscription, previous);
      }
      return invoice;
    },

    /** Every trial end and period end due by now, oldest first (what a test clock's advance does). */
    runDue(): void {
      for (let guard = 0; guard < 10_000; guard += 1) {
        const due = [...state.subscriptions.values()]
          .filter((subscription) => ['trialing', 'active', 'past_due'].includes(subscription.status) && periodEndOf(subscription) <= now())
          .sort((a, b) => periodEndOf(a) - periodEndOf(b))[0];
        if (!due) return;
        const boundary = periodEndOf(due);
        const previous = renderSubscription(state, due);
        if (due.status === 'trialing' && due.cancelAtPeriodEnd) {
          // cancel_at_period_end in a trial: it ends with the trial, nothing invoiced.
          due.trialEnd = boundary;
          due.status = 'canceled';
          due.canceledAt = boundary;
          due.endedAt = boundary;
          emitSubscription('customer.subscription.deleted', due, previous);
          continue;
        }
        if (due.status === 'trialing') {
          due.trialEnd = boundary;
          if (!paymentMethodFor(due) && due.missingPaymentMethod !== 'create_invoice') {
            if (due.missingPaymentMethod === 'pause') {
              // Paused: no invoice, and no period runs until it is resumed.
              due.status = 'paused';
              setPeriod(due, boundary, boundary);
              emitSubscription('customer.subscription.paused', due, previous);
            } else {
              due.status = 'canceled';
              due.canceledAt = boundary;
              due.endedAt = boundary;
              emitSubscription('customer.subscription.deleted', due, previous);
            }
            continue;
          }
          due.billingCycleAnchor = boundary;
          due.cycles = -1;
        } else if (due.cancelAtPeriodEnd) {
          const start = due.items[0]?.periodStart ?? boundary;
          const usageOnly = usageLines(due, start, boundary).filter((line) => line.quantity > 0);
          due.status = 'canceled';
          due.canceledAt = boundary;
          due.endedAt = boundary;
          if (usageOnly.length > 0) emitInvoice(issueInvoice(due, usageOnly, 'subscription_cycle', { start, end: boundary }).invoice);
          emitSubscription('customer.subscription.deleted', due, previous);
          continue;
        }
        const usageFrom = due.status === 'trialing' ? boundary : (due.items[0]?.periodStart ?? boundary);
        const arrears = due.status === 'trialing' ? [] : usageLines(due, usageFrom, boundary);
        // cycles counts the periods completed since the anchor (-1 at a trial's end: none yet).
        due.cycles += 1;
        const next = addMonths(due.billingCycleAnchor, due.cycles + 1);
        setPeriod(due, boundary, next);
        const lines = [...arrears, ...due.pendingLines.splice(0), ...licensedLines(due, boundary, next)];
        const { invoice, refusal } = issueInvoice(due, lines, 'subscription_cycle', { start: usageFrom, end: boundary });
        due.status = refusal ? 'past_due' : 'active';
        emitSubscription('customer.subscription.updated', due, previous);
        emitInvoice(invoice);
      }
    },
  };
}

export type FakeEngine = ReturnType<typeof createEngine>;
