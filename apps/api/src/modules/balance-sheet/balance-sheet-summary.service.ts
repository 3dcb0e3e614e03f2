import type { Db } from '@finboard/db';
import { assetKeyOf, isCashAccount, isRetirementAccount } from '@finboard/domain/accounts';
import type { AdvisorClientReads } from '../../access/advisor-client-reads';
import { type AccountGroupRow, findAccountGroups } from './balance-sheet-summary.repository';

/** One client's balance sheet in figures: the same accounts and sums as the client's assets and liabilities pages. */
export interface BalanceSheetSummary {
  accountCount: number;
  assetAccountCount: number;
  investmentAccountCount: number;
  bankingAccountCount: number;
  liabilityAccountCount: number;
  assetsCents: number;
  liabilitiesCents: number;
  retirementCents: number;
  investmentCents: number;
  cashCents: number;
}

const emptySummary = (): BalanceSheetSummary => ({
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

/** Adds one group of accounts, classified by the domain's rules (the assets page's cards). */
function addGroup(summary: BalanceSheetSummary, group: AccountGroupRow): void {
  summary.accountCount += group.accountCount;
  if (group.accountType === 'investment') summary.investmentAccountCount += group.accountCount;
  if (group.accountType === 'depository') summary.bankingAccountCount += group.accountCount;
  if (group.balanceType !== 'assets') {
    summary.liabilityAccountCount += group.accountCount;
    summary.liabilitiesCents += group.amountCents;
    return;
  }
  summary.assetAccountCount += group.accountCount;
  summary.assetsCents += group.amountCents;
  if (isRetirementAccount(group.accountType, group.accountSubtype)) summary.retirementCents += group.amountCents;
  const key = assetKeyOf(group.accountType, group.accountSubtype);
  if (key === 'investment' || key === 'brokerage') summary.investmentCents += group.amountCents;
  if (isCashAccount(group.accountType, group.accountSubtype)) summary.cashCents += group.amountCents;
}

/**
 * The balance sheets of the clients an advisor may read (decided by access/, and audited there), by
 * client id. A readable client without accounts has an empty summary.
 */
export async function summarizeReadableBalanceSheets(db: Db, reads: AdvisorClientReads): Promise<Map<string, BalanceSheetSummary>> {
  const summaries = new Map(reads.readableClientIds.map((id) => [id, emptySummary()]));
  for (const group of await findAccountGroups(db, { ownerIds: reads.readableClientIds })) {
    const summary = summaries.get(group.userId);
    if (summary) addGroup(summary, group);
  }
  return summaries;
}
