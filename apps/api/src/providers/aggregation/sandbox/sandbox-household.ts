import { createRandom } from './sandbox-random';
import { findPlan, type SandboxAccountPlan, type SandboxItem } from './sandbox-item';
import { loanTermsFor, type LoanTerms } from './sandbox-loans';
import { EMPLOYERS, LANDLORDS, SUBSCRIPTIONS, type Subscription } from './sandbox-merchants';

/** The fictional household behind one item: who pays it, what it pays, and from which account. */
export interface Household {
  item: SandboxItem;
  employer: string;
  annualSalary: number;
  landlord: string;
  /** Monthly rent in the reference year; leases renew each January a little higher. */
  rent: number;
  escrow: number;
  phoneBill: number;
  electricBase: number;
  savingsTransfer: number;
  subscriptions: Subscription[];
  checking: SandboxAccountPlan | null;
  savings: SandboxAccountPlan | null;
  /** Where card purchases go: a credit card when there is one, else the debit card. */
  spending: SandboxAccountPlan | null;
  creditCards: SandboxAccountPlan[];
  loans: { account: SandboxAccountPlan; terms: LoanTerms }[];
  interestBearing: SandboxAccountPlan[];
}

const INTEREST_BEARING = new Set(['savings', 'cd', 'money market', 'hsa', 'cash management']);

export function householdOf(item: SandboxItem): Household {
  const random = createRandom(item.institution.institutionId, item.itemSeed, 'household');
  const checking = findPlan(item, 'checking');
  const creditCards = item.accounts.filter((account) => account.type === 'credit');
  return {
    item,
    employer: random.pick(EMPLOYERS),
    annualSalary: random.int(58, 185) * 1000,
    landlord: random.pick(LANDLORDS),
    rent: random.int(270, 680) * 5,
    escrow: random.int(18, 60) * 10,
    phoneBill: random.dollars(65, 140),
    electricBase: random.dollars(55, 110),
    savingsTransfer: random.int(3, 24) * 50,
    subscriptions: SUBSCRIPTIONS.filter(() => random.chance(0.7)),
    checking,
    savings: findPlan(item, 'savings'),
    spending: creditCards[0] ?? checking ?? findPlan(item, 'prepaid'),
    creditCards,
    loans: item.accounts.filter((account) => account.type === 'loan').map((account) => ({ account, terms: loanTermsFor(item, account) })),
    interestBearing: item.accounts.filter((account) => INTEREST_BEARING.has(account.subtype)),
  };
}
