import { customerOf, type SandboxCustomer } from './sandbox-customer';
import { findSandboxInstitution, MORTGAGE_LENDER_ID, SAVINGS_BANK_ID } from './sandbox-institutions';
import { createSandboxItem, findPlan, type SandboxAccountPlan, type SandboxItem } from './sandbox-item';
import { loanTermsFor, type LoanTerms } from './sandbox-loans';

/** Where an everyday bank's monthly saving goes: its own savings account, or the customer's savings bank. */
export type SavingsTarget = { kind: 'own'; account: SandboxAccountPlan } | { kind: 'external'; bank: string; mask: string };

/** One item's view of its customer: the person, and which of their accounts this bank holds. */
export interface Household extends SandboxCustomer {
  item: SandboxItem;
  checking: SandboxAccountPlan | null;
  savings: SandboxAccountPlan | null;
  /** Set at a bank with checking: where the monthly saving goes. */
  savingsTarget: SavingsTarget | null;
  /** A homeowner's mortgage at the mortgage lender, paid from checking (null for a renter). */
  externalMortgage: { lender: string; terms: LoanTerms } | null;
  /** Where card purchases go: a credit card when there is one, else the debit card. */
  spending: SandboxAccountPlan | null;
  creditCards: SandboxAccountPlan[];
  loans: { account: SandboxAccountPlan; terms: LoanTerms }[];
  interestBearing: SandboxAccountPlan[];
}

const INTEREST_BEARING = new Set(['savings', 'cd', 'money market', 'hsa', 'cash management']);

/** The same customer's account at another bank (same seed), as that bank's own item describes it. */
function sameCustomerAt(institutionId: string, itemSeed: string, kind: 'mortgage' | 'savings'): { item: SandboxItem; account: SandboxAccountPlan } | null {
  const institution = findSandboxInstitution(institutionId);
  if (!institution) return null;
  const item = createSandboxItem(institution, itemSeed);
  const account = findPlan(item, kind);
  return account ? { item, account } : null;
}

export function householdOf(item: SandboxItem): Household {
  const customer = customerOf(item.itemSeed);
  const checking = findPlan(item, 'checking');
  const savings = findPlan(item, 'savings');
  const creditCards = item.accounts.filter((account) => account.type === 'credit');
  const mortgage = checking && customer.isHomeowner ? sameCustomerAt(MORTGAGE_LENDER_ID, item.itemSeed, 'mortgage') : null;
  const savingsBank = checking && !savings ? sameCustomerAt(SAVINGS_BANK_ID, item.itemSeed, 'savings') : null;
  let savingsTarget: SavingsTarget | null = null;
  if (checking && savings) savingsTarget = { kind: 'own', account: savings };
  else if (savingsBank) savingsTarget = { kind: 'external', bank: savingsBank.item.institution.name, mask: savingsBank.account.mask };
  return {
    ...customer,
    item,
    checking,
    savings,
    savingsTarget,
    externalMortgage: mortgage ? { lender: mortgage.item.institution.name, terms: loanTermsFor(mortgage.item, mortgage.account) } : null,
    spending: creditCards[0] ?? checking ?? findPlan(item, 'prepaid'),
    creditCards,
    loans: item.accounts.filter((account) => account.type === 'loan').map((account) => ({ account, terms: loanTermsFor(item, account) })),
    interestBearing: item.accounts.filter((account) => INTEREST_BEARING.has(account.subtype)),
  };
}
