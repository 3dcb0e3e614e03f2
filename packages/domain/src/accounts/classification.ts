// How accounts are grouped on the assets, liabilities and investments pages (spec 01 §3, §9).

export type AssetKey = 'brokerage' | 'cash' | 'depository' | 'investment' | 'other_property' | 'others' | 'primary_residence' | 'retirement';
export type LiabilityKey = 'autoloan' | 'loan' | 'mortgage' | 'studentLoan' | 'credit';
export type BalanceType = 'assets' | 'liabilities';

export const ASSET_KEYS: readonly AssetKey[] = ['brokerage', 'cash', 'depository', 'investment', 'other_property', 'others', 'primary_residence', 'retirement'];
export const LIABILITY_KEYS: readonly LiabilityKey[] = ['autoloan', 'loan', 'mortgage', 'studentLoan', 'credit'];

/** Retirement: investment accounts with these subtypes, or other with keogh or sarsep. */
export const RETIREMENT_INVESTMENT_SUBTYPES = [
  '401a',
  '401k',
  '403b',
  '457b',
  'ira',
  'retirement',
  'roth',
  'roth 401k',
  'sep ira',
  'simple ira',
  'thrift savings plan',
  'pension',
  'profit sharing plan',
] as const;
export const RETIREMENT_OTHER_SUBTYPES = ['keogh', 'sarsep'] as const;
/** Cash-like: depository accounts, or other with these subtypes. */
export const CASH_OTHER_SUBTYPES = ['prepaid', 'recurring', 'rewards', 'safe deposit', 'cash management'] as const;

const normal = (subtype: string | null | undefined) => (subtype ?? '').trim().toLowerCase();
const isIn = (list: readonly string[], subtype: string | null | undefined) => list.includes(normal(subtype));

export function isRetirementAccount(accountType: string, subtype: string | null | undefined): boolean {
  if (accountType === 'investment') return isIn(RETIREMENT_INVESTMENT_SUBTYPES, subtype);
  if (accountType === 'other') return isIn(RETIREMENT_OTHER_SUBTYPES, subtype);
  return false;
}

export function isCashAccount(accountType: string, subtype: string | null | undefined): boolean {
  if (accountType === 'depository') return true;
  return accountType === 'other' && isIn(CASH_OTHER_SUBTYPES, subtype);
}

/** Whether an account is money owned or money owed. */
export function balanceTypeOf(accountType: string): BalanceType {
  return accountType === 'credit' || accountType === 'loan' ? 'liabilities' : 'assets';
}

/** The asset card an account belongs to. */
export function assetKeyOf(accountType: string, subtype: string | null | undefined): AssetKey {
  const sub = normal(subtype);
  if (isRetirementAccount(accountType, sub)) return 'retirement';
  if (accountType === 'depository') return sub === 'cash management' || sub === 'money market' ? 'cash' : 'depository';
  if (accountType === 'investment') return sub === 'brokerage' ? 'brokerage' : 'investment';
  if (accountType === 'other' && isIn(CASH_OTHER_SUBTYPES, sub)) return 'cash';
  if (accountType === 'property' || accountType === 'other') {
    if (sub === 'primary residence' || sub === 'primary_residence' || sub === 'home') return 'primary_residence';
    if (sub === 'real estate' || sub === 'property' || sub === 'other property' || sub === 'other_property') return 'other_property';
  }
  return 'others';
}

/** The liability group an account belongs to: Long Term (autoloan, loan, mortgage, studentLoan) or Short Term (credit). */
export function liabilityKeyOf(accountType: string, subtype: string | null | undefined): LiabilityKey {
  if (accountType === 'credit') return 'credit';
  const sub = normal(subtype);
  if (sub === 'mortgage' || sub === 'home equity') return 'mortgage';
  if (sub === 'student') return 'studentLoan';
  if (sub === 'auto') return 'autoloan';
  return 'loan';
}

export const LONG_TERM_LIABILITIES: readonly LiabilityKey[] = ['autoloan', 'loan', 'mortgage', 'studentLoan'];
export const SHORT_TERM_LIABILITIES: readonly LiabilityKey[] = ['credit'];
