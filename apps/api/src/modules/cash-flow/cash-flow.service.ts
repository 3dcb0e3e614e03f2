import type {
  TCashFlowAccountsResponse,
  TCashFlowCountQuery,
  TCashFlowQuery,
  TCashFlowResponse,
  TCashFlowTransaction,
  TRecategorizeRequest,
  TRecategorizeResponse,
} from '@finboard/contracts';
import type { Db } from '@finboard/db';
import { type CashFlowPeriod, cashFlowPeriodRange, dateRangeProblem, DEFAULT_CASH_FLOW_PERIOD, isCashAccount } from '@finboard/domain/accounts';
import type { Actor } from '../../access/actor';
import { resolveReadOwner, resolveWriteOwner } from '../../access/client-data-access';
import { notFound, validationError } from '../../errors/app-error';
import { findAccounts, getAccount } from '../institutions/financial-accounts.repository';
import { findInstitutions } from '../institutions/institutions.repository';
import { countCashFlow, findCashFlowTransactions, findLiveTransaction, recategorizeTransactions, sumCashFlow } from './cash-flow.repository';

export interface CashFlowDeps {
  db: Db;
  /** The product's today (America/New_York), `YYYY-MM-DD`. */
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

export async function getCashFlow(deps: CashFlowDeps, actor: Actor | null, query: TCashFlowQuery): Promise<TCashFlowResponse> {
  const ownerId = resolveReadOwner(actor, query.userId, 'cashFlow');
  const range = resolveRange(deps, query);
  if (query.accountId) await getAccount(deps.db, { ownerId, id: query.accountId });
  const scope = { ownerId, ...range, accountId: query.accountId };
  const [totals, rows] = await Promise.all([sumCashFlow(deps.db, scope), findCashFlowTransactions(deps.db, scope, { limit: query.limit, offset: query.offset })]);
  const round = (categories: typeof totals.expenseCategories) => ({
    essential: wholeDollars(categories.essential),
    nonEssential: wholeDollars(categories.nonEssential),
    savings: wholeDollars(categories.savings),
  });
  return {
    ...range,
    incomeCents: totals.incomeCents,
    expensesCents: totals.expensesCents,
    netCents: totals.incomeCents - totals.expensesCents,
    categories: round(totals.expenseCategories),
    incomeCategories: round(totals.incomeCategories),
    transactionCount: totals.count,
    transactions: rows.map((row) => ({ ...row, amountCents: Number(row.amountCents), categoryType: row.categoryType as TCashFlowTransaction['categoryType'] })),
  };
}

export async function getCashFlowCount(deps: CashFlowDeps, actor: Actor | null, query: TCashFlowCountQuery) {
  const ownerId = resolveReadOwner(actor, query.userId, 'cashFlow');
  const range = resolveRange(deps, { ...query, period: '3M' });
  const institutionIds = query.institutionIds?.split(',').map((id) => id.trim()).filter(Boolean);
  return { count: await countCashFlow(deps.db, { ownerId, ...range, institutionIds }) };
}

/** The account filter: institutions with cash or depository assets above 0. */
export async function getCashFlowAccounts(db: Db, actor: Actor | null, userId?: string): Promise<TCashFlowAccountsResponse> {
  const ownerId = resolveReadOwner(actor, userId, 'cashFlow');
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

export async function recategorize(deps: CashFlowDeps, actor: Actor | null, body: TRecategorizeRequest): Promise<TRecategorizeResponse> {
  const ownerId = resolveWriteOwner(actor);
  const problem = dateRangeProblem(body.startDate, body.endDate);
  if (problem) throw validationError(problem.message, problem.field);
  const transaction = await findLiveTransaction(deps.db, { ownerId, id: body.transactionId });
  if (!transaction) throw notFound('Transaction does not exist!');
  if (body.accountId) await getAccount(deps.db, { ownerId, id: body.accountId });
  if (transaction.categoryType === body.categoryType) throw validationError('Choose a different category type', 'categoryType');
  const updated = await recategorizeTransactions(deps.db, { ...body, ownerId, categoryId: transaction.categoryId });
  return { updated, categoryId: transaction.categoryId, categoryType: body.categoryType };
}
