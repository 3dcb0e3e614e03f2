import type {
  TCashFlowAccountsResponse,
  TCashFlowCountQuery,
  TCashFlowQuery,
  TCashFlowReportQuery,
  TCashFlowResponse,
  TCashFlowTransaction,
  TRecategorizePreviewResponse,
  TRecategorizeRequest,
  TRecategorizeResponse,
} from '@finboard/contracts';
import type { Db, LagTolerantReads } from '@finboard/db';
import { transactionCategoryLabel } from '@finboard/domain/cash-flow';
import { type CashFlowPeriod, cashFlowPeriodRange, dateRangeProblem, DEFAULT_CASH_FLOW_PERIOD, isCashAccount } from '@finboard/domain/accounts';
import type { ClientDataWrite } from '../../access/client-data-write';
import { type ClientDataRead, readOwnerFor } from '../../access/client-data-read';
import { notFound, validationError } from '../../errors/app-error';
import { findAccounts, findInstitutions, getAccount } from '../institutions/accounts.service';
import { getUserName } from '../session/session.service';
import { buildCashFlowReport } from './cash-flow-report';
import { type CashFlowBucket, sumCashFlowBuckets } from './cash-flow-buckets.repository';
import {
  countCashFlowRows,
  countInBuckets,
  findCashFlowTransactions,
  findLiveTransaction,
  measureRecategorize,
  recategorizeTransactions,
} from './cash-flow.repository';
import { matchClientTransfers } from './transfer-matching.service';

export interface CashFlowDeps {
  db: Db;
  /** The product's today (PRODUCT_TIME_ZONE, New York by default), `YYYY-MM-DD`. */
  today: () => string;
}

/** The requested dates, or those of the period chip (1M by default), checked: real, ordered, at most 10 years. */
export function resolveRange(deps: CashFlowDeps, query: { startDate?: string; endDate?: string; period?: CashFlowPeriod }) {
  const fallback = cashFlowPeriodRange(query.period ?? DEFAULT_CASH_FLOW_PERIOD, deps.today());
  const startDate = query.startDate ?? (query.endDate ? query.endDate : fallback.startDate);
  const endDate = query.endDate ?? (query.startDate ? deps.today() : fallback.endDate);
  const problem = dateRangeProblem(startDate, endDate);
  if (problem) throw validationError(problem.message, problem.field);
  return { startDate, endDate };
}

const wholeDollars = (cents: number) => Math.round(cents / 100) * 100;

/**
 * Income, expenses and the Budget Insights totals (whole dollars) of the range's buckets, and the
 * transfers apart: moving money between accounts or to a debt is neither income nor spending.
 */
export function cashFlowTotals(buckets: CashFlowBucket[]) {
  const money = (sign: number, isIn: (categoryType: string) => boolean) =>
    Math.abs(buckets.filter((bucket) => bucket.sign === sign && isIn(bucket.categoryType)).reduce((sum, bucket) => sum + bucket.amountCents, 0));
  const notTransfer = (categoryType: string) => categoryType !== 'transfer';
  const only = (type: string) => (categoryType: string) => categoryType === type;
  const categories = (sign: number) => ({
    essential: wholeDollars(money(sign, only('essential'))),
    nonEssential: wholeDollars(money(sign, only('non-essential'))),
    savings: wholeDollars(money(sign, only('savings'))),
  });
  const incomeCents = money(-1, notTransfer);
  const expensesCents = money(1, notTransfer);
  return {
    incomeCents,
    expensesCents,
    netCents: incomeCents - expensesCents,
    transfersInCents: money(-1, only('transfer')),
    transfersOutCents: money(1, only('transfer')),
    categories: categories(1),
    incomeCategories: categories(-1),
  };
}

const splitIds = (ids?: string) =>
  ids
    ?.split(',')
    .map((id) => id.trim())
    .filter(Boolean);

/** The owner, range and account scope of a cash-flow request, checked (another user's account is NOT_FOUND). */
export async function resolveCashFlowScope(
  deps: CashFlowDeps,
  read: ClientDataRead,
  query: { startDate?: string; endDate?: string; period?: CashFlowPeriod; accountId?: string; institutionIds?: string },
) {
  const ownerId = readOwnerFor(read, 'cashFlow');
  const range = resolveRange(deps, query);
  if (query.accountId) await getAccount(deps.db, { ownerId, id: query.accountId });
  return { ownerId, ...range, accountId: query.accountId, institutionIds: splitIds(query.institutionIds) };
}

/** The cash-flow chart and its page of transactions: the scope decided on the primary, the history read where lag is tolerated (readDb). */
export async function getCashFlow(deps: CashFlowDeps & LagTolerantReads, read: ClientDataRead, query: TCashFlowQuery): Promise<TCashFlowResponse> {
  const scope = await resolveCashFlowScope(deps, read, query);
  const filters = { direction: query.direction, categoryType: query.categoryType, search: query.search || undefined };
  const { readDb } = deps;
  const [buckets, rows, searchedCount] = await Promise.all([
    sumCashFlowBuckets(readDb, scope),
    findCashFlowTransactions(readDb, scope, filters, { limit: query.limit, offset: query.offset }),
    filters.search ? countCashFlowRows(readDb, scope, filters) : undefined,
  ]);
  return {
    startDate: scope.startDate,
    endDate: scope.endDate,
    ...cashFlowTotals(buckets),
    transactionCount: searchedCount ?? countInBuckets(buckets, filters),
    transactions: rows.map((row) => ({ ...row, amountCents: Number(row.amountCents), categoryType: row.categoryType as TCashFlowTransaction['categoryType'] })),
  };
}

