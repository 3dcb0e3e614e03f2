// Transfers the provider did not name: an amount leaving one of the client's accounts and the same
// amount arriving in another of them within a few days is money moved, not spent and earned.

import { dayNumberOf } from '../calendar/day-number';

/** One of a client's transactions, Plaid's sign: positive is money out, negative money in. */
export interface TransferCandidate {
  id: string;
  accountId: string;
  /** `YYYY-MM-DD`. */
  date: string;
  amountCents: number;
}

export interface TransferPair {
  /** The side that left an account (positive amount). */
  outId: string;
  /** The side that arrived in another account (the same amount, negative). */
  inId: string;
}

/** How many days apart the two sides of a transfer may post (ACH and card payments settle within three). */
export const TRANSFER_MATCH_DAYS = 3;

const dayNumber = dayNumberOf;
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

interface Option {
  gap: number;
  out: TransferCandidate;
  in: TransferCandidate;
}

/** Every out/in pair of one amount on two different accounts, at most `windowDays` apart. */
function optionsOf(outs: TransferCandidate[], ins: TransferCandidate[], windowDays: number): Option[] {
  const options: Option[] = [];
  const sortedIns = ins.map((candidate) => ({ candidate, day: dayNumber(candidate.date) })).sort((a, b) => a.day - b.day);
  for (const out of outs) {
    const day = dayNumber(out.date);
    for (const { candidate, day: inDay } of sortedIns) {
      if (inDay < day - windowDays) continue;
      if (inDay > day + windowDays) break;
      if (candidate.accountId !== out.accountId) options.push({ gap: Math.abs(inDay - day), out, in: candidate });
    }
  }
  return options;
}

/**
 * Pairs money out of one account with the same amount into another account of the same client,
 * posted at most `windowDays` apart. Each transaction is used at most once; the closest dates are
 * paired first, ties broken by date and id, so the answer does not depend on the input's order.
 * The caller passes one client's transactions only, and only those that may be transfers.
 */
export function matchTransfers(candidates: readonly TransferCandidate[], windowDays = TRANSFER_MATCH_DAYS): TransferPair[] {
  const byAmount = new Map<number, { outs: TransferCandidate[]; ins: TransferCandidate[] }>();
  for (const candidate of candidates) {
    if (candidate.amountCents === 0) continue;
    const group = byAmount.get(Math.abs(candidate.amountCents)) ?? { outs: [], ins: [] };
    (candidate.amountCents > 0 ? group.outs : group.ins).push(candidate);
    byAmount.set(Math.abs(candidate.amountCents), group);
  }
  const options = [...byAmount.values()].flatMap((group) => (group.outs.length && group.ins.length ? optionsOf(group.outs, group.ins, windowDays) : []));
  options.sort((a, b) => a.gap - b.gap || byText(a.out.date, b.out.date) || byText(a.out.id, b.out.id) || byText(a.in.id, b.in.id));
  const used = new Set<string>();
  const pairs: TransferPair[] = [];
  for (const option of options) {
    if (used.has(option.out.id) || used.has(option.in.id)) continue;
    used.add(option.out.id).add(option.in.id);
    pairs.push({ outId: option.out.id, inId: option.in.id });
  }
  return pairs;
}

/**
 * What each side of the matched pairs is: money moved between the client's own accounts (a
 * transfer on both sides), except a payment into one of their loans (mortgage, car, student,
 * personal; `onLoanAccounts` holds the ids of the transactions on such accounts), whose paying side
 * is essential spending, as it is when the lender is not linked (`defaultCategoryType`); the
 * loan's side stays a transfer.
 */
export function pairedCategoryTypes(pairs: readonly TransferPair[], onLoanAccounts: ReadonlySet<string>): Map<string, 'transfer' | 'essential'> {
  const types = new Map<string, 'transfer' | 'essential'>();
  for (const pair of pairs) {
    types.set(pair.outId, onLoanAccounts.has(pair.inId) ? 'essential' : 'transfer');
    types.set(pair.inId, 'transfer');
  }
  return types;
}
