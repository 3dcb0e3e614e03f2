import { MantineProvider } from '@mantine/core';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../app/theme';
import { Chart } from './chart';

// No canvas or SVG layout here: ECharts' wrapper is a stand-in that keeps the option it was last given.
const given = vi.hoisted(() => ({ options: [] as Record<string, unknown>[] }));
vi.mock('echarts-for-react/esm/core', () => ({
  default: ({ option }: { option: Record<string, unknown> }) => {
    given.options.push(option);
    return null;
  },
}));

const realMatchMedia = window.matchMedia;
/** The system's motion preference, as the browser reports it to a media query. */
function preferReducedMotion(reduce: boolean) {
  window.matchMedia = (query: string) => ({
    ...realMatchMedia(query),
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
  });
}

const OPTION = { series: [{ type: 'pie', data: [{ name: 'Cash', value: 1 }] }] };
const renderChart = () =>
  render(
    <MantineProvider theme={theme} env="test">
      <Chart option={OPTION} label="Assets by type" />
    </MantineProvider>,
  );

describe('a chart', () => {
  afterEach(() => {
    window.matchMedia = realMatchMedia;
    given.options = [];
  });

  it('is drawn without its opening animation for a person who asked for less motion', async () => {
    preferReducedMotion(true);
    renderChart();
    await waitFor(() => expect(given.options.at(-1)).toEqual({ ...OPTION, animation: false }));
  });

  it('keeps its option as given otherwise', async () => {
    preferReducedMotion(false);
    renderChart();
    await waitFor(() => expect(given.options.length).toBeGreaterThan(0));
    expect(given.options.at(-1)).toBe(OPTION);
  });
});
