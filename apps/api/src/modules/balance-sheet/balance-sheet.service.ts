import type { TBalanceSheetResponse } from '@finboard/contracts';
import type { Db } from '@finboard/db';
import { type ClientDataRead, readOwnerFor } from '../../access/client-data-read';
import { findAccountIdsWithHoldings, findAccounts, findInstitutions } from '../institutions/accounts.service';
import { toAccount } from '../institutions/institution-mapping';

function addTo(totals: Record<string, number>, key: string, cents: number) {
  totals[key] = (totals[key] ?? 0) + cents;
}

/** The assets page (balanceType 'assets') or the liabilities page: totals by category and by institution. */
export async function getBalanceSheet(db: Db, read: ClientDataRead, side: 'assets' | 'liabilities'): Promise<TBalanceSheetResponse> {
  const ownerId = readOwnerFor(read, side);
  const [institutions, rows, withHoldings] = await Promise.all([
    findInstitutions(db, { ownerId }),
    findAccounts(db, { ownerId }),
    findAccountIdsWithHoldings(db, { ownerId }),
  ]);
  const names = new Map(institutions.map((institution) => [institution.id, institution]));
  const accounts = rows
    .filter((row) => row.balanceType === side && names.has(row.institutionId))
    .map((row) => toAccount(row, names.get(row.institutionId)?.name ?? '', withHoldings.has(row.id)));
  const categories: Record<string, number> = {};
  const perInstitution = new Map<string, Record<string, number>>();
  for (const account of accounts) {
    const key = (side === 'assets' ? account.assetKey : account.liabilityKey) ?? 'others';
    addTo(categories, key, account.amountCents);
    const own = perInstitution.get(account.institutionId) ?? {};
    addTo(own, key, account.amountCents);
    perInstitution.set(account.institutionId, own);
  }
  return {
    totalCents: accounts.reduce((total, account) => total + account.amountCents, 0),
    categories,
    institutions: institutions
      .filter((institution) => perInstitution.has(institution.id))
      .map((institution) => {
        const own = perInstitution.get(institution.id) ?? {};
        return {
          id: institution.id,
          name: institution.name,
          logoUrl: institution.logoBase64 ? `data:image/png;base64,${institution.logoBase64}` : null,
          totalCents: Object.values(own).reduce((total, cents) => total + cents, 0),
          categories: own,
        };
      }),
    accounts,
  };
}
