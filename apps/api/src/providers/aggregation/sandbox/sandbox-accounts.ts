import type { ProviderAccount } from '../aggregation-types';
import { investmentBalanceOf } from './sandbox-holdings';
import { accountRandom, type SandboxAccountPlan, type SandboxItem } from './sandbox-item';
import { loanBalanceOn, loanTermsFor } from './sandbox-loans';
import { roundCents } from './sandbox-random';

const CASH_RANGES: Record<string, [number, number]> = {
  checking: [1_500, 12_000],
  savings: [5_000, 60_000],
  cd: [10_000, 50_000],
  'money market': [5_000, 40_000],
  hsa: [2_000, 15_000],
  prepaid: [50, 800],
  'cash management': [1_000, 25_000],
};

/** A cash account's balance: fixed per item, so interest and net worth stay stable between syncs. */
export function cashBalanceOf(item: SandboxItem, account: SandboxAccountPlan): number {
  const [min, max] = CASH_RANGES[account.subtype] ?? [500, 5_000];
  return accountRandom(item, account, 'balance').dollars(min, max);
}

export function creditTermsOf(item: SandboxItem, account: SandboxAccountPlan): { limit: number; balance: number } {
  const random = accountRandom(item, account, 'credit');
  const limit = random.int(6, 50) * 500;
  return { limit, balance: random.dollars(limit * 0.04, limit * 0.42) };
}

export function buildAccounts(item: SandboxItem, today: string): ProviderAccount[] {
  return item.accounts.map((account) => {
    const base = {
      accountId: account.accountId,
      name: account.name,
      officialName: account.officialName,
      mask: account.mask,
      type: account.type,
      subtype: account.subtype,
      isoCurrencyCode: 'USD',
    };
    if (account.type === 'credit') {
      const { limit, balance } = creditTermsOf(item, account);
      return { ...base, currentBalance: balance, availableBalance: roundCents(limit - balance), creditLimit: limit };
    }
    if (account.type === 'loan') {
      return { ...base, currentBalance: loanBalanceOn(loanTermsFor(item, account), today), availableBalance: null, creditLimit: null };
    }
    if (account.type === 'investment') {
      return { ...base, currentBalance: investmentBalanceOf(item, account, today), availableBalance: null, creditLimit: null };
    }
    const balance = cashBalanceOf(item, account);
    return { ...base, currentBalance: balance, availableBalance: balance, creditLimit: null };
  });
}
