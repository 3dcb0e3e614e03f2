import { formatSlashDate } from '@finboard/domain/format';
import type { TCashFlowResponse, TNetWorthResponse, TProfile } from '@finboard/contracts';
import { type Block, sectionTitle, subTitle, summary, table } from '../elements';
import { balanceTotals } from './net-worth-section';

function detailRows(client: TProfile): string[][] {
  const { addressLine1, addressLine2, city, state, zipCode } = client.contact;
  const address = [addressLine1, addressLine2, [city, state, zipCode].filter(Boolean).join(' ')].filter((part) => part.trim() !== '').join(', ');
  const rows = [
    ['Name', `${client.firstName} ${client.lastName}`.trim()],
    ['Email', client.email],
    ['Birth Date', client.personal.dateOfBirth ? formatSlashDate(client.personal.dateOfBirth) : ''],
    ['Employer', client.personal.employer],
    ['Address', address],
    ['Phone', client.personal.phone],
  ];
  return rows.filter(([, value]) => value !== '');
}

/** /client/quick-report on paper: who, today's net worth, and the past month's cash flow. */
export function quickReportSection(client: TProfile, netWorth: TNetWorthResponse, cashFlow: TCashFlowResponse): Block[] {
  const totals = balanceTotals(netWorth);
  return [
    ...sectionTitle('Quick Report'),
    subTitle('Client Details'),
    table([{ title: 'Detail' }, { title: 'Value' }], detailRows(client)),
    subTitle('Net Worth'),
    summary([
      { label: 'Assets', cents: totals.assetsCents },
      { label: 'Liabilities', cents: totals.liabilitiesCents },
      { label: 'Net Worth', cents: totals.netWorthCents },
    ]),
    subTitle(`Cash Flow, past month (${formatSlashDate(cashFlow.startDate)} to ${formatSlashDate(cashFlow.endDate)})`),
    summary([
      { label: 'Income', cents: cashFlow.incomeCents },
      { label: 'Expenses', cents: cashFlow.expensesCents },
      { label: 'Net', cents: cashFlow.netCents },
    ]),
  ];
}
