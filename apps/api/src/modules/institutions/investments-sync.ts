import { randomUUID } from 'node:crypto';
import type { Db } from '@finboard/db';
import { addYears } from '@finboard/domain/calendar';
import type { AggregationProvider } from '../../providers/aggregation/aggregation-provider';
import type { ProviderHolding, ProviderInvestmentTransaction, ProviderSecurity } from '../../providers/aggregation/aggregation-types';
import { replaceHoldings, upsertInvestmentTransactions } from './holdings.repository';
import { toCents, toHoldingRow } from './provider-mapping';

export interface InvestmentsRead {
  holdings: ProviderHolding[];
  securities: ProviderSecurity[];
  history: { transactions: ProviderInvestmentTransaction[]; securities: ProviderSecurity[] };
}

/** Holdings and two years of investment transactions, both read before either is saved. */
export async function readInvestments(provider: AggregationProvider, accessToken: string, today: string): Promise<InvestmentsRead> {
  // Two years back on the calendar: from 2024-02-29 that is 2022-02-28, a date that exists.
  const startDate = addYears(today, -2);
  const [{ holdings, securities }, history] = await Promise.all([
    provider.getHoldings(accessToken),
    provider.getInvestmentTransactions(accessToken, { startDate, endDate: today }),
  ]);
  return { holdings, securities, history };
}

export async function saveInvestments(
  db: Db,
  scope: { ownerId: string; institutionId: string },
  accountIds: Map<string, string>,
  read: InvestmentsRead,
): Promise<void> {
  const securityById = new Map(read.securities.map((security) => [security.securityId, security]));
  const rows = read.holdings
    .filter((holding) => accountIds.has(holding.accountId))
    .map((holding) => toHoldingRow(scope, accountIds.get(holding.accountId) as string, holding, securityById.get(holding.securityId)));
  const tickers = new Map(read.history.securities.map((security) => [security.securityId, security.tickerSymbol]));
  await db.transaction(async (tx) => {
    await replaceHoldings(tx, scope, rows);
    await upsertInvestmentTransactions(
      tx,
      read.history.transactions
        .filter((transaction) => accountIds.has(transaction.accountId))
        .map((transaction) => ({
          id: randomUUID(),
          userId: scope.ownerId,
          institutionId: scope.institutionId,
          accountId: accountIds.get(transaction.accountId) as string,
          providerTransactionId: transaction.investmentTransactionId,
          providerSecurityId: transaction.securityId,
          tickerSymbol: transaction.securityId ? (tickers.get(transaction.securityId) ?? null) : null,
          date: transaction.date,
          name: transaction.name,
          quantity: transaction.quantity,
          amountCents: toCents(transaction.amount) ?? 0,
          priceCents: toCents(transaction.price) ?? 0,
          feesCents: toCents(transaction.fees),
          type: transaction.type,
          subtype: transaction.subtype,
        })),
    );
  });
}
