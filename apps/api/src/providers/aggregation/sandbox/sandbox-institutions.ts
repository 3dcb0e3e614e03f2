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
  | 'home equity'
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
  accounts: readonly AccountKind[];
}

// Fictional institutions (no real bank's name or mark). Evergreen holds one account of every class
// the spec distinguishes, like Plaid's own sandbox bank, so a single link shows the whole product.
export const SANDBOX_INSTITUTIONS: readonly SandboxInstitution[] = [
  {
    institutionId: 'ins_sbx_evergreen',
    name: 'Evergreen National Bank',
    primaryColor: '#1b5e20',
    emblem: 'tree',
    accounts: ['checking', 'savings', 'credit card', 'mortgage', 'student', 'auto', '401k', 'ira', 'roth', 'brokerage', 'prepaid'],
  },
  {
    institutionId: 'ins_sbx_harborview',
    name: 'Harborview Bank',
    primaryColor: '#0b5394',
    emblem: 'wave',
    accounts: ['checking', 'savings', 'cd', 'credit card', 'mortgage'],
  },
  {
    institutionId: 'ins_sbx_summit',
    name: 'Summit Ridge Credit Union',
    primaryColor: '#2e7d32',
    emblem: 'mountain',
    accounts: ['checking', 'savings', 'rewards card', 'auto'],
  },
  {
    institutionId: 'ins_sbx_northstar',
    name: 'Northstar Investments',
    primaryColor: '#283593',
    emblem: 'star',
    accounts: ['brokerage', 'ira', 'roth', 'cash management'],
  },
  { institutionId: 'ins_sbx_keystone', name: 'Keystone Retirement Services', primaryColor: '#6a1b9a', emblem: 'keystone', accounts: ['401k', 'roth 401k'] },
  { institutionId: 'ins_sbx_bluebird', name: 'Bluebird Card Services', primaryColor: '#0277bd', emblem: 'bird', accounts: ['credit card', 'rewards card'] },
  { institutionId: 'ins_sbx_meridian', name: 'Meridian Student Lending', primaryColor: '#ad1457', emblem: 'cap', accounts: ['student'] },
  { institutionId: 'ins_sbx_cascade', name: 'Cascade Home Loans', primaryColor: '#00695c', emblem: 'house', accounts: ['mortgage', 'home equity'] },
  { institutionId: 'ins_sbx_prairie', name: 'Prairie Savings & Loan', primaryColor: '#ef6c00', emblem: 'sun', accounts: ['savings', 'money market', 'cd'] },
  { institutionId: 'ins_sbx_lighthouse', name: 'Lighthouse Prepaid', primaryColor: '#f9a825', emblem: 'lighthouse', accounts: ['prepaid', 'cash management'] },
  {
    institutionId: 'ins_sbx_redwood',
    name: 'Redwood Federal Bank',
    primaryColor: '#b71c1c',
    emblem: 'redwoods',
    accounts: ['checking', 'savings', 'hsa', 'credit card', 'student'],
  },
  {
    institutionId: 'ins_sbx_atlas',
    name: 'Atlas Wealth Partners',
    primaryColor: '#37474f',
    emblem: 'globe',
    accounts: ['brokerage', 'ira', 'sep ira', 'roth'],
  },
];

export function findSandboxInstitution(institutionId: string): SandboxInstitution | null {
  return SANDBOX_INSTITUTIONS.find((institution) => institution.institutionId === institutionId) ?? null;
}
