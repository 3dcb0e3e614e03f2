import type { AccountType } from '../aggregation-types';
import { createRandom, stableId } from './sandbox-random';
import type { AccountKind, SandboxInstitution } from './sandbox-institutions';

interface AccountTemplate {
  type: AccountType;
  subtype: string;
  name: string;
}

const TEMPLATES: Record<AccountKind, AccountTemplate> = {
  checking: { type: 'depository', subtype: 'checking', name: 'Everyday Checking' },
  savings: { type: 'depository', subtype: 'savings', name: 'High-Yield Savings' },
  cd: { type: 'depository', subtype: 'cd', name: '12-Month Certificate of Deposit' },
  'money market': { type: 'depository', subtype: 'money market', name: 'Money Market' },
  hsa: { type: 'depository', subtype: 'hsa', name: 'Health Savings Account' },
  'credit card': { type: 'credit', subtype: 'credit card', name: 'Platinum Card' },
  'rewards card': { type: 'credit', subtype: 'credit card', name: 'Cash Rewards Card' },
  mortgage: { type: 'loan', subtype: 'mortgage', name: '30-Year Fixed Mortgage' },
  student: { type: 'loan', subtype: 'student', name: 'Student Loan' },
  auto: { type: 'loan', subtype: 'auto', name: 'Auto Loan' },
  '401k': { type: 'investment', subtype: '401k', name: '401(k) Retirement Plan' },
  'roth 401k': { type: 'investment', subtype: 'roth 401k', name: 'Roth 401(k)' },
  ira: { type: 'investment', subtype: 'ira', name: 'Traditional IRA' },
  roth: { type: 'investment', subtype: 'roth', name: 'Roth IRA' },
  'sep ira': { type: 'investment', subtype: 'sep ira', name: 'SEP IRA' },
  brokerage: { type: 'investment', subtype: 'brokerage', name: 'Individual Brokerage' },
  prepaid: { type: 'other', subtype: 'prepaid', name: 'Prepaid Debit Card' },
  'cash management': { type: 'other', subtype: 'cash management', name: 'Cash Management' },
};

export interface SandboxAccountPlan extends AccountTemplate {
  kind: AccountKind;
  accountId: string;
  mask: string;
  officialName: string;
}

/** One linked login: everything about it follows from the institution and the item's seed. */
export interface SandboxItem {
  itemId: string;
  itemSeed: string;
  institution: SandboxInstitution;
  accounts: SandboxAccountPlan[];
}

export function createSandboxItem(institution: SandboxInstitution, itemSeed: string): SandboxItem {
  const accounts = institution.accounts.map((kind): SandboxAccountPlan => {
    const template = TEMPLATES[kind];
    const random = createRandom(institution.institutionId, itemSeed, kind, 'plan');
    return {
      ...template,
      kind,
      accountId: stableId('account', institution.institutionId, itemSeed, kind),
      mask: String(random.int(0, 9999)).padStart(4, '0'),
      officialName: `${institution.name} ${template.name}`,
    };
  });
  return { itemId: stableId('item', institution.institutionId, itemSeed), itemSeed, institution, accounts };
}

export function findPlan(item: SandboxItem, kind: AccountKind): SandboxAccountPlan | null {
  return item.accounts.find((account) => account.kind === kind) ?? null;
}

/** A stream of numbers for one account of one item, labelled by what it decides. */
export function accountRandom(item: SandboxItem, account: SandboxAccountPlan, label: string) {
  return createRandom(item.institution.institutionId, item.itemSeed, account.kind, label);
}
