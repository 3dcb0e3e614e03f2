import { NO_MARKET_DATA, type TCandle } from '@finboard/contracts';
import { Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { type CandleInterval, describeCandles } from '../lib/candles';
import type { InvestmentRange, RangeButton } from '../lib/ranges';
import { CandlestickChart } from './candlestick-chart';
import { RangeButtons } from './range-buttons';

export interface MarketChartPanelProps<R extends InvestmentRange> {
  /** Whose prices: the account's subtype or the security's ticker. */
  subject: string;
  ranges: readonly RangeButton<R>[];
  range: R;
  onRangeChange: (range: R) => void;
  candles: readonly TCandle[];
  /** The range the bars are of: while another range loads, the previous bars stay on screen. */
  candlesRange: InvestmentRange;
  interval: CandleInterval;
  /** A new range is loading (the previous bars stay meanwhile). */
  isFetching: boolean;
  /** Beside the buttons, e.g. the percent change. */
  aside?: ReactNode;
}

/** Range buttons over the candlestick chart; a range without bars reads 'Data not available'. */
export function MarketChartPanel<R extends InvestmentRange>({
  subject,
  ranges,
  range,
  onRangeChange,
  candles,
  candlesRange,
  interval,
  isFetching,
  aside,
}: MarketChartPanelProps<R>) {
  const rangeLabel = ranges.find((item) => item.value === candlesRange)?.label ?? candlesRange;
  return (
    <Paper withBorder p={{ base: 'sm', md: 'lg' }} component="section" aria-label="Price chart">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <RangeButtons ranges={ranges} value={range} onChange={onRangeChange} />
          <Group gap="sm">
            {isFetching && <Loader size="xs" role="status" aria-label="Loading prices" />}
            {aside}
          </Group>
        </Group>
        {candles.length > 0 ? (
          <CandlestickChart candles={candles} interval={interval} label={describeCandles(subject, rangeLabel, candles)} />
        ) : (
          <Center h={300}>
            <Text c="dimmed">{NO_MARKET_DATA}</Text>
          </Center>
        )}
      </Stack>
    </Paper>
  );
}
