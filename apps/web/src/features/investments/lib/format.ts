const quantity = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });

/** Shares: up to four decimals, e.g. "12.5" or "0.0042". */
export const formatQuantity = (value: number) => quantity.format(value);

/** A change in percent with its sign and two decimals, e.g. "+1.25%", "-0.40%", "0.00%". */
export function formatPercentChange(percent: number): string {
  const fixed = Math.abs(percent).toFixed(2);
  if (Number(fixed) === 0) return '0.00%';
  return `${percent > 0 ? '+' : '-'}${fixed}%`;
}
