import type { THolding, TInvestmentAccount, TInvestmentsResponse, TPortfolioResponse, TSecuritySummaryResponse } from '@finboard/contracts';
import { isRetirementAccount } from '@finboard/domain/accounts';
import { dollarsToCents } from '@finboard/domain/money';
import { type ClientDataRead, readOwnerFor } from '../../access/client-data-read';
import { notFound } from '../../errors/app-error';
import { INTERVAL_OF, type MarketRange, quoteSymbolOf } from '../../providers/market-data/market-data-provider';
import { findAccountIdsWithHoldings, findAccounts, findInstitutions } from '../institutions/accounts.service';
import type { FinancialAccountRow } from '../institutions/financial-accounts.repository';
import type { InstitutionRow } from '../institutions/institutions.repository';
import { findHoldingAccountId, findHoldings, type HoldingRow, sumHoldingsByType } from './investments.repository';
import { findCandles, findQuote, type MarketDataDeps } from './market-data.service';
import { combinePortfolioCandles, toCents } from './portfolio-candles';

const isCashSecurity = (row: HoldingRow) => row.securityType === 'cash' || row.tickerSymbol === 'CUR:USD';

function toInvestmentAccount(row: FinancialAccountRow, institution: InstitutionRow): TInvestmentAccount {
  return {
    id: row.id,
    institutionId: institution.id,
    institutionName: institution.name,
    logoUrl: institution.logoBase64 ? `data:image/png;base64,${institution.logoBase64}` : null,
    name: row.name,
    accountType: row.accountType,
    accountSubtype: row.accountSubtype,
    valueCents: row.amountCents,
    isRetirement: isRetirementAccount(row.accountType, row.accountSubtype),
  };
}

/** The owner's investment accounts: investment type, a retirement subtype, or any account holding securities. */
async function findInvestmentAccounts(deps: MarketDataDeps, ownerId: string): Promise<TInvestmentAccount[]> {
  const [institutions, rows, withHoldings] = await Promise.all([
    findInstitutions(deps.db, { ownerId }),
    findAccounts(deps.db, { ownerId }),
    findAccountIdsWithHoldings(deps.db, { ownerId }),
  ]);
  const byId = new Map(institutions.map((institution) => [institution.id, institution]));
  return rows
    .filter((row) => byId.has(row.institutionId) && row.balanceType === 'assets')
    .filter((row) => row.accountType === 'investment' || isRetirementAccount(row.accountType, row.accountSubtype) || withHoldings.has(row.id))
    .map((row) => toInvestmentAccount(row, byId.get(row.institutionId) as InstitutionRow))
    .sort((a, b) => b.valueCents - a.valueCents);
}

export async function listInvestments(deps: MarketDataDeps, read: ClientDataRead): Promise<TInvestmentsResponse> {
  const ownerId = readOwnerFor(read, 'investments');
  const [accounts, allocation] = await Promise.all([findInvestmentAccounts(deps, ownerId), sumHoldingsByType(deps.db, { ownerId })]);
  return { totalCents: accounts.reduce((sum, account) => sum + account.valueCents, 0), accounts, allocation };
}

async function getInvestmentAccount(deps: MarketDataDeps, ownerId: string, accountId: string) {
  const account = (await findInvestmentAccounts(deps, ownerId)).find((row) => row.id === accountId);
  if (!account) throw notFound('Account does not exist!');
  return account;
}

async function toHolding(deps: MarketDataDeps, row: HoldingRow): Promise<THolding> {
  const quote = isCashSecurity(row) || !row.tickerSymbol ? null : await findQuote(deps, quoteSymbolOf(row.tickerSymbol, row.securityType));
  return {
    id: row.id,
    tickerSymbol: row.tickerSymbol,
    name: row.securityName,
    securityType: row.securityType,
    quantity: row.quantity,
    valueCents: Number(row.institutionValueCents),
    institutionPriceCents: Number(row.institutionPriceCents),
    costBasisCents: row.costBasisCents === null ? null : Number(row.costBasisCents),
    marketPrice: isCashSecurity(row) ? Number(row.institutionPriceCents) : quote ? dollarsToCents(quote.regularMarketPrice) : null,
  };
}

const candlesOfHolding = (deps: MarketDataDeps, row: HoldingRow, range: MarketRange) =>
  isCashSecurity(row) || !row.tickerSymbol ? Promise.resolve([]) : findCandles(deps, quoteSymbolOf(row.tickerSymbol, row.securityType), range);

function allocationOf(holdings: THolding[]) {
  const totals = new Map<string, number>();
  for (const holding of holdings) totals.set(holding.securityType ?? 'other', (totals.get(holding.securityType ?? 'other') ?? 0) + holding.valueCents);
  return [...totals].map(([securityType, valueCents]) => ({ securityType, valueCents })).sort((a, b) => a.securityType.localeCompare(b.securityType));
}

export async function getPortfolio(deps: MarketDataDeps, read: ClientDataRead, accountId: string, range: MarketRange): Promise<TPortfolioResponse> {
  const ownerId = readOwnerFor(read, 'investments');
  const account = await getInvestmentAccount(deps, ownerId, accountId);
  const rows = await findHoldings(deps.db, { ownerId, accountId });
  const [holdings, series] = await Promise.all([
    Promise.all(rows.map((row) => toHolding(deps, row))),
    Promise.all(rows.map((row) => candlesOfHolding(deps, row, range))),
  ]);
  const candles = combinePortfolioCandles(
    rows.map((row, index) => ({ quantity: row.quantity, valueCents: Number(row.institutionValueCents), candles: series[index] ?? [] })),
  );
  return {
    account,
    holdings,
    allocation: allocationOf(holdings),
    candles,
    range,
    interval: INTERVAL_OF[range],
    simulated: deps.marketData.source === 'simulated',
  };
}

export async function getSecuritySummary(
  deps: MarketDataDeps,
  read: ClientDataRead,
  { accountId, holdingId, range }: { accountId: string; holdingId: string; range: MarketRange },
): Promise<TSecuritySummaryResponse> {
  const ownerId = readOwnerFor(read, 'investments');
  const account = await getInvestmentAccount(deps, ownerId, accountId);
  const row = (await findHoldings(deps.db, { ownerId, accountId })).find((holding) => holding.id === holdingId);
  if (!row) throw notFound('Security does not exist!');
  const [holding, bars] = await Promise.all([toHolding(deps, row), candlesOfHolding(deps, row, range)]);
  const candles = bars.map(toCents);
  const first = candles[0]?.open ?? 0;
  const last = candles.at(-1)?.close ?? 0;
  return {
    account,
    holding,
    marketPrice: holding.marketPrice,
    candles,
    percentChange: first > 0 ? Math.round(((last - first) / first) * 10_000) / 100 : 0,
    netBalanceCents: holding.valueCents,
    netInvestedCents: holding.costBasisCents,
    profitLossCents: holding.costBasisCents === null ? null : holding.valueCents - holding.costBasisCents,
    range,
    interval: INTERVAL_OF[range],
    simulated: deps.marketData.source === 'simulated',
  };
}

/** The summary page by the holding's id alone (/client/invest-summary/{id}). */
export async function getSecuritySummaryOfHolding(
  deps: MarketDataDeps,
  read: ClientDataRead,
  { holdingId, range }: { holdingId: string; range: MarketRange },
): Promise<TSecuritySummaryResponse> {
  const ownerId = readOwnerFor(read, 'investments');
  const accountId = await findHoldingAccountId(deps.db, { ownerId, holdingId });
  if (!accountId) throw notFound('Security does not exist!');
  return getSecuritySummary(deps, read, { accountId, holdingId, range });
}
