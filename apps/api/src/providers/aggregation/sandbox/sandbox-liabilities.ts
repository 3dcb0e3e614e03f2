import { addDays, addMonths, dayOfMonth } from '@finboard/domain/calendar';
import type { ProviderLiability } from '../aggregation-types';
import { creditTermsOf } from './sandbox-accounts';
import { accountRandom, type SandboxAccountPlan, type SandboxItem } from './sandbox-item';
import { loanBalanceOn, loanTermsFor, payoffDate } from './sandbox-loans';
import { roundCents } from './sandbox-random';

const PURCHASE_APRS = [17.99, 19.99, 21.49, 22.99, 24.99, 27.24, 29.99];

/** The next date that is the given day of a month, on or after `today`. */
function nextDayOfMonth(today: string, day: number): string {
  const thisMonth = `${today.slice(0, 7)}-${String(day).padStart(2, '0')}`;
  return dayOfMonth(today) <= day ? thisMonth : addMonths(thisMonth, 1);
}

function creditLiability(item: SandboxItem, account: SandboxAccountPlan, today: string): ProviderLiability {
  const { balance } = creditTermsOf(item, account);
  const random = accountRandom(item, account, 'aprs');
  const purchaseApr = random.pick(PURCHASE_APRS);
  const monthlyInterest = roundCents((balance * purchaseApr) / 100 / 12);
  return {
    accountId: account.accountId,
    kind: 'credit',
    aprs: [
      { aprType: 'purchase_apr', aprPercentage: purchaseApr, balanceSubjectToApr: balance, interestChargeAmount: monthlyInterest },
      { aprType: 'cash_apr', aprPercentage: 29.99, balanceSubjectToApr: 0, interestChargeAmount: 0 },
      { aprType: 'balance_transfer_apr', aprPercentage: random.pick([0, 14.99, 19.99]), balanceSubjectToApr: 0, interestChargeAmount: 0 },
    ],
    interestRatePercentage: null,
    // Issuers ask for 1% of the balance plus interest, at least $35.
    minimumPaymentAmount: Math.max(roundCents(balance * 0.01 + monthlyInterest), Math.min(35, balance)),
    nextPaymentDueDate: nextDayOfMonth(today, 22),
    lastPaymentAmount: random.dollars(400, 2_400),
    originationDate: null,
    originationPrincipalAmount: null,
    expectedPayoffDate: null,
    accountNumber: null,
    disbursementDates: [],
  };
}

function loanLiability(item: SandboxItem, account: SandboxAccountPlan, today: string, kind: 'mortgage' | 'student'): ProviderLiability {
  const terms = loanTermsFor(item, account);
  const isPaidOff = loanBalanceOn(terms, today) === 0;
  return {
    accountId: account.accountId,
    kind,
    aprs: [],
    interestRatePercentage: terms.ratePercent,
    minimumPaymentAmount: isPaidOff ? 0 : terms.monthlyPayment,
    nextPaymentDueDate: isPaidOff ? null : nextDayOfMonth(addDays(today, 1), 1),
    lastPaymentAmount: terms.monthlyPayment,
    originationDate: terms.originationDate,
    originationPrincipalAmount: terms.principal,
    expectedPayoffDate: payoffDate(terms),
    accountNumber: terms.accountNumber,
    disbursementDates: terms.disbursementDates,
  };
}

/** What Plaid's /liabilities/get covers: credit cards, mortgages and student loans (not auto loans). */
export function liabilitiesOf(item: SandboxItem, today: string): ProviderLiability[] {
  return item.accounts.flatMap((account): ProviderLiability[] => {
    if (account.type === 'credit') return [creditLiability(item, account, today)];
    if (account.subtype === 'mortgage') return [loanLiability(item, account, today, 'mortgage')];
    if (account.subtype === 'student') return [loanLiability(item, account, today, 'student')];
    return [];
  });
}
