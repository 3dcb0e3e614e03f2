import { type TAccount, type TInstitution, type TSyncPart, ZSyncPart } from '@finboard/contracts';
import { assetKeyOf, isCashAccount, isRetirementAccount, liabilityKeyOf } from '@finboard/domain/accounts';
import type { FinancialAccountRow } from './financial-accounts.repository';
import type { InstitutionRow } from './institutions.repository';
import { NEEDS_LOGIN_CODES } from './sync.service';
import { storedAccountDetails } from './stored-account-details';

/** An institution's logo as the web shows it: the provider's PNG inline, or none. */
export const logoUrlOf = (logoBase64: string | null) => (logoBase64 ? `data:image/png;base64,${logoBase64}` : null);

const incompleteParts = (syncIssue: string | null): TSyncPart[] =>
  syncIssue ? (syncIssue.split(',').filter((part) => ZSyncPart.safeParse(part).success) as TSyncPart[]) : [];

export function toInstitution(row: InstitutionRow, accounts: FinancialAccountRow[]): TInstitution {
  const own = accounts.filter((account) => account.institutionId === row.id);
  const sum = (type: string) => own.filter((account) => account.balanceType === type).reduce((total, account) => total + account.amountCents, 0);
  return {
    id: row.id,
    name: row.name,
    logoUrl: logoUrlOf(row.logoBase64),
    primaryColor: row.primaryColor,
    provider: row.provider as TInstitution['provider'],
    isManualRecord: row.isManualRecord,
    linkedAt: row.createdAt.toISOString(),
    lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null,
    errorCode: row.errorCode,
    needsLogin: row.errorCode !== null && NEEDS_LOGIN_CODES.has(row.errorCode),
    incompleteParts: incompleteParts(row.syncIssue),
    assetsCents: sum('assets'),
    liabilitiesCents: sum('liabilities'),
  };
}

export function toAccount(row: FinancialAccountRow, institutionName: string, hasHoldings: boolean): TAccount {
  const isAsset = row.balanceType === 'assets';
  return {
    id: row.id,
    institutionId: row.institutionId,
    institutionName,
    name: row.name,
    mask: row.mask,
    accountType: row.accountType,
    accountSubtype: row.accountSubtype,
    balanceType: isAsset ? 'assets' : 'liabilities',
    amountCents: row.amountCents,
    date: row.balanceDate,
    isManualRecord: row.isManualRecord,
    isRetirement: isRetirementAccount(row.accountType, row.accountSubtype),
    isCash: isCashAccount(row.accountType, row.accountSubtype),
    assetKey: isAsset ? assetKeyOf(row.accountType, row.accountSubtype) : null,
    liabilityKey: isAsset ? null : liabilityKeyOf(row.accountType, row.accountSubtype),
    hasHoldings,
    details: storedAccountDetails(row),
  };
}
