import type { TAccount } from '@finboard/contracts';
import { ASSET_LABELS, LIABILITY_LABELS } from '@finboard/domain/accounts';

export interface SubAccountCategory {
  side: 'assets' | 'liabilities';
  key: string;
  label: string;
}

/** The category a ?category= names (an asset or a liability key), or null for anything else. */
export function subAccountCategory(key: string | null): SubAccountCategory | null {
  if (!key) return null;
  if (Object.hasOwn(ASSET_LABELS, key)) return { side: 'assets', key, label: ASSET_LABELS[key as keyof typeof ASSET_LABELS] };
  if (Object.hasOwn(LIABILITY_LABELS, key)) return { side: 'liabilities', key, label: LIABILITY_LABELS[key as keyof typeof LIABILITY_LABELS] };
  return null;
}

/** The category's accounts, largest first. */
export function accountsInCategory(accounts: TAccount[], category: SubAccountCategory): TAccount[] {
  return accounts
    .filter((account) => (category.side === 'assets' ? account.assetKey : account.liabilityKey) === category.key)
    .sort((a, b) => b.amountCents - a.amountCents);
}
