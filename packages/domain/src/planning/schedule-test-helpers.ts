// Shared by the loan schedule tests (not part of the public API).
import { expect } from 'vitest';
import { dollarsToCents as cents } from '../money/money';
import type { LoanScheduleResultInDollars } from './dollar-types';

/** Yearly rows are the sums of their months; principal sums to the loan; ends at 0. */
export function expectScheduleIdentities(r: LoanScheduleResultInDollars): void {
  const sum = (values: number[]) => values.reduce((a, b) => a + cents(b), 0);
  expect(sum(r.monthlyData.map((m) => m.principal))).toBe(cents(r.loanAmount));
  expect(cents(r.principalPaid)).toBe(cents(r.loanAmount));
  expect(sum(r.monthlyData.map((m) => m.interest))).toBe(cents(r.interestPaid));
  expect(r.monthlyData.at(-1)?.remainingLoan ?? 0).toBe(0);
  for (const m of r.monthlyData) expect(cents(m.payment)).toBe(cents(m.principal) + cents(m.interest));
  for (const y of r.yearlyData) {
    const months = r.monthlyData.filter((m) => m.date.startsWith(`${y.year}-`));
    expect(cents(y.principal)).toBe(sum(months.map((m) => m.principal)));
    expect(cents(y.interest)).toBe(sum(months.map((m) => m.interest)));
    expect(cents(y.payment)).toBe(sum(months.map((m) => m.payment)));
    expect(y.remainingLoan).toBe(months.at(-1)!.remainingLoan);
    expect(y.date).toBe(months.at(-1)!.date);
  }
  expect(r.yearlyData.reduce((n, y) => n + r.monthlyData.filter((m) => m.date.startsWith(`${y.year}-`)).length, 0)).toBe(r.monthlyData.length);
}
