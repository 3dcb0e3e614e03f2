import { formatDollarsAndCents, formatNumber } from '@finboard/domain/format';
import { Paper, Text, Title } from '@mantine/core';
import type { TMrrDay } from '@finboard/contracts';
import { BarChart } from '../../../components/charts/bar-chart';
import { CHART_COLORS } from '../../../components/charts/chart-colors';

/** The MRR at the start of each day (today's live), a day without a snapshot left empty rather than drawn as zero. */
export function MrrBars({ days }: { days: TMrrDay[] }) {
  const color = CHART_COLORS[2] as string;
  const bars = days.map((day) => ({
    category: day.date,
    value: day.mrrCents,
    color,
    tooltip: [day.date, day.mrrCents === null ? 'No snapshot that day' : `MRR: ${formatDollarsAndCents(day.mrrCents)}`],
  }));
  return (
    <Paper withBorder p="md" radius="md" data-testid="mrr-chart">
      <Title order={3} fz="md" mb="xs">
        Monthly recurring revenue
      </Title>
      <BarChart
        bars={bars}
        label="Monthly recurring revenue per day"
        formatCategory={(date) => date.slice(5)}
        formatValue={(cents) => formatDollarsAndCents(cents)}
        height={220}
      />
      <Text size="xs" c="dimmed" mt={4}>
        Recorded at the start of each day; today is live.
      </Text>
    </Paper>
  );
}

/** "+$1,234.00 since 2026-11-01", or why there is no change to show yet. */
export function mrrChangeHint(change: { sinceDate: string; changeCents: number } | null): string {
  if (!change) return 'no snapshot this month yet';
  const sign = change.changeCents > 0 ? '+' : change.changeCents < 0 ? '−' : '±';
  return `${sign}${formatDollarsAndCents(Math.abs(change.changeCents))} since ${change.sinceDate}`;
}

/** Trials are not revenue (the domain's business figures): their count, with the MRR they will add once they pay. */
export function inTrialStat(inTrial: { count: number; mrrCents: number }): { label: string; value: string; hint: string } {
  return { label: 'In trial', value: formatNumber(inTrial.count), hint: `${formatDollarsAndCents(inTrial.mrrCents)} MRR once they pay` };
}
