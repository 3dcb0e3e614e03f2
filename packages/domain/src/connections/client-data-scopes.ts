import type { ShareSwitch } from './share-switches';

/** What a read of a client's data is about; each scope has the spec's refusal text. */
export type ClientDataScope =
  'profile' | 'accounts' | 'assets' | 'liabilities' | 'netWorth' | 'investments' | 'income' | 'insurance' | 'estate' | 'quickReport' | 'cashFlow' | 'scenarios';

/**
 * Which share switch opens which part of a client's data to a connected advisor. Net Worth is the
 * balance sheet (accounts, assets, liabilities, net worth, investments, income, insurance and estate,
 * the quick report); Cash Flow the transactions; Retirement Score My Plan and shared scenarios. The
 * profile and onboarding summary need only the connection. Identity documents are never shared.
 */
export const SHARE_SWITCH_OF_SCOPE: Record<ClientDataScope, ShareSwitch | null> = {
  profile: null,
  accounts: 'netWorth',
  assets: 'netWorth',
  liabilities: 'netWorth',
  netWorth: 'netWorth',
  investments: 'netWorth',
  income: 'netWorth',
  insurance: 'netWorth',
  estate: 'netWorth',
  quickReport: 'netWorth',
  cashFlow: 'cashFlow',
  scenarios: 'retirementScore',
};

export const NO_ACCESS_TO_ASSETS = "you don't have access to assets";
export const NO_ACCESS_TO_LIABILITIES = "you don't have access to liabilities";
export const NO_ACCESS_TO_FEATURE = "you don't have access to this feature";

/** The spec's refusal texts (spec 02 §6, §8): assets and liabilities have their own. */
export function refusalOf(scope: ClientDataScope): string {
  if (scope === 'assets') return NO_ACCESS_TO_ASSETS;
  if (scope === 'liabilities') return NO_ACCESS_TO_LIABILITIES;
  return NO_ACCESS_TO_FEATURE;
}
