import { describe, expect, it } from 'vitest';
import { barChartOption, barChartSummary, horizontalChartHeight, tooltipHtml, type BarDatum } from './bar-chart';

const bars: BarDatum[] = [
  { category: '2026-11-01', value: null, color: '#aaa', tooltip: ['Nov 1'] },
  { category: '2026-11-02', value: 1200, color: '#12b886', tooltip: ['Nov 2', 'Net worth $12'] },
  { category: '2026-11-03', value: -300, color: '#fa5252', tooltip: ['<b>Nov 3</b>', 'A & B'] },
];

type Formatter = (params: unknown) => string;
type AxisFormatter = (value: string | number) => string;

describe('the bar chart option', () => {
  const option = barChartOption(
    bars,
    (category) => category.slice(5),
    (value) => `$${value}`,
  );
  const series = (option.series as { data: { value: unknown; itemStyle: { color: string; borderRadius: number[] } }[] }[])[0];

  it('keeps a place for every category, empty where there is no value', () => {
    expect((option.xAxis as { data: string[] }).data).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    expect(series?.data.map((item) => item.value)).toEqual(['-', 1200, -300]);
  });

  it('colours each bar and rounds its free end', () => {
    expect(series?.data.map((item) => item.itemStyle.color)).toEqual(['#aaa', '#12b886', '#fa5252']);
    expect(series?.data[1]?.itemStyle.borderRadius).toEqual([3, 3, 0, 0]);
    expect(series?.data[2]?.itemStyle.borderRadius).toEqual([0, 0, 3, 3]);
  });

  it('formats the axes with the given functions', () => {
    expect((option.xAxis as { axisLabel: { formatter: AxisFormatter } }).axisLabel.formatter('2026-11-02')).toBe('11-02');
    expect((option.yAxis as { axisLabel: { formatter: AxisFormatter } }).axisLabel.formatter(500)).toBe('$500');
  });

  it('names every bar of a horizontal chart: categories on the left, first on top, no label dropped (issue 33)', () => {
    const named = Array.from({ length: 20 }, (_, index): BarDatum => ({
      category: `c${index}`,
      value: index - 2,
      color: '#000',
      tooltip: [`Client ${index}`],
    }));
    const horizontal = barChartOption(
      named,
      (category) => `Client ${category.slice(1)}`,
      (value) => `$${value}k`,
      'horizontal',
    );
    const yAxis = horizontal.yAxis as {
      type: string;
      inverse: boolean;
      data: string[];
      axisLabel: { interval: number; hideOverlap?: boolean; formatter: AxisFormatter };
    };
    expect(yAxis.type).toBe('category');
    expect(yAxis.inverse).toBe(true);
    expect(yAxis.data).toHaveLength(20);
    expect(yAxis.axisLabel.interval).toBe(0);
    expect(yAxis.axisLabel.hideOverlap).toBeUndefined();
    expect(yAxis.axisLabel.formatter('c7')).toBe('Client 7');
    expect((horizontal.xAxis as { type: string; axisLabel: { formatter: AxisFormatter } }).axisLabel.formatter(5)).toBe('$5k');
    const data = (horizontal.series as { data: { itemStyle: { borderRadius: number[] } }[] }[])[0]?.data ?? [];
    expect(data[0]?.itemStyle.borderRadius).toEqual([3, 0, 0, 3]);
    expect(data[5]?.itemStyle.borderRadius).toEqual([0, 3, 3, 0]);
    // Its height grows with its bars, so 20 names never share a line.
    expect(horizontalChartHeight(20)).toBeGreaterThanOrEqual(20 * 28);
    expect(horizontalChartHeight(1)).toBe(160);
  });

  it("shows the hovered bar's lines in the tooltip, escaped", () => {
    const formatter = (option.tooltip as { formatter: Formatter }).formatter;
    expect(formatter([{ dataIndex: 1 }])).toBe('<strong>Nov 2</strong><br/>Net worth $12');
    expect(formatter([{ dataIndex: 2 }])).toBe('<strong>&lt;b&gt;Nov 3&lt;/b&gt;</strong><br/>A &amp; B');
    expect(formatter([{ dataIndex: 9 }])).toBe('');
    expect(tooltipHtml([`"quoted" 'single'`])).toBe('<strong>&quot;quoted&quot; &#39;single&#39;</strong>');
  });
});

describe('the bar chart summary', () => {
  it('names the span, the first and last, and the highest and lowest bars, skipping empty places', () => {
    expect(
      barChartSummary(
        'Net worth',
        bars,
        (category) => category.slice(5),
        (value) => `$${value}`,
      ),
    ).toBe('Net worth: 2 bars from 11-02 to 11-03; first $1200, last $-300, highest $1200 (11-02), lowest $-300 (11-03)');
  });

  it('says when there is nothing to show, and reads a single bar as it is', () => {
    expect(barChartSummary('Sales', [])).toBe('Sales: no data');
    expect(barChartSummary('Sales', [{ category: 'Mon', value: 3, color: '#000', tooltip: [] }])).toBe('Sales: Mon 3');
  });
});
