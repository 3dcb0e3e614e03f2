import { formatDollarsAndCents } from '@finboard/domain/format';
import type { TBalanceSheetResponse } from '@finboard/contracts';
import { LIABILITY_LABELS, type LiabilityKey } from '@finboard/domain/accounts';
import { doughnutChart } from '../chart-options';
import { type Block, chart, noData, sectionTitle, subTitle, summary, table } from '../elements';
import { accountsTable } from './net-worth-section';

const labelOf = (key: string) => LIABILITY_LABELS[key as LiabilityKey] ?? 'Others';

export function liabilitiesSection(liabilities: TBalanceSheetResponse): Block[] {
  const heading = sectionTitle('Liabilities Report', 'What is owed today, by category and by account.');
  const categories = Object.entries(liabilities.categories).map(([key, cents]) => ({ name: labelOf(key), cents }));
  if (liabilities.accounts.length === 0)
    return [...heading, summary([{ label: 'Total Liabilities', cents: liabilities.totalCents }]), noData('No liabilities.')];
  return [
    ...heading,
    summary([{ label: 'Total Liabilities', cents: liabilities.totalCents }]),
    chart(doughnutChart(categories), 170),
    subTitle('By category'),
    table(
      [{ title: 'Category' }, { title: 'Amount', isAmount: true }],
      categories.map((category) => [category.name, formatDollarsAndCents(category.cents)]),
    ),
    subTitle('Accounts'),
    accountsTable(liabilities.accounts),
  ];
}
