import { describe, expect, it } from 'vitest';
import { formatReportCents, parseReportCents, RETIREMENT_TABLE_COLUMNS, retirementTableRows } from './report-format';
import { reportFileName } from './report-kinds';

describe('report amounts', () => {
  it('prints cents exactly, with a minus sign and thousands separators', () => {
    expect(formatReportCents(123_456)).toBe('$1,234.56');
    expect(formatReportCents(-2_000)).toBe('-$20.00');
    expect(formatReportCents(-5)).toBe('-$0.05');
    expect(formatReportCents(0)).toBe('$0.00');
    expect(formatReportCents(900_719_925_474_099)).toBe('$9,007,199,254,740.99');
  });

  it('reads back what it printed', () => {
    for (const cents of [0, 1, -1, 99, 100_000_099, -123_456_789]) expect(parseReportCents(formatReportCents(cents))).toBe(cents);
    expect(parseReportCents('Net Worth')).toBeNull();
  });
});

describe('report file names', () => {
  it("names the plan 'My Plan Report {year}' and every other report by its label", () => {
    expect(reportFileName('all', 2026)).toBe('My Plan Report 2026.pdf');
    expect(reportFileName('netWorth', 2026)).toBe('Net Worth Report 2026.pdf');
    expect(reportFileName('investment', 2026)).toBe('Investment Report 2026.pdf');
    expect(reportFileName('liabilities', 2026)).toBe('Liabilities Report 2026.pdf');
    expect(reportFileName('retirement', 2026)).toBe('My Retirement Score Report 2026.pdf');
  });
});

describe('report dates and rates', () => {
  it('prints MM/DD/YYYY and whole percents', async () => {
    const { formatReportDate, formatReportPercent } = await import('./report-format');
    expect(formatReportDate('2026-01-05')).toBe('01/05/2026');
    expect(formatReportPercent(0.705)).toBe('71%');
  });
});

describe('retirementTableRows', () => {
  const row = (age: number) => ({ age, year: 2000 + age, incomesCents: age * 100_000, expensesCents: age * 50_000, contributionCents: 123_456, medianCents: age * 1_000_000 });
  const results = (count: number) => {
    const rows = Array.from({ length: count }, (_, index) => row(40 + index));
    return { rows, medianPercentileCents: rows.map((one) => one.medianCents) };
  };

  it('keeps every fifth age and the last, amounts to the cent', () => {
    const table = retirementTableRows(results(12));
    expect(table.map((cells) => cells[0])).toEqual(['40', '45', '50', '51']);
    expect(table[0]).toEqual(['40', '2040', formatReportCents(4_000_000), formatReportCents(2_000_000), formatReportCents(123_456), formatReportCents(40_000_000)]);
    expect(RETIREMENT_TABLE_COLUMNS.map((column) => column.title)).toEqual(['Age', 'Year', 'Income', 'Expenses', 'Contribution', 'Median savings']);
  });

  it('is empty for a plan without rows', () => {
    expect(retirementTableRows(results(0))).toEqual([]);
  });
});
