import { formatDollarsAndCents, formatSlashDate } from '@finboard/domain/format';
import type { TCashFlowResponse } from '@finboard/contracts';
import { barChart } from '../chart-options';
import { type Block, chart, noData, sectionTitle, subTitle, summary, table } from '../elements';

const CATEGORY_NAMES = { essential: 'Essential', nonEssential: 'Non-Essential', savings: 'Savings' } as const;
const CATEGORY_TYPE_NAMES: Record<string, string> = { essential: 'Essential', 'non-essential': 'Non-Essential', savings: 'Savings', transfer: 'Transfer' };

/** Income, expenses and net of the period with the transfers apart, as the cash-flow page totals them. */
export function cashFlowSummary(cashFlow: TCashFlowResponse): Block {
  return summary([
    { label: 'Total Income', cents: cashFlow.incomeCents },
    { label: 'Total Expenses', cents: cashFlow.expensesCents },
    { label: 'Net Cash Flow', cents: cashFlow.netCents },
    { label: 'Transfers In', cents: cashFlow.transfersInCents },
    { label: 'Transfers Out', cents: cashFlow.transfersOutCents },
  ]);
}

function hasMovement(cashFlow: TCashFlowResponse): boolean {
  return cashFlow.transactionCount > 0 || cashFlow.incomeCents !== 0 || cashFlow.expensesCents !== 0;
}

export function cashFlowSection(cashFlow: TCashFlowResponse): Block[] {
  const heading = sectionTitle('Cash Flows', `${formatSlashDate(cashFlow.startDate)} to ${formatSlashDate(cashFlow.endDate)}`);
  if (!hasMovement(cashFlow)) return [...heading, cashFlowSummary(cashFlow), noData()];
  const rows = cashFlow.transactions;
  return [
    ...heading,
    cashFlowSummary(cashFlow),
    chart(
      barChart([
        { name: 'Income', cents: cashFlow.incomeCents },
        { name: 'Expenses', cents: cashFlow.expensesCents },
      ]),
      170,
    ),
    subTitle('Budget Insights (money out)'),
    table(
      [{ title: 'Category' }, { title: 'Amount', isAmount: true }],
      (Object.keys(CATEGORY_NAMES) as (keyof typeof CATEGORY_NAMES)[]).map((key) => [CATEGORY_NAMES[key], formatDollarsAndCents(cashFlow.categories[key])]),
    ),
    subTitle(rows.length < cashFlow.transactionCount ? `Transactions (newest ${rows.length} of ${cashFlow.transactionCount})` : 'Transactions'),
    table(
      [{ title: 'Date' }, { title: 'Description' }, { title: 'Account' }, { title: 'Category' }, { title: 'Amount', isAmount: true }],
      // Plaid's sign kept: positive is money out, as on the page.
      rows.map((row) => [
        formatSlashDate(row.date),
        row.merchantName ?? row.name,
        row.accountName,
        CATEGORY_TYPE_NAMES[row.categoryType] ?? row.categoryType,
        formatDollarsAndCents(row.amountCents),
      ]),
    ),
  ];
}
