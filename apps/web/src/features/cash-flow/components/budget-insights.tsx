import type { TCashFlowResponse } from '@finboard/contracts';
import { Group, Paper, SegmentedControl, Skeleton, Stack, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { budgetInsights } from '../lib/categories';
import { isEmptySide, type CashFlowDirection } from '../lib/direction';

const InsightsDonut = lazy(() => import('./insights-donut').then((module) => ({ default: module.InsightsDonut })));

const SIDE_LABELS: Record<CashFlowDirection, string> = { expenses: 'Expenses', income: 'Income' };

export interface BudgetInsightsProps {
  totals: TCashFlowResponse;
  direction: CashFlowDirection;
  onDirectionChange: (direction: CashFlowDirection) => void;
}

/** Budget Insights (Essential, Non-Essential, Savings) of the Expenses/Income toggle's side. */
export function BudgetInsights({ totals, direction, onDirectionChange }: BudgetInsightsProps) {
  // A side with nothing in it cannot be chosen while the other has something (the toggle switched away from it).
  const options = (['expenses', 'income'] as const).map((side) => ({ value: side, label: SIDE_LABELS[side], disabled: isEmptySide(side, totals) }));
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="budget-insights-title">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="lg" id="budget-insights-title">
            Budget Insights
          </Title>
          <SegmentedControl
            aria-label="Expenses or Income"
            size="sm"
            radius="xl"
            data={options}
            value={direction}
            onChange={(value) => onDirectionChange(value === 'income' ? 'income' : 'expenses')}
          />
        </Group>
        <Suspense fallback={<Skeleton height={220} radius="lg" />}>
          <InsightsDonut slices={budgetInsights(totals, direction)} sideLabel={SIDE_LABELS[direction]} />
        </Suspense>
      </Stack>
    </Paper>
  );
}
