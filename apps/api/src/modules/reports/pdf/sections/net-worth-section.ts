import { formatDollarsAndCents, formatSlashDate } from '@finboard/domain/format';
import type { TAccount, TNetWorthResponse } from '@finboard/contracts';
import { lineChart } from '../chart-options';
import { type Block, chart, noData, sectionTitle, subTitle, summary, table } from '../elements';

const sum = (accounts: readonly TAccount[]) => accounts.reduce((total, account) => total + account.amountCents, 0);

/** Today's balance sheet as the net-worth page sums it: assets minus liabilities. */
export function balanceTotals(netWorth: TNetWorthResponse) {
  const assetsCents = sum(netWorth.assets);
  const liabilitiesCents = sum(netWorth.liabilities);
  return { assetsCents, liabilitiesCents, netWorthCents: assetsCents - liabilitiesCents };
}

export function accountsTable(accounts: readonly TAccount[]): Block {
  if (accounts.length === 0) return noData('No accounts.');
  return table(
    [{ title: 'Institution' }, { title: 'Account' }, { title: 'Type' }, { title: 'Balance', isAmount: true }],
    accounts.map((account) => [
      account.institutionName,
      account.name,
      account.accountSubtype || account.accountType,
      formatDollarsAndCents(account.amountCents),
    ]),
  );
}

export function netWorthSection(netWorth: TNetWorthResponse): Block[] {
  const totals = balanceTotals(netWorth);
  const points = netWorth.points;
  return [
    ...sectionTitle('Net Worth', `${formatSlashDate(netWorth.startDate)} to ${formatSlashDate(netWorth.endDate)}`),
    summary([
      { label: 'Total Assets', cents: totals.assetsCents },
      { label: 'Total Liabilities', cents: totals.liabilitiesCents },
      { label: 'Net Worth Today', cents: totals.netWorthCents },
    ]),
    subTitle('Net worth over the period'),
    points.length > 0
      ? chart(
          lineChart(
            points.map((point) => formatSlashDate(point.date).slice(0, 5)),
            [{ name: 'Net Worth', cents: points.map((point) => point.netWorthCents) }],
          ),
        )
      : noData(),
    subTitle('Assets'),
    accountsTable(netWorth.assets),
    subTitle('Liabilities'),
    accountsTable(netWorth.liabilities),
  ];
}
