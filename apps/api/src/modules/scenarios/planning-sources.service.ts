import type { Db } from '@finboard/db';
import { type PlanAccount, spendingWindowStart } from '@finboard/domain';
import { getSpendingOfRange } from '../cash-flow/spending.service';
import { storedIncomeInfos } from '../income/stored-income';
import { findAccounts, findInstitutions } from '../institutions/accounts.service';
import { findPlanningData, type PlanningData } from './planning-data.repository';

export interface PlanningSources extends PlanningData {
  /** Live accounts of live institutions: the assets and liabilities pages' rows. */
  accounts: PlanAccount[];
  incomePage: { salaryCents: number | null; spouseSalaryCents: number | null } | null;
  spending: { amountCents: number; firstDate: string | null };
}

function salaryOf(infos: { owner: string; annualSalaryCents: number }[], owner: 'self' | 'spouse'): number | null {
  const own = infos.filter((info) => info.owner === owner);
  return own.length === 0 ? null : own.reduce((sum, info) => sum + info.annualSalaryCents, 0);
}

/** Everything a plan starts from, as of today: the planning answers, the balance sheet, the Income page and the spending window. */
export async function findPlanningSources(db: Db, { ownerId, today }: { ownerId: string; today: string }): Promise<PlanningSources> {
  const [data, accountRows, institutions, spending] = await Promise.all([
    findPlanningData(db, { ownerId }),
    findAccounts(db, { ownerId }),
    findInstitutions(db, { ownerId }),
    getSpendingOfRange(db, { ownerId, startDate: spendingWindowStart(today), endDate: today }),
  ]);
  const live = new Set(institutions.map((institution) => institution.id));
  const accounts = accountRows
    .filter((row) => live.has(row.institutionId))
    .map((row) => ({
      id: row.id,
      name: row.name,
      accountType: row.accountType,
      accountSubtype: row.accountSubtype,
      balanceType: row.balanceType,
      amountCents: row.amountCents,
    }));
  const infos = data.income ? storedIncomeInfos(data.income) : [];
  const incomePage = infos.length === 0 ? null : { salaryCents: salaryOf(infos, 'self'), spouseSalaryCents: salaryOf(infos, 'spouse') };
  return { ...data, accounts, incomePage, spending };
}
