import type { EmblemName } from './sandbox-emblems';

/** Which account an institution offers; each maps to a template in sandbox-account-templates. */
export type AccountKind =
  | 'checking'
  | 'savings'
  | 'cd'
  | 'money market'
  | 'hsa'
  | 'credit card'
  | 'rewards card'
  | 'mortgage'
  | 'student'
  | 'auto'
  | '401k'
  | 'roth 401k'
  | 'ira'
  | 'roth'
  | 'sep ira'
  | 'brokerage'
  | 'prepaid'
  | 'cash management';

export interface SandboxInstitution {
  institutionId: string;
  name: string;
  primaryColor: string;
  emblem: EmblemName;
  /** Who a link here is: the one relationship this bank has with its customer. */
  customer: string;
  accounts: readonly AccountKind[];
}

/**
 * Fictional institutions (no real bank's name or mark). Each has one kind of customer, so a link
 * brings what that bank would hold for one person, never a whole household. The person behind a
 * link is its item seed (sandbox-customer.ts): one employer and salary, renting or owning a home.
 * Only a bank with checking receives the paycheck and pays rent or the mortgage; the others show
 * their side of that person's money (a loan's payments received, a brokerage's contributions).
 *
 * | Bank                         | Customer                                            | Accounts                              |
 * | ---------------------------- | --------------------------------------------------- | ------------------------------------- |
 * | Evergreen National Bank      | everyday banking: paycheck, bills, card spending    | checking, credit card                 |
 * | Harborview Bank              | everyday banking with a savings habit               | checking, savings, CD                 |
 * | Summit Ridge Credit Union    | member with a car loan                              | share savings, auto loan              |
 * | Northstar Investments        | self-directed investor                              | brokerage, Roth IRA, cash management  |
 * | Keystone Retirement Services | employer plan participant                           | 401(k), Roth 401(k)                   |
 * | Bluebird Card Services       | card holder                                         | credit card, rewards card             |
 * | Meridian Student Lending     | graduate repaying school                            | student loan                          |
 * | Cascade Home Loans           | homeowner                                           | mortgage                              |
 * | Prairie Savings & Loan       | saver (receives the everyday bank's monthly saving) | savings, money market, CD             |
 * | Lighthouse Prepaid           | prepaid card user                                   | prepaid card                          |
 * | Redwood Federal Bank         | everyday banking with an HSA                        | checking, savings, HSA, credit card   |
 * | Atlas Wealth Partners        | self-employed, advised retirement saver             | brokerage, IRA, SEP IRA, Roth IRA     |
 */
export const SANDBOX_INSTITUTIONS: readonly SandboxInstitution[] = [
  {
    institutionId: 'ins_sbx_evergreen',
    name: 'Evergreen National Bank',
    primaryColor: '#1b5e20',
    emblem: 'tree',
    customer: 'everyday banking: paycheck, bills, card spending',
    accounts: ['checking', 'credit card'],
  },
  {
    institutionId: 'ins_sbx_harborview',
    name: 'Harborview Bank',
    primaryColor: '#0b5394',
    emblem: 'wave',
    customer: 'everyday banking with a savings habit',
    accounts: ['checking', 'savings', 'cd'],
  },
  {
    institutionId: 'ins_sbx_summit',
    name: 'Summit Ridge Credit Union',
    primaryColor: '#2e7d32',
    emblem: 'mountain',
    customer: 'member with a car loan',
    accounts: ['savings', 'auto'],
  },
  {
    institutionId: 'ins_sbx_northstar',
    name: 'Northstar Investments',
    primaryColor: '#283593',
    emblem: 'star',
    customer: 'self-directed investor',
    accounts: ['brokerage', 'roth', 'cash management'],
  },
  {
    institutionId: 'ins_sbx_keystone',
    name: 'Keystone Retirement Services',
    primaryColor: '#6a1b9a',
    emblem: 'keystone',
    customer: 'employer plan participant',
    accounts: ['401k', 'roth 401k'],
  },
  {
    institutionId: 'ins_sbx_bluebird',
    name: 'Bluebird Card Services',
    primaryColor: '#0277bd',
    emblem: 'bird',
    customer: 'card holder',
    accounts: ['credit card', 'rewards card'],
  },
  {
    institutionId: 'ins_sbx_meridian',
    name: 'Meridian Student Lending',
    primaryColor: '#ad1457',
    emblem: 'cap',
    customer: 'graduate repaying school',
    accounts: ['student'],
  },
  {
    institutionId: 'ins_sbx_cascade',
    name: 'Cascade Home Loans',
    primaryColor: '#00695c',
    emblem: 'house',
    customer: 'homeowner',
    accounts: ['mortgage'],
  },
  {
    institutionId: 'ins_sbx_prairie',
    name: 'Prairie Savings & Loan',
    primaryColor: '#ef6c00',
    emblem: 'sun',
    customer: "saver (receives the everyday bank's monthly saving)",
    accounts: ['savings', 'money market', 'cd'],
  },
  {
    institutionId: 'ins_sbx_lighthouse',
    name: 'Lighthouse Prepaid',
    primaryColor: '#f9a825',
    emblem: 'lighthouse',
    customer: 'prepaid card user',
    accounts: ['prepaid'],
  },
  {
    institutionId: 'ins_sbx_redwood',
    name: 'Redwood Federal Bank',
    primaryColor: '#b71c1c',
    emblem: 'redwoods',
    customer: 'everyday banking with an HSA',
    accounts: ['checking', 'savings', 'hsa', 'credit card'],
  },
  {
    institutionId: 'ins_sbx_atlas',
    name: 'Atlas Wealth Partners',
    primaryColor: '#37474f',
    emblem: 'globe',
    customer: 'self-employed, advised retirement saver',
    accounts: ['brokerage', 'ira', 'sep ira', 'roth'],
  },
];

/** The lender that holds a homeowner's mortgage and the saver's bank the everyday banks send savings to. */
export const MORTGAGE_LENDER_ID = 'ins_sbx_cascade';
export const SAVINGS_BANK_ID = 'ins_sbx_prairie';

export function findSandboxInstitution(institutionId: string): SandboxInstitution | null {
  return SANDBOX_INSTITUTIONS.find((institution) => institution.institutionId === institutionId) ?? null;
}
