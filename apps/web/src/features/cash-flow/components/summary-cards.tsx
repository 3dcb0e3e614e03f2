import { formatCents } from '@finboard/domain/format';
import type { TCashFlowResponse } from '@finboard/contracts';
import { Paper, SimpleGrid, Text } from '@mantine/core';

interface CardProps {
  label: string;
  value: string;
  color?: string;
  hint: string;
}

function SummaryCard({ label, value, color, hint }: CardProps) {
  return (
    <Paper withBorder p="lg" role="group" aria-label={label}>
      <Text c="dimmed" fz="sm" fw={500}>
        {label}
      </Text>
      <Text fz={28} fw={700} c={color} lh={1.3} data-testid={`${label.toLowerCase()}-total`}>
        {value}
      </Text>
      <Text c="dimmed" fz="xs">
        {hint}
      </Text>
    </Paper>
  );
}

/** Net with its sign: '+$1,200' in green, '-$300' in red. */
export function formatNet(netCents: number): string {
  return netCents > 0 ? `+${formatCents(netCents)}` : formatCents(netCents);
}

type Totals = Pick<TCashFlowResponse, 'incomeCents' | 'expensesCents' | 'netCents' | 'transfersInCents' | 'transfersOutCents'>;

/** Income, Expenses and Net (income − expenses) for the range, and the transfers apart, so nothing disappears. */
export function SummaryCards({ totals }: { totals: Totals }) {
  const netColor = totals.netCents > 0 ? 'teal.9' : totals.netCents < 0 ? 'red.9' : undefined;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
      <SummaryCard label="Income" value={formatCents(totals.incomeCents)} color="teal.9" hint="Money in" />
      <SummaryCard label="Expenses" value={formatCents(totals.expensesCents)} color="red.9" hint="Money out" />
      <SummaryCard label="Net" value={formatNet(totals.netCents)} {...(netColor ? { color: netColor } : {})} hint="Income − expenses" />
      <SummaryCard label="Transfers" value={formatCents(totals.transfersOutCents)} hint={`Moved out · ${formatCents(totals.transfersInCents)} moved in`} />
    </SimpleGrid>
  );
}
