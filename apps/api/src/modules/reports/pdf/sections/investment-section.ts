import { formatDollarsAndCents, formatSecurityType } from '@finboard/domain/format';
import type { TInvestmentsResponse } from '@finboard/contracts';
import { doughnutChart } from '../chart-options';
import { type Block, chart, noData, sectionTitle, subTitle, summary, table } from '../elements';

// 'etf' → 'ETF', 'mutual fund' → 'Mutual Fund': the legend in the investments screen's words.
const typeName = (securityType: string) => formatSecurityType(securityType || null);

export function investmentSection(investments: TInvestmentsResponse): Block[] {
  const heading = sectionTitle('Investment Report', 'Investment accounts and the asset types they hold, today.');
  if (investments.accounts.length === 0)
    return [...heading, summary([{ label: 'Total Investments', cents: investments.totalCents }]), noData('No investment accounts.')];
  return [
    ...heading,
    summary([
      { label: 'Total Investments', cents: investments.totalCents },
      { label: 'Retirement', cents: investments.accounts.filter((account) => account.isRetirement).reduce((sum, account) => sum + account.valueCents, 0) },
      { label: 'Non-Retirement', cents: investments.accounts.filter((account) => !account.isRetirement).reduce((sum, account) => sum + account.valueCents, 0) },
    ]),
    subTitle('Asset types'),
    investments.allocation.length > 0
      ? chart(doughnutChart(investments.allocation.map((slice) => ({ name: typeName(slice.securityType), cents: slice.valueCents }))), 180)
      : noData('No holdings.'),
    subTitle('Accounts'),
    table(
      [{ title: 'Institution' }, { title: 'Account' }, { title: 'Subtype' }, { title: 'Value', isAmount: true }],
      investments.accounts.map((account) => [
        account.institutionName,
        account.name,
        account.accountSubtype.toUpperCase(),
        formatDollarsAndCents(account.valueCents),
      ]),
    ),
  ];
}
