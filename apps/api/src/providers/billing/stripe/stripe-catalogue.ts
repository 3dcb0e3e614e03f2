import { BILLING_PLANS, PAID_PLAN_KEYS, type PaidPlanKey } from '@finboard/domain/billing';
import type Stripe from 'stripe';

/**
 * Finboard's products and prices in the Stripe account, found by lookup key and created when
 * missing: `finboard_{plan}_monthly` (licensed, the plan's monthly fee) and, for advisor plans,
 * `finboard_{plan}_extra_client` (metered by the `finboard_extra_clients` meter, whose `last`
 * aggregation bills the count of extra clients last reported in the period).
 */
export const EXTRA_CLIENTS_EVENT = 'finboard_extra_clients';
export const monthlyLookupKey = (plan: PaidPlanKey) => `finboard_${plan}_monthly`;
export const extraClientLookupKey = (plan: PaidPlanKey) => `finboard_${plan}_extra_client`;

/** The plan a licensed price stands for, from its lookup key. */
export function planOfLookupKey(lookupKey: string | null): PaidPlanKey | null {
  const plan = /^finboard_(\w+?)_monthly$/.exec(lookupKey ?? '')?.[1];
  return plan && (PAID_PLAN_KEYS as readonly string[]).includes(plan) ? (plan as PaidPlanKey) : null;
}

export interface Catalogue {
  meterId: string;
  monthly: Record<PaidPlanKey, string>;
  /** Advisor plans only. */
  extraClient: Partial<Record<PaidPlanKey, string>>;
}

export function createCatalogue(stripe: Stripe) {
  let loading: Promise<Catalogue> | null = null;

  const findOrCreateMeter = async (): Promise<string> => {
    for await (const meter of stripe.billing.meters.list({ status: 'active', limit: 100 })) {
      if (meter.event_name === EXTRA_CLIENTS_EVENT) return meter.id;
    }
    const meter = await stripe.billing.meters.create(
      {
        display_name: 'Finboard extra connected clients',
        event_name: EXTRA_CLIENTS_EVENT,
        default_aggregation: { formula: 'last' },
        customer_mapping: { type: 'by_id', event_payload_key: 'stripe_customer_id' },
        value_settings: { event_payload_key: 'value' },
      },
      // Two instances starting together create one meter.
      { idempotencyKey: `finboard-meter-${EXTRA_CLIENTS_EVENT}` },
    );
    return meter.id;
  };

  const load = async (): Promise<Catalogue> => {
    const meterId = await findOrCreateMeter();
    const keys = PAID_PLAN_KEYS.flatMap((plan) => [monthlyLookupKey(plan), ...(BILLING_PLANS[plan].role === 'advisor' ? [extraClientLookupKey(plan)] : [])]);
    const existing = new Map<string, Stripe.Price>();
    for await (const price of stripe.prices.list({ lookup_keys: keys, active: true, limit: 100 })) {
      if (price.lookup_key) existing.set(price.lookup_key, price);
    }
    // A price whose amount or meter no longer matches the catalogue is replaced; the new one takes its lookup key.
    const ensure = async (
      lookupKey: string,
      amount: number,
      params: Omit<Stripe.PriceCreateParams, 'currency' | 'unit_amount' | 'lookup_key'>,
      meter: string | null,
    ) => {
      const found = existing.get(lookupKey);
      if (found && found.unit_amount === amount && (found.recurring?.meter ?? null) === meter) return found;
      const created = await stripe.prices.create(
        { ...params, currency: 'usd', unit_amount: amount, lookup_key: lookupKey, ...(found ? { transfer_lookup_key: true } : {}) },
        { idempotencyKey: `finboard-price-${lookupKey}-${amount}-${meter ?? 'licensed'}` },
      );
      return created;
    };
    const monthly = {} as Record<PaidPlanKey, string>;
    const extraClient: Partial<Record<PaidPlanKey, string>> = {};
    for (const plan of PAID_PLAN_KEYS) {
      const details = BILLING_PLANS[plan];
      const licensed = await ensure(
        monthlyLookupKey(plan),
        details.monthlyCents,
        {
          product_data: { name: `Finboard ${details.name}`, metadata: { finboard_plan: plan } },
          recurring: { interval: 'month', usage_type: 'licensed' },
          metadata: { finboard_plan: plan },
        },
        null,
      );
      monthly[plan] = licensed.id;
      if (details.role === 'advisor') {
        const product = typeof licensed.product === 'string' ? licensed.product : licensed.product.id;
        const metered = await ensure(
          extraClientLookupKey(plan),
          details.extraClientCents,
          { product, recurring: { interval: 'month', usage_type: 'metered', meter: meterId }, metadata: { finboard_plan: plan } },
          meterId,
        );
        extraClient[plan] = metered.id;
      }
    }
    return { meterId, monthly, extraClient };
  };

  return {
    /** Loaded once per process; a failure is forgotten so the next call tries again. */
    get(): Promise<Catalogue> {
      loading ??= load().catch((error: unknown) => {
        loading = null;
        throw error;
      });
      return loading;
    },
  };
}
