import type { TMonteCarloResults, TRetirementRow } from '@finboard/contracts';
import { describe, expect, it } from 'vitest';
import { ageFromOffset, correctScenarioId, emptyPlanMessage, planPageCount, planTablePage, planTableRow, quickActions, seriesForOutcome } from './plan-view';

const row = (age: number, overrides: Partial<TRetirementRow> = {}): TRetirementRow => ({
  year: 2025 + age - 40,
  age,
  incomesCents: 12_345_678,
  expensesCents: 9_876_543,
  contributionCents: -450_049,
  stock: 0.756,
  bond: 0.194,
  cash: 0.05,
  mean: 0.05678,
  std: 0.1234,
  expCents: 123_456_789,
  simCents: 98_765_432,
  ...overrides,
});

const results = (overrides: Partial<TMonteCarloResults> = {}): TMonteCarloResults => ({
  calculator: 'monteCarlo',
  retirementScore: 80,
  failureNumber: 0,
  failuresByAge: [],
  currentAge: 40,
  retirementAge: 45,
  medianDepletionAge: null,
  spendingFundedRate: 1,
  rows: Array.from({ length: 23 }, (_, index) => row(40 + index)),
  optimisticPercentileCents: [300_00, 400_00, -1],
  medianPercentileCents: [200_00, 250_00, 0],
  pessimisticPercentileCents: [100_00, -50_00, -100_00],
  ...overrides,
});

describe('my plan view rules', () => {
  it("puts back a '+' that reached the page as a space", () => {
    expect(correctScenarioId('abc def+g h')).toBe('abc+def+g+h');
    expect(correctScenarioId(null)).toBeUndefined();
    expect(correctScenarioId('')).toBeUndefined();
  });

  it('shows the series the Outcome dropdown picks, only non-negative values, in dollars', () => {
    expect(seriesForOutcome(results(), 'All Outcomes').map((series) => series.name)).toEqual(['Optimistic', 'Median', 'Pessimistic']);
    expect(seriesForOutcome(results(), 'Median')).toEqual([{ name: 'Median', values: [200, 250, 0] }]);
    expect(seriesForOutcome(results(), 'Optimistic')).toEqual([{ name: 'Optimistic', values: [300, 400, null] }]);
    expect(seriesForOutcome(results(), 'Pessimistic')).toEqual([{ name: 'Pessimistic', values: [100, null, null] }]);
  });

  it('formats a table row: whole dollars with separators, whole percents, mean and std dev as percents with 2 decimals', () => {
    expect(planTableRow(row(44), 45)).toEqual({
      key: 44,
      retired: false,
      cells: ['44', '2029', '$123,457', '$98,765', '-$4,500', '76%', '19%', '5%', '5.68%', '12.34%', '$1,234,568', '$987,654'],
    });
  });

  it('highlights rows at or after the retirement age, 10 rows a page', () => {
    const first = planTablePage(results(), 1);
    expect(first).toHaveLength(10);
    expect(first.map((r) => r.retired)).toEqual([false, false, false, false, false, true, true, true, true, true]);
    expect(planTablePage(results(), 3)).toHaveLength(3);
    expect(planPageCount(results())).toBe(3);
  });

  it('snaps the marker to whole ages within 50 to 70', () => {
    expect(ageFromOffset(24.6, 40)).toBe(65);
    expect(ageFromOffset(2, 40)).toBe(50);
    expect(ageFromOffset(45, 40)).toBe(70);
  });

  it('offers up to 3 quick improvements within the ranges', () => {
    expect(quickActions({ retirementAge: 65, savingsRate: 0.1 })).toEqual([
      { label: 'Retire 2 years later', inputs: { retirementAge: 67, savingsRate: 0.1 } },
      { label: 'Save 2% more', inputs: { retirementAge: 65, savingsRate: 0.12 } },
      { label: 'Both', inputs: { retirementAge: 67, savingsRate: 0.12 } },
    ]);
    expect(quickActions({ retirementAge: 70, savingsRate: 0.25 })).toEqual([]);
  });

  it('words the empty state for the client and for an advisor', () => {
    expect(emptyPlanMessage(false)).toBe('You have no scenarios.');
    expect(emptyPlanMessage(true, 'Ada')).toBe('Ada has not shared any scenarios with you.');
    expect(emptyPlanMessage(true, null)).toBe('Client has not shared any scenarios with you.');
  });
});
