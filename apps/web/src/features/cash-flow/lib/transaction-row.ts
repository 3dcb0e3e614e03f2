import { formatCents } from '@finboard/domain/format';
import type { TCashFlowTransaction } from '@finboard/contracts';

/** What a row is called: the merchant, or the transaction's own name when there is none. */
export const displayName = (transaction: Pick<TCashFlowTransaction, 'merchantName' | 'name'>) => transaction.merchantName?.trim() || transaction.name;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A `YYYY-MM-DD` date as 'DD MMM', e.g. '05 Mar' (a calendar date: no time zone involved). */
export function formatDayMonth(date: string): string {
  const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(date);
  const month = match ? MONTHS[Number(match[1]) - 1] : undefined;
  return match && month ? `${match[2]} ${month}` : date;
}

/**
 * An amount in Plaid's sign convention (positive is money out) as people read it: money out
 * with a minus, money in with a plus, e.g. '-$12.50' and '+$2,500'.
 */
export function formatSignedAmount(amountCents: number): string {
  if (amountCents > 0) return `-${formatCents(amountCents)}`;
  if (amountCents < 0) return `+${formatCents(-amountCents)}`;
  return formatCents(0);
}

/** The provider's transaction type for people: 'in store' → 'In store'. */
export function transactionTypeLabel(type: string): string {
  const text = type.replace(/_/g, ' ').trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : '';
}

/** The avatar's letter when a merchant has no logo. */
export const initialOf = (name: string) => name.trim().charAt(0).toUpperCase() || '?';
