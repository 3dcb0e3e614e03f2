import { formatRoundedDollars, formatLongDate } from '@finboard/domain/format';
import type { TCashFlowResponse } from '@finboard/contracts';
import { ColorSwatch, Group, Progress, Stack, Text } from '@mantine/core';
import { budgetSlices } from '../lib/report-totals';
import { themeColorVar } from '../lib/theme-color';
import { FigureRow } from './figure-row';

/** The past month: money in, money out, what is left, and where the money went (Budget Insights). */
export function CashFlowFigures({ cashFlow }: { cashFlow: TCashFlowResponse }) {
  const slices = budgetSlices(cashFlow.categories);
  return (
    <Stack gap="md">
      <Text fz="xs" c="dimmed" mt={-8}>
        Past month · {formatLongDate(cashFlow.startDate)} – {formatLongDate(cashFlow.endDate)}
      </Text>
      <Stack gap="sm">
        <FigureRow label="Income" value={formatRoundedDollars(cashFlow.incomeCents)} color="teal.9" />
        <FigureRow label="Expenses" value={formatRoundedDollars(cashFlow.expensesCents)} />
        <FigureRow label="Net" value={formatRoundedDollars(cashFlow.netCents)} isTotal color={cashFlow.netCents < 0 ? 'red.9' : 'teal.9'} />
      </Stack>
      {/* Moves between the client's own accounts and debt payments are neither income nor expenses: shown apart, so nothing disappears. */}
      <Stack gap={4}>
        <FigureRow label="Transfers in" value={formatRoundedDollars(cashFlow.transfersInCents)} />
        <FigureRow label="Transfers out" value={formatRoundedDollars(cashFlow.transfersOutCents)} />
      </Stack>
      <Stack gap={8}>
        <Text fz="sm" fw={600} id="budget-insights-title">
          Budget Insights
        </Text>
        <Progress.Root size={10} aria-hidden>
          {slices.map((slice) => (
            <Progress.Section key={slice.label} value={slice.percent} color={slice.color} />
          ))}
        </Progress.Root>
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="budget-insights-title">
          {slices.map((slice) => (
            <Group key={slice.label} component="li" justify="space-between" wrap="nowrap">
              <Group gap={6} wrap="nowrap">
                <ColorSwatch color={themeColorVar(slice.color)} size={10} radius={2} withShadow={false} aria-hidden />
                <Text fz="sm">{slice.label}</Text>
              </Group>
              <Text fz="sm" fw={500}>
                {formatRoundedDollars(slice.cents)}
                <Text span c="dimmed" fz="xs" ml={6}>
                  {Math.round(slice.percent)}%
                </Text>
              </Text>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}
