/**
 * A plan change in the middle of a billing period, prorated by the second as Stripe does: the unused
 * part of the old price comes back as a credit and the rest of the period is charged at the new price.
 * Times are Unix seconds. Positive is owed by the customer, negative is a credit.
 */
export interface ProrationInput {
  fromMonthlyCents: number;
  toMonthlyCents: number;
  periodStart: number;
  periodEnd: number;
  changedAt: number;
}

export interface Proration {
  creditCents: number;
  chargeCents: number;
  netCents: number;
}

export function prorate(input: ProrationInput): Proration {
  const { periodStart, periodEnd } = input;
  if (!(periodEnd > periodStart)) throw new RangeError('a billing period must end after it starts');
  const at = Math.min(Math.max(input.changedAt, periodStart), periodEnd);
  const remaining = (periodEnd - at) / (periodEnd - periodStart);
  const creditCents = -Math.round(input.fromMonthlyCents * remaining);
  const chargeCents = Math.round(input.toMonthlyCents * remaining);
  return { creditCents, chargeCents, netCents: creditCents + chargeCents };
}
