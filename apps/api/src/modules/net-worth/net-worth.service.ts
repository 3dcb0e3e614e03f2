import type { TNetWorthQuery, TNetWorthResponse } from '@finboard/contracts';
import type { Db, LagTolerantReads } from '@finboard/db';
import { carrySnapshotsForward, dateRangeProblem, DEFAULT_NET_WORTH_PERIOD, netWorthPeriodRange } from '@finboard/domain/accounts';
import { type ClientDataRead, readOwnerFor } from '../../access/client-data-read';
import { validationError } from '../../errors/app-error';
import { findAccountIdsWithHoldings, findAccounts, findInstitutions } from '../institutions/accounts.service';
import { toAccount } from '../institutions/institution-mapping';
import { findSnapshotsForRange } from './snapshots.repository';

export interface NetWorthDeps {
  db: Db;
  today: () => string;
}

function resolveRange(today: string, query: TNetWorthQuery) {
  const endDate = query.endDate ?? today;
  const startDate = query.startDate ?? netWorthPeriodRange(query.period ?? DEFAULT_NET_WORTH_PERIOD, endDate).startDate;
  const problem = dateRangeProblem(startDate, endDate);
  if (problem) throw validationError(problem.message, problem.field);
  return { startDate, endDate };
}

/**
 * The net-worth chart (a point a day, snapshots carried forward) with today's assets and liabilities.
 * Who may read is decided on the primary; the history itself tolerates a little lag (readDb).
 */
export async function getNetWorth(deps: NetWorthDeps & LagTolerantReads, read: ClientDataRead, query: TNetWorthQuery): Promise<TNetWorthResponse> {
  const ownerId = readOwnerFor(read, 'netWorth');
  const range = resolveRange(deps.today(), query);
  const { readDb } = deps;
  const [snapshots, institutions, rows, withHoldings] = await Promise.all([
    findSnapshotsForRange(readDb, { ownerId, ...range }),
    findInstitutions(readDb, { ownerId }),
    findAccounts(readDb, { ownerId }),
    findAccountIdsWithHoldings(readDb, { ownerId }),
  ]);
  const names = new Map(institutions.map((institution) => [institution.id, institution.name]));
  const accounts = rows
    .filter((row) => names.has(row.institutionId))
    .map((row) => toAccount(row, names.get(row.institutionId) ?? '', withHoldings.has(row.id)));
  const totals = snapshots.map((row) => ({
    date: row.trackingDate,
    netWorthCents: Number(row.netWorthCents),
    assetsCents: Number(row.assetsCents),
    liabilitiesCents: Number(row.liabilitiesCents),
  }));
  return {
    ...range,
    points: carrySnapshotsForward(totals, range.startDate, range.endDate),
    assets: accounts.filter((account) => account.balanceType === 'assets'),
    liabilities: accounts.filter((account) => account.balanceType === 'liabilities'),
  };
}
