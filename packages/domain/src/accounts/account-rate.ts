// A liability's rate from its stored details (spec 01 §3 field names): what a debt calculator
// starts from, on the web's Accounts tab and in the demo's own scenarios alike.

const numberOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The account's rate as a percent: its interest rate, else its purchase APR, else its first APR; null without one. */
export function liabilityRatePercent(details: Record<string, unknown> | null | undefined): number | null {
  const rate = numberOf(details?.interest_rate_percentage);
  if (rate !== null) return rate;
  const aprs = Array.isArray(details?.aprs) ? (details.aprs as Record<string, unknown>[]) : [];
  const purchase = aprs.find((apr) => apr.apr_type === 'purchase_apr') ?? aprs[0];
  return purchase ? numberOf(purchase.apr_percentage) : null;
}
