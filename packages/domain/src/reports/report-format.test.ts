import { describe, expect, it } from 'vitest';
import { formatDollarsAndCents } from '../format/money';
import { RETIREMENT_TABLE_COLUMNS, retirementTableRows } from './report-format';
import { reportFileName } from './report-kinds';

describe('report file names', () => {
  it("names the plan 'My Plan Report {year}' and every other report by its label", () => {
    expect(reportFileName('all', 2026)).toBe('My Plan Report 2026.pdf');
    expect(reportFileName('netWorth', 2026)).toBe('Net Worth Report 2026.pdf');
    expect(reportFileName('investment', 2026)).toBe('Investment Report 2026.pdf');
    expect(reportFileName('liabilities', 2026)).toBe('Liabilities Report 2026.pdf');
    expect(reportFileName('retirement', 2026)).toBe('My Retirement Score Report 2026.pdf');
  });
});

describe('retirementTableRows', () => {
  const row = (age: number) => ({
    age,
    year: 2000 + age,
    incomesCents: age * 100_000,
    expensesCents: age * 50_000,
    contributionCents: 123_456,
    medianCents: age * 1_000_000,
  });
  const results = (count: number) => {
    const rows = Array.from({ length: count }, (_, index) => row(40 + index));
    return { rows, medianPercentileCents: rows.map((one) => one.medianCents) };
  };

  it('keeps every fifth age and the last, amounts to the cent', () => {
    const table = retirementTableRows(results(12));
    expect(table.map((cells) => cells[0])).toEqual(['40', '45', '50', '51']);
    expect(table[0]).toEqual([
      '40',
      '2040',
      formatDollarsAndCents(4_000_000),
      formatDollarsAndCents(2_000_000),
      formatDollarsAndCents(123_456),
      formatDollarsAndCents(40_000_000),
    ]);
    expect(RETIREMENT_TABLE_COLUMNS.map((column) => column.title)).toEqual(['Age', 'Year', 'Income', 'Expenses', 'Contribution', 'Median savings']);
  });

  it('is empty for a plan without rows', () => {
    expect(retirementTableRows(results(0))).toEqual([]);
  });
});
