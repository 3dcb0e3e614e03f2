import { formatCount } from '@finboard/domain/format';
import type { TScenarioComputation } from '@finboard/contracts';
import { List, Stack, Text, Title } from '@mantine/core';
import { memo } from 'react';

const pct = (rate: number) => `${(rate * 100).toFixed(2)}%`;

/** How the plan was computed: the assumptions, the seed and the number of simulations. */
export const PlanDisclosures = memo(function PlanDisclosures({ computation }: { computation: TScenarioComputation | null }) {
  const assumptions = computation?.assumptions;
  return (
    <Stack gap="xs" component="section" aria-labelledby="plan-disclosures">
      <Title order={3} fz="md" id="plan-disclosures">
        Disclosures
      </Title>
      <Text fz="sm" c="dimmed">
        My Retirement Score is the probability of success: the share of simulated market paths in which your savings fund every year of your retirement
        spending. It is not a grade. Projections are hypothetical, in today's dollars, and do not guarantee future results.
      </Text>
      {assumptions && (
        <List fz="sm" c="dimmed" spacing={2}>
          <List.Item>
            Stocks: mean return {pct(assumptions.stocks.mean)}, standard deviation {pct(assumptions.stocks.stdDev)}
          </List.Item>
          <List.Item>
            Bonds: mean return {pct(assumptions.bonds.mean)}, standard deviation {pct(assumptions.bonds.stdDev)}
          </List.Item>
          <List.Item>
            Cash: mean return {pct(assumptions.cash.mean)}, standard deviation {pct(assumptions.cash.stdDev)}
          </List.Item>
          <List.Item>
            Correlations: stocks/bonds {assumptions.correlations.stocksBonds.toFixed(2)}, stocks/cash {assumptions.correlations.stocksCash.toFixed(2)},
            bonds/cash {assumptions.correlations.bondsCash.toFixed(2)}
          </List.Item>
          <List.Item>Inflation: {pct(assumptions.inflation)} a year</List.Item>
        </List>
      )}
      <Text fz="sm" c="dimmed">
        {computation?.paths != null ? formatCount(computation.paths, 'simulation') : 'Simulations: not recorded'}
        {computation?.seed != null ? `, random seed ${computation.seed}.` : '.'}
      </Text>
    </Stack>
  );
});
