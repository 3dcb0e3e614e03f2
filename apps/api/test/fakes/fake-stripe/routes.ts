import { TEST_PAYMENT_METHODS } from './cards';
import type { FakeEngine } from './engine';
import { StripeFailure, cardError, invalidParam, invalidRequest, missingParam, noSuch } from './errors';
import { type Form, int, list, obj, str } from './form';
import {
  type FakeMeter,
  type FakePrice,
  type FakeState,
  newId,
  renderCustomer,
  renderInvoice,
  renderMeter,
  renderMeterEvent,
  renderPaymentMethod,
  renderPrice,
  renderProduct,
  renderSubscription,
} from './state';

type Json = Record<string, unknown>;
export interface Request {
  method: string;
  path: string;
  form: Form;
}

/** The API endpoints the adapter uses, each as Stripe's reference documents it. */
export function createRoutes(state: FakeState, engine: FakeEngine, now: () => number) {
  const strings = (form: Form | undefined): Record<string, string> =>
    Object.fromEntries(Object.entries(form ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

  const getOr404 = <T>(map: Map<string, T>, id: string, kind: string): T => {
    const found = map.get(id);
    if (!found) throw noSuch(kind, id);
    return found;
  };

  /** Any object by its id prefix, for `expand[]`. */
  const lookup = (id: string): Json | null => {
    if (state.customers.has(id)) return renderCustomer(state.customers.get(id)!);
    if (state.paymentMethods.has(id)) return renderPaymentMethod(state.paymentMethods.get(id)!);
    if (state.invoices.has(id)) return renderInvoice(state, state.invoices.get(id)!);
    if (state.subscriptions.has(id)) return renderSubscription(state, state.subscriptions.get(id)!);
    if (state.prices.has(id)) return renderPrice(state.prices.get(id)!);
    if (state.products.has(id)) return renderProduct(state.products.get(id)!);
    return null;
  };

  /** Replaces the ids at dotted paths by their objects (https://docs.stripe.com/api/expanding_objects). */
  const expand = (value: unknown, path: string[]): unknown => {
    if (path.length === 0) return typeof value === 'string' ? (lookup(value) ?? value) : value;
    if (Array.isArray(value)) return value.map((entry) => expand(entry, path));
    if (!value || typeof value !== 'object') return value;
    const [head, ...rest] = path as [string, ...string[]];
    const record = value as Json;
    if (!(head in record)) throw invalidRequest(`This property cannot be expanded (${head}).`);
    return { ...record, [head]: expand(record[head], rest) };
  };
  const withExpand = (json: Json, form: Form): Json => list(form, 'expand').reduce<Json>((acc, path) => expand(acc, String(path).split('.')) as Json, json);

  /** A list object (https://docs.stripe.com/api/pagination): newest first, limit 1–100, starting_after. */
  const page = (objects: Json[], form: Form, url: string): Json => {
    const limit = int(form, 'limit') ?? 10;
    if (!(limit >= 1 && limit <= 100)) throw invalidRequest('Invalid integer: limit must be between 1 and 100.', 'limit');
    const sorted = [...objects].reverse().sort((a, b) => Number(b.created) - Number(a.created));
    const after = str(form, 'starting_after');
    const from = after ? sorted.findIndex((entry) => entry.id === after) + 1 : 0;
    if (after && from === 0) throw noSuch('object', after, 'starting_after');
    const data = sorted.slice(from, from + limit);
    return { object: 'list', data, has_more: from + limit < sorted.length, url };
  };

  /** What Stripe answers for a deleted customer, on the delete and on a later retrieve. */
  const deletedCustomer = (id: string): Json => ({ id, object: 'customer', deleted: true });

  const customer = {
    create(form: Form): Json {
      const id = newId('cus');
      const defaultPm = str(obj(form, 'invoice_settings') ?? {}, 'default_payment_method') ?? null;
      state.customers.set(id, {
        id,
        created: now(),
        email: str(form, 'email') ?? null,
        name: str(form, 'name') ?? null,
        metadata: strings(obj(form, 'metadata')),
        defaultPaymentMethod: defaultPm,
        invoicePrefix: id.slice(4, 12).toUpperCase(),
        nextInvoiceSequence: 1,
        balance: 0,
      });
      return renderCustomer(state.customers.get(id)!);
    },
    update(id: string, form: Form): Json {
      const found = getOr404(state.customers, id, 'customer');
      const settings = obj(form, 'invoice_settings');
      const pm = settings ? str(settings, 'default_payment_method') : undefined;
      if (pm !== undefined && pm !== '') {
        if (state.paymentMethods.get(pm)?.customer !== id) {
          throw invalidRequest(
            `The customer does not have a payment method with the ID ${pm}. The payment method must be attached to the customer.`,
            'invoice_settings[default_payment_method]',
            'resource_missing',
          );
        }
      }
      if (pm !== undefined) found.defaultPaymentMethod = pm === '' ? null : pm;
      if (str(form, 'email') !== undefined) found.email = str(form, 'email') ?? null;
      if (str(form, 'name') !== undefined) found.name = str(form, 'name') ?? null;
      Object.assign(found.metadata, strings(obj(form, 'metadata')));
      return renderCustomer(found);
    },
  };

  const attachPaymentMethod = (id: string, form: Form): Json => {
    const customerId = str(form, 'customer');
    if (!customerId) throw missingParam('customer');
    if (!state.customers.has(customerId)) throw noSuch('customer', customerId, 'customer');
    const token = TEST_PAYMENT_METHODS[id];
    if (token) {
      // Stripe checks the card with the issuer as it is attached; a decline keeps nothing.
      if (token.declineOnAttach) throw cardError(token.declineOnAttach, '');
      const created = {
        id: newId('pm'),
        created: now(),
        customer: customerId,
        brand: token.brand,
        last4: token.last4,
        expMonth: 12,
        expYear: new Date().getUTCFullYear() + 3,
        name: null,
        declineCharges: token.declineCharges,
      };
      state.paymentMethods.set(created.id, created);
      return renderPaymentMethod(created);
    }
    const method = state.paymentMethods.get(id);
    if (!method) throw noSuch('PaymentMethod', id);
    if (method.customer && method.customer !== customerId)
      throw invalidRequest('The payment method you provided has already been attached to a customer.', undefined, 'payment_method_unexpected_state');
    method.customer = customerId;
    return renderPaymentMethod(method);
  };

  const createPrice = (form: Form): Json => {
    const currency = str(form, 'currency');
    if (!currency) throw missingParam('currency');
    const amount = int(form, 'unit_amount');
    if (amount === undefined || !Number.isInteger(amount) || amount < 0) throw missingParam('unit_amount');
    const recurring = obj(form, 'recurring');
    if (!recurring || str(recurring, 'interval') !== 'month') throw invalidParam('recurring[interval]', 'This fake knows monthly recurring prices only.');
    const usageType = (str(recurring, 'usage_type') ?? 'licensed') as FakePrice['usageType'];
    const meter = str(recurring, 'meter') ?? null;
    if (usageType === 'metered' && !meter)
      throw invalidRequest('Usage-based prices require a meter (recurring[meter]).', 'recurring[meter]', 'parameter_missing');
    if (meter && !state.meters.has(meter)) throw noSuch('billing meter', meter, 'recurring[meter]');
    let product = str(form, 'product');
    const productData = obj(form, 'product_data');
    if (!product && !productData) throw missingParam('product');
    if (product && !state.products.has(product)) throw noSuch('product', product, 'product');
    if (!product && productData) {
      const name = str(productData, 'name');
      if (!name) throw missingParam('product_data[name]');
      product = newId('prod');
      state.products.set(product, { id: product, created: now(), name, active: true, metadata: strings(obj(productData, 'metadata')) });
    }
    const lookupKey = str(form, 'lookup_key') ?? null;
    const holder = lookupKey ? [...state.prices.values()].find((price) => price.lookupKey === lookupKey) : undefined;
    if (holder) {
      if (str(form, 'transfer_lookup_key') !== 'true') throw invalidRequest(`A price (\`${holder.id}\`) already uses that lookup key.`, 'lookup_key');
      holder.lookupKey = null;
    }
    const price: FakePrice = {
      id: newId('price'),
      created: now(),
      product: product!,
      unitAmount: amount,
      currency,
      lookupKey,
      usageType,
      meter,
      active: true,
      nickname: str(form, 'nickname') ?? null,
      metadata: strings(obj(form, 'metadata')),
    };
    state.prices.set(price.id, price);
    return renderPrice(price);
  };

  const createMeter = (form: Form): Json => {
    const displayName = str(form, 'display_name');
    const eventName = str(form, 'event_name');
    const formula = str(obj(form, 'default_aggregation') ?? {}, 'formula');
    if (!displayName) throw missingParam('display_name');
    if (!eventName) throw missingParam('event_name');
    if (!formula) throw missingParam('default_aggregation[formula]');
    if (![...state.meters.values()].every((meter) => meter.eventName !== eventName || meter.status !== 'active')) {
      throw invalidRequest(`An active meter with event_name \`${eventName}\` already exists.`, 'event_name');
    }
    const meter: FakeMeter = {
      id: newId('mtr'),
      created: now(),
      displayName,
      eventName,
      formula: formula as FakeMeter['formula'],
      customerKey: str(obj(form, 'customer_mapping') ?? {}, 'event_payload_key') ?? 'stripe_customer_id',
      valueKey: str(obj(form, 'value_settings') ?? {}, 'event_payload_key') ?? 'value',
      status: 'active',
    };
    state.meters.set(meter.id, meter);
    return renderMeter(meter);
  };

  const createMeterEvent = (form: Form): Json => {
    const eventName = str(form, 'event_name');
    const payload = obj(form, 'payload');
    if (!eventName) throw missingParam('event_name');
    if (!payload) throw missingParam('payload');
    const identifier = str(form, 'identifier') ?? newId('mev');
    // Uniqueness of identifiers is enforced: a repeat is accepted once and never counted twice.
    const seen = state.meterEvents.get(identifier);
    if (seen) return renderMeterEvent(seen);
    const event = { identifier, eventName, payload: strings(payload), timestamp: int(form, 'timestamp') ?? now(), created: now() };
    state.meterEvents.set(identifier, event);
    return renderMeterEvent(event);
  };

  const subscriptionItems = (form: Form, forCreate: boolean) =>
    list(form, 'items').map((raw, index) => {
      const item = raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {};
      const price = str(item, 'price') ?? null;
      if (forCreate && !price) throw missingParam(`items[${index}][price]`);
      const found = price ? state.prices.get(price) : undefined;
      if (price && !found) throw noSuch('price', price, `items[${index}][price]`);
      const quantity = int(item, 'quantity') ?? null;
      if (found?.usageType === 'metered' && quantity !== null) {
        throw invalidRequest(
          'Quantity should not be specified where usage_type is `metered`. Remove quantity from `items[' + index + ']`.',
          `items[${index}][quantity]`,
        );
      }
      return { id: str(item, 'id') ?? null, price, quantity: found?.usageType === 'metered' ? null : quantity, deleted: str(item, 'deleted') === 'true' };
    });

  const createSubscription = (form: Form): Json => {
    const customerId = str(form, 'customer');
    if (!customerId) throw missingParam('customer');
    if (!state.customers.has(customerId)) throw noSuch('customer', customerId, 'customer');
    const items = subscriptionItems(form, true);
    if (items.length === 0) throw missingParam('items');
    const missing = str(obj(obj(form, 'trial_settings') ?? {}, 'end_behavior') ?? {}, 'missing_payment_method') ?? 'create_invoice';
    const trialEnd = str(form, 'trial_end');
    const created = engine.createSubscription({
      customer: customerId,
      items: items.map((item) => ({
        price: item.price as string,
        quantity: item.quantity ?? (state.prices.get(item.price as string)?.usageType === 'metered' ? null : 1),
      })),
      trialDays: int(form, 'trial_period_days') ?? null,
      trialEnd: trialEnd && trialEnd !== 'now' ? Number(trialEnd) : null,
      missingPaymentMethod: missing as 'cancel' | 'create_invoice' | 'pause',
      paymentBehavior: str(form, 'payment_behavior') ?? 'allow_incomplete',
      defaultPaymentMethod: str(form, 'default_payment_method') ?? null,
      metadata: strings(obj(form, 'metadata')),
    });
    return renderSubscription(state, created);
  };

  const updateSubscription = (id: string, form: Form): Json => {
    const subscription = getOr404(state.subscriptions, id, 'subscription');
    const cancel = str(form, 'cancel_at_period_end');
    const metadata = obj(form, 'metadata');
    engine.updateSubscription(subscription, {
      items: subscriptionItems(form, false),
      prorationBehavior: str(form, 'proration_behavior') ?? 'create_prorations',
      paymentBehavior: str(form, 'payment_behavior') ?? 'allow_incomplete',
      metadata: metadata ? strings(metadata) : null,
      cancelAtPeriodEnd: cancel === undefined ? null : cancel === 'true',
    });
    return renderSubscription(state, subscription);
  };

  type Handler = (params: string[], form: Form) => Json;
  const routes: [string, RegExp, Handler][] = [
    ['POST', /^\/v1\/customers$/, (_p, form) => customer.create(form)],
    [
      'GET',
      /^\/v1\/customers\/([^/]+)$/,
      ([id]) => (state.deletedCustomers.has(id!) ? deletedCustomer(id!) : renderCustomer(getOr404(state.customers, id!, 'customer'))),
    ],
    [
      'DELETE',
      /^\/v1\/customers\/([^/]+)$/,
      ([id]) => {
        engine.deleteCustomer(getOr404(state.customers, id!, 'customer'));
        return deletedCustomer(id!);
      },
    ],
    ['POST', /^\/v1\/customers\/([^/]+)$/, ([id], form) => customer.update(id!, form)],
    ['POST', /^\/v1\/payment_methods\/([^/]+)\/attach$/, ([id], form) => attachPaymentMethod(id!, form)],
    ['GET', /^\/v1\/payment_methods\/([^/]+)$/, ([id]) => renderPaymentMethod(getOr404(state.paymentMethods, id!, 'PaymentMethod'))],
    ['GET', /^\/v1\/products\/([^/]+)$/, ([id]) => renderProduct(getOr404(state.products, id!, 'product'))],
    ['POST', /^\/v1\/prices$/, (_p, form) => createPrice(form)],
    ['GET', /^\/v1\/prices\/([^/]+)$/, ([id]) => renderPrice(getOr404(state.prices, id!, 'price'))],
    [
      'GET',
      /^\/v1\/prices$/,
      (_p, form) => {
        const keys = list(form, 'lookup_keys').map(String);
        const active = str(form, 'active');
        const found = [...state.prices.values()].filter(
          (price) =>
            (keys.length === 0 || (price.lookupKey !== null && keys.includes(price.lookupKey))) && (active === undefined || String(price.active) === active),
        );
        return page(found.map(renderPrice), form, '/v1/prices');
      },
    ],
    ['POST', /^\/v1\/billing\/meters$/, (_p, form) => createMeter(form)],
    ['GET', /^\/v1\/billing\/meters\/([^/]+)$/, ([id]) => renderMeter(getOr404(state.meters, id!, 'billing meter'))],
    [
      'GET',
      /^\/v1\/billing\/meters$/,
      (_p, form) =>
        page(
          [...state.meters.values()].filter((meter) => !str(form, 'status') || meter.status === str(form, 'status')).map(renderMeter),
          form,
          '/v1/billing/meters',
        ),
    ],
    ['POST', /^\/v1\/billing\/meter_events$/, (_p, form) => createMeterEvent(form)],
    ['POST', /^\/v1\/subscriptions$/, (_p, form) => createSubscription(form)],
    ['GET', /^\/v1\/subscriptions\/([^/]+)$/, ([id]) => renderSubscription(state, getOr404(state.subscriptions, id!, 'subscription'))],
    ['POST', /^\/v1\/subscriptions\/([^/]+)$/, ([id], form) => updateSubscription(id!, form)],
    [
      'POST',
      /^\/v1\/subscriptions\/([^/]+)\/resume$/,
      ([id], form) =>
        renderSubscription(
          state,
          engine.resumeSubscription(
            getOr404(state.subscriptions, id!, 'subscription'),
            (str(form, 'billing_cycle_anchor') ?? str(obj(form, 'billing_cycle_anchor') ?? {}, 'type')) === 'unchanged' ? 'unchanged' : 'now',
          ),
        ),
    ],
    [
      'DELETE',
      /^\/v1\/subscriptions\/([^/]+)$/,
      ([id]) => renderSubscription(state, engine.cancelSubscription(getOr404(state.subscriptions, id!, 'subscription'))),
    ],
    [
      'POST',
      /^\/v1\/invoices\/create_preview$/,
      (_p, form) => {
        const subscriptionId = str(form, 'subscription');
        if (!subscriptionId) throw missingParam('subscription');
        const subscription = getOr404(state.subscriptions, subscriptionId, 'subscription');
        const customerId = str(form, 'customer');
        if (customerId && customerId !== subscription.customer) throw invalidRequest('The subscription does not belong to the customer.', 'subscription');
        const details = obj(form, 'subscription_details') ?? {};
        return renderInvoice(
          state,
          engine.previewUpdate(subscription, {
            items: subscriptionItems(details, false),
            prorationBehavior: str(details, 'proration_behavior') ?? 'create_prorations',
            prorationDate: int(details, 'proration_date') ?? null,
          }),
        );
      },
    ],
    [
      'POST',
      /^\/v1\/invoices\/([^/]+)\/pay$/,
      ([id], form) => renderInvoice(state, engine.payInvoice(getOr404(state.invoices, id!, 'invoice'), str(form, 'payment_method') ?? null)),
    ],
    ['GET', /^\/v1\/invoices\/([^/]+)$/, ([id]) => renderInvoice(state, getOr404(state.invoices, id!, 'invoice'))],
    [
      'GET',
      /^\/v1\/invoices$/,
      (_p, form) => {
        const customerId = str(form, 'customer');
        const subscriptionId = str(form, 'subscription');
        const found = [...state.invoices.values()].filter(
          (invoice) => (!customerId || invoice.customer === customerId) && (!subscriptionId || invoice.subscription === subscriptionId),
        );
        return page(
          found.map((invoice) => renderInvoice(state, invoice)),
          form,
          '/v1/invoices',
        );
      },
    ],
  ];

  return function handle(request: Request): Json {
    for (const [method, pattern, handler] of routes) {
      const match = pattern.exec(request.path);
      if (match && method === request.method) return withExpand(handler(match.slice(1).map(decodeURIComponent), request.form), request.form);
    }
    throw new StripeFailure(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${request.method}: ${request.path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    );
  };
}
