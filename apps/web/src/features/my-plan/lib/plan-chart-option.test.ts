import { describe, expect, it } from 'vitest';
import { makePlanScenario } from '../../../test/scenario-fixtures';
import { planChartOption, planChartShape, planChartUpdate } from './plan-chart-option';

const resultsAt = (retirementAge: number) => {
  const { results } = makePlanScenario({ retirementAge, savingsRate: 0.1 });
  if (results?.calculator !== 'monteCarlo') throw new Error('no plan results');
  return results;
};

describe('plan chart options', () => {
  it('keeps its shape while only the retirement age moves, and changes it with the outcome or the read-only flag', () => {
    const [at65, at60] = [resultsAt(65), resultsAt(60)];
    expect(planChartShape(at60, 'All Outcomes', true)).toBe(planChartShape(at65, 'All Outcomes', true));
    expect(planChartShape(at65, 'Median', true)).not.toBe(planChartShape(at65, 'All Outcomes', true));
    expect(planChartShape(at65, 'All Outcomes', false)).not.toBe(planChartShape(at65, 'All Outcomes', true));
  });

  it("a preview's update carries only the lines and the marker, the same as the full chart's", () => {
    const results = resultsAt(60);
    const full = planChartOption(results, 'All Outcomes', 60, true);
    const update = planChartUpdate(results, 'All Outcomes', 60);
    expect(Object.keys(update)).toEqual(['series']);
    const fullSeries = full.series as { data: unknown; markLine?: { label: { formatter: string }; data: unknown } }[];
    const updateSeries = update.series as { data: unknown; markLine?: { label: { formatter: string }; data: unknown } }[];
    expect(updateSeries).toHaveLength(3);
    updateSeries.forEach((line, index) => expect(line.data).toEqual(fullSeries[index]?.data));
    expect(updateSeries[0]?.markLine).toEqual({ label: { formatter: 'Retire at 60' }, data: [{ xAxis: 60 - results.currentAge }] });
    expect(updateSeries[0]?.markLine?.label.formatter).toBe(fullSeries[0]?.markLine?.label.formatter);
  });

  it('draws one line for a single outcome', () => {
    expect(planChartUpdate(resultsAt(65), 'Pessimistic', 65).series).toHaveLength(1);
  });
});
