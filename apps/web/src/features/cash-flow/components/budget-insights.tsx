import type { TCashFlowResponse } from '@finboard/contracts';
import { Group, Paper, SegmentedControl, Skeleton, Stack, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { budgetInsights } from '../lib/categories';
import { CASH_FLOW_DIRECTIONS, isEmptySide, type CashFlowDirection } from '../lib/direction';
import { TransfersSummary } from './transfers-summary';

const InsightsDonut = lazy(() => import('./insights-donut').then((module) => ({ default: module.InsightsDonut })));

export const SIDE_LABELS: Record<CashFlowDirection, string> = { expenses: 'Expenses', income: 'Income', transfers: 'Transfers' };

const isDirection = (value: string): value is CashFlowDirection => (CASH_FLOW_DIRECTIONS as readonly string[]).includes(value);

export interface BudgetInsightsProps {
  totals: TCashFlowResponse;
  direction: CashFlowDirection;
  onDirectionChange: (direction: CashFlowDirection) => void;
}

/** Budget Insights (Essential, Non-Essential, Savings) of the toggle's side; the Transfers side shows the money moved instead. */
export function BudgetInsights({ totals, direction, onDirectionChange }: BudgetInsightsProps) {
  // A side with nothing in it cannot be chosen while another has something (the toggle switched away from it).
  const options = CASH_FLOW_DIRECTIONS.map((side) => ({ value: side, label: SIDE_LABELS[side], disabled: isEmptySide(side, totals) }));
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="budget-insights-title">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="lg" id="budget-insights-title">
            Budget Insights
          </Title>
          <SegmentedControl
            aria-label="Expenses, Income or Transfers"
            size="sm"
            radius="xl"
            data={options}
            value={direction}
            onChange={(value) => isDirection(value) && onDirectionChange(value)}
          />
        </Group>
        {direction === 'transfers' ? (
          <TransfersSummary totals={totals} />
        ) : (
          <Suspense fallback={<Skeleton height={220} radius="lg" />}>
            <InsightsDonut slices={budgetInsights(totals, direction)} sideLabel={SIDE_LABELS[direction]} />
          </Suspense>
        )}
      </Stack>
    </Paper>
  );
}
