import { randomUUID } from 'node:crypto';
import type { Db } from '@finboard/db';
import * as dailyRefreshRows from './daily-refresh.repository';
import * as accountRows from './financial-accounts.repository';
import type { FinancialAccountRow, NewFinancialAccount } from './financial-accounts.repository';
import * as holdingRows from './holdings-summary.repository';
import { deleteInstitutionCascade } from './institution-delete.repository';
import * as institutionRows from './institutions.repository';
import type { InstitutionRow } from './institutions.repository';

/*
 * The institutions module keeps the institutions and financial_accounts tables. Other modules
 * (balance sheet, net worth, investments, cash flow, manual accounts) read and write them through
 * these functions, never through its repositories.
 */

type Owned = { ownerId: string; id: string };

/** An owner's accounts not deleted, of one institution when given. */
export function findAccounts(db: Db, scope: { ownerId: string; institutionId?: string }): Promise<FinancialAccountRow[]> {
  return accountRows.findAccounts(db, scope);
}

/** One account of the owner, not deleted; NOT_FOUND otherwise. */
export function getAccount(db: Db, scope: Owned): Promise<FinancialAccountRow> {
  return accountRows.getAccount(db, scope);
}

export function findInstitutions(db: Db, scope: { ownerId: string }): Promise<InstitutionRow[]> {
  return institutionRows.findInstitutions(db, scope);
}

/** One institution of the owner, not deleted; NOT_FOUND otherwise. */
export function getInstitution(db: Db, scope: Owned): Promise<InstitutionRow> {
  return institutionRows.getInstitution(db, scope);
}

/** The owner's accounts that hold investments (their value is the holdings'). */
export function findAccountIdsWithHoldings(db: Db, scope: { ownerId: string }): Promise<Set<string>> {
  return holdingRows.findAccountIdsWithHoldings(db, scope);
}

/** Owners with accounts but no linked item (manual accounts only): no sync of theirs ends with a snapshot. */
export function findOwnersWithoutLinkedItems(db: Db): Promise<string[]> {
  return dailyRefreshRows.findOwnersWithoutLinkedItems(db);
}

/** A manual institution of this name, created when the owner has none yet. */
export async function findOrCreateManualInstitution(db: Db, { ownerId, name }: { ownerId: string; name: string }): Promise<{ id: string; name: string }> {
  const existing = await institutionRows.findManualInstitutionByName(db, { ownerId, name });
  if (existing) return existing;
  const id = randomUUID();
  await institutionRows.insertInstitution(db, { id, userId: ownerId, provider: 'manual', name, isManualRecord: true });
  return { id, name };
}

export function addAccount(db: Db, row: NewFinancialAccount): Promise<void> {
  return accountRows.insertAccount(db, row);
}

export function changeAccount(db: Db, scope: Owned, values: Partial<FinancialAccountRow>): Promise<void> {
  return accountRows.updateAccount(db, scope, values);
}

/** A manual institution whose last account went goes too (with whatever still hangs from it). */
export async function removeManualInstitutionIfEmpty(db: Db, { ownerId, institutionId }: { ownerId: string; institutionId: string }): Promise<void> {
  const institution = await institutionRows.getInstitution(db, { ownerId, id: institutionId });
  const remaining = await accountRows.findAccounts(db, { ownerId, institutionId });
  if (institution.isManualRecord && remaining.length === 0) await deleteInstitutionCascade(db, { ownerId, institutionId });
}