/** More rows than a spreadsheet report should hold; a five-year range of a busy client stays below it. */
export const REPORT_ROW_LIMIT = 200_000;

/** 'Cash Flow Report.xlsx' for the page's range and account filter. */
export async function getCashFlowReport(deps: CashFlowDeps & LagTolerantReads, read: ClientDataRead, query: TCashFlowReportQuery): Promise<Buffer> {
  const scope = await resolveCashFlowScope(deps, read, query);
  const { readDb } = deps;
  const count = countInBuckets(await sumCashFlowBuckets(readDb, scope), {});
  if (count > REPORT_ROW_LIMIT) throw validationError('This range holds too many transactions for one report. Choose a shorter range.', 'startDate');
  const [clientName, rows] = await Promise.all([
    getUserName(readDb, scope.ownerId),
    findCashFlowTransactions(readDb, scope, {}, { limit: REPORT_ROW_LIMIT, offset: 0 }),
  ]);
  return buildCashFlowReport({
    clientName,
    startDate: scope.startDate,
    endDate: scope.endDate,
    transactions: rows.reverse().map((row) => ({ ...row, amountCents: Number(row.amountCents) })),
  });
}

export async function getCashFlowCount(deps: CashFlowDeps, read: ClientDataRead, query: TCashFlowCountQuery) {
  const scope = await resolveCashFlowScope(deps, read, { ...query, period: '3M' });
  return { count: countInBuckets(await sumCashFlowBuckets(deps.db, scope), {}) };
}

/** The account filter: institutions with cash or depository assets above 0. */
export async function getCashFlowAccounts(db: Db, read: ClientDataRead): Promise<TCashFlowAccountsResponse> {
  const ownerId = readOwnerFor(read, 'cashFlow');
  const [institutionRows, accountRows] = await Promise.all([findInstitutions(db, { ownerId }), findAccounts(db, { ownerId })]);
  const cash = accountRows.filter((row) => row.balanceType === 'assets' && row.amountCents > 0 && isCashAccount(row.accountType, row.accountSubtype));
  return {
    institutions: institutionRows
      .map((institution) => ({
        id: institution.id,
        name: institution.name,
        logoUrl: institution.logoBase64 ? `data:image/png;base64,${institution.logoBase64}` : null,
        accounts: cash
          .filter((row) => row.institutionId === institution.id)
          .map((row) => ({ id: row.id, name: row.name, accountType: row.accountType, accountSubtype: row.accountSubtype, amountCents: row.amountCents })),
      }))
      .filter((institution) => institution.accounts.length > 0),
  };
}

/** The client's transaction a recategorisation starts from, with the request checked as the move itself checks it. */
async function recategorizeTarget(deps: CashFlowDeps, write: ClientDataWrite, body: TRecategorizeRequest) {
  const ownerId = write.ownerId;
  const problem = dateRangeProblem(body.startDate, body.endDate);
  if (problem) throw validationError(problem.message, problem.field);
  const transaction = await findLiveTransaction(deps.db, { ownerId, id: body.transactionId });
  if (!transaction) throw notFound('Transaction does not exist!');
  if (body.accountId) await getAccount(deps.db, { ownerId, id: body.accountId });
  if (transaction.categoryType === body.categoryType) throw validationError('Choose a different category type', 'categoryType');
  return { ownerId, transaction, target: { ...body, ownerId, categoryId: transaction.categoryId } };
}

/**
 * Spec 02 changeCategoryType: the transaction and every one of its category in the range move
 * together (or, when the client chooses so, this one alone).
 */
export async function recategorize(deps: CashFlowDeps, write: ClientDataWrite, body: TRecategorizeRequest): Promise<TRecategorizeResponse> {
  const { ownerId, transaction, target } = await recategorizeTarget(deps, write, body);
  const updated = await recategorizeTransactions(deps.db, { ...target, categoryType: body.categoryType });
  // A transfer chosen into a budget group leaves the side it was paired with alone.
  if (transaction.categoryType === 'transfer') await matchClientTransfers(deps.db, ownerId);
  return { updated, categoryId: transaction.categoryId, categoryType: body.categoryType };
}

/** What the same request would move, said before the client confirms it ("23 Groceries transactions, $2,926"). */
export async function previewRecategorize(deps: CashFlowDeps, write: ClientDataWrite, body: TRecategorizeRequest): Promise<TRecategorizePreviewResponse> {
  const { transaction, target } = await recategorizeTarget(deps, write, body);
  const measured = await measureRecategorize(deps.db, target);
  return { ...measured, categoryId: transaction.categoryId, categoryLabel: transactionCategoryLabel(transaction.categoryId) };
}
