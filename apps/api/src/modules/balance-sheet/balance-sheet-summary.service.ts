import type { Db } from '@finboard/db';
import { assetKeyOf, isCashAccount, isRetirementAccount } from '@finboard/domain/accounts';
import type { AdvisorClientReads } from '../../access/advisor-client-reads';
import { findAccountSums, type KindRow } from './balance-sheet-summary.repository';

/** One client's balance sheet in figures: the same accounts and sums as the client's assets and liabilities pages. */
export interface ClientBalanceSheet {
  accountCount: number;
  assetsCents: number;
  liabilitiesCents: number;
}

/** The readable clients' balance sheets together, by the assets page's cards. */
export interface BalanceSheetTotals extends ClientBalanceSheet {
  assetAccountCount: number;
  investmentAccountCount: number;
  bankingAccountCount: number;
  liabilityAccountCount: number;
  retirementCents: number;
  investmentCents: number;
  cashCents: number;
}

const emptyTotals = (): BalanceSheetTotals => ({
  accountCount: 0,
  assetAccountCount: 0,
  investmentAccountCount: 0,
  bankingAccountCount: 0,
  liabilityAccountCount: 0,
  assetsCents: 0,
  liabilitiesCents: 0,
  retirementCents: 0,
  investmentCents: 0,
  cashCents: 0,
});

/** Adds one kind of account, classified by the domain's rules (the assets page's cards). */
function addKind(totals: BalanceSheetTotals, kind: KindRow): void {
  totals.accountCount += kind.accountCount;
  if (kind.accountType === 'investment') totals.investmentAccountCount += kind.accountCount;
  if (kind.accountType === 'depository') totals.bankingAccountCount += kind.accountCount;
  if (kind.balanceType !== 'assets') {
    totals.liabilityAccountCount += kind.accountCount;
    totals.liabilitiesCents += kind.amountCents;
    return;
  }
  totals.assetAccountCount += kind.accountCount;
  totals.assetsCents += kind.amountCents;
  if (isRetirementAccount(kind.accountType, kind.accountSubtype)) totals.retirementCents += kind.amountCents;
  const card = assetKeyOf(kind.accountType, kind.accountSubtype);
  if (card === 'investment' || card === 'brokerage') totals.investmentCents += kind.amountCents;
  if (isCashAccount(kind.accountType, kind.accountSubtype)) totals.cashCents += kind.amountCents;
}

/**
 * The balance sheets of the clients an advisor may read (decided by access/, and audited there):
 * each client's, and all of them together. A readable client without accounts has zeros.
 */
export async function summarizeReadableBalanceSheets(
  db: Db,
  reads: AdvisorClientReads,
): Promise<{ perClient: Map<string, ClientBalanceSheet>; totals: BalanceSheetTotals }> {
  const perClient = new Map<string, ClientBalanceSheet>(reads.readableClientIds.map((id) => [id, { accountCount: 0, assetsCents: 0, liabilitiesCents: 0 }]));
  const { perOwner, perKind } = await findAccountSums(db, { ownerIds: reads.readableClientIds });
  for (const row of perOwner) {
    const client = perClient.get(row.userId);
    if (!client) continue;
    client.accountCount += row.accountCount;
    if (row.balanceType === 'assets') client.assetsCents += row.amountCents;
    else client.liabilitiesCents += row.amountCents;
  }
  const totals = emptyTotals();
  for (const kind of perKind) addKind(totals, kind);
  return { perClient, totals };
}
