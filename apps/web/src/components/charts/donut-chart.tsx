import { Box, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { PieChart, type PieSeriesOption } from 'echarts/charts';
import type { ComposeOption } from 'echarts/core';
import { useMemo } from 'react';
import { Chart } from './chart';
import { CHART_COLORS } from './chart-colors';
import { echarts } from './echarts-core';

// Only the pie: the legend is HTML beside it (readable by everyone, and no legend or tooltip code to download).
echarts.use([PieChart]);

type DonutOption = ComposeOption<PieSeriesOption>;

export interface DonutSlice {
  name: string;
  value: number;
}

export interface DonutChartProps {
  data: DonutSlice[];
  label: string;
  /** How a value reads in the legend and the ring's centre, e.g. whole dollars. */
  formatValue: (value: number) => string;
  height?: number;
}

const colorAt = (index: number) => CHART_COLORS[index % CHART_COLORS.length] ?? CHART_COLORS[0];

export function donutOption(data: DonutSlice[], formatValue: (value: number) => string): DonutOption {
  return {
    color: CHART_COLORS,
    series: [
      {
        type: 'pie',
        radius: ['55%', '82%'],
        avoidLabelOverlap: false,
        itemStyle: { borderColor: '#fff', borderWidth: 2 },
        label: { show: false, position: 'center' },
        // Hovering a slice names it in the middle of the ring.
        emphasis: {
          label: { show: true, fontSize: 14, fontWeight: 'bold', formatter: (params) => `${params.name}\n${formatValue(Number(params.value))}` },
        },
        labelLine: { show: false },
        data,
      },
    ],
  };
}

const percentOf = (value: number, total: number) => (total > 0 ? Math.round((value / total) * 100) : 0);

/** A ring of shares (e.g. assets by account subtype) with its legend. */
export function DonutChart({ data, label, formatValue, height = 240 }: DonutChartProps) {
  const total = data.reduce((sum, slice) => sum + slice.value, 0);
  // Same slices, same option object: the chart does not redraw (and re-animate) when its page re-renders.
  // Keyed by the slices' content, not the array's identity.
  const dataKey = JSON.stringify(data);
  const option = useMemo(() => donutOption(JSON.parse(dataKey) as DonutSlice[], formatValue), [dataKey, formatValue]);
  return (
    <Group align="center" gap="lg" wrap="wrap" justify="center">
      <Box w={height}>
        <Chart option={option} label={label} height={height} width={height} />
      </Box>
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none', flex: '1 1 180px' }} aria-label="Legend">
        {data.map((slice, index) => (
          <Group key={slice.name} component="li" gap="xs" wrap="nowrap">
            <ColorSwatch color={colorAt(index) ?? '#1d40d7'} size={12} withShadow={false} aria-hidden />
            <Text fz="sm" style={{ flex: 1 }}>
              {slice.name}
            </Text>
            <Text fz="sm" fw={600}>
              {formatValue(slice.value)}
            </Text>
            <Text fz="xs" c="dimmed" w={40} ta="right">
              {percentOf(slice.value, total)}%
            </Text>
          </Group>
        ))}
      </Stack>
    </Group>
  );
}
