import { describe, expect, it } from 'vitest';
import { retirementInputToDollars } from '../planning/retirement-in-cents';
import { simulateRetirementInDollars } from '../planning/simulate-retirement';
import { type PlanSourceBasis, planSourceLines } from './plan-source-lines';
import { retirementInputFromBasis, retirementSpendingCents } from './retirement-plan-input';

const BASIS: PlanSourceBasis = {
  asOfDate: '2026-11-29',
  birthDate: '1984-03-01',
  salaryCents: 21_900_000,
  currentSavingsCents: 67_764_812,
  spendingBeforeRetirementCents: 9_000_000,
  retirementIncomeRate: 0.8,
  effectiveTaxRate: 0.12,
  socialSecurity: null,
  spouse: null,
  sources: {
    currentSavings: { kind: 'accounts', asOfDate: '2026-11-29', accountCount: 7 },
    salary: 'income',
    spending: { kind: 'cashFlow', startDate: '2025-11-30', endDate: '2026-11-29' },
  },
  excludedAccounts: [{ id: 'a1', name: 'Old IRA', amountCents: -120_000, reason: 'a negative balance on an asset account (is it a debt typed as an asset?)' }],
};
const FORMATS = { money: (cents: number) => `$${(cents / 100).toFixed(2)}`, date: (date: string) => date };

describe('spending in retirement', () => {
  it('is the replacement ratio of the cash flow spending, else of what the savings rate leaves of the household salary', () => {
    expect(retirementSpendingCents(BASIS, 0.25)).toBe(7_200_000);
    const withoutCashFlow = { ...BASIS, spendingBeforeRetirementCents: null, spouse: { birthDate: '1985-01-01', salaryCents: 100_000 } };
    expect(retirementSpendingCents(withoutCashFlow, 0.25)).toBe(Math.round(0.8 * 0.75 * 22_000_000));
  });

  it('is what the engine spends each retired year, grossed up for tax, and never more than working spending when the ratio is below 1', () => {
    // The dollar core, so the spending is checked before the edge rounds it to cents.
    const result = simulateRetirementInDollars(
      retirementInputToDollars(retirementInputFromBasis({ ...BASIS, spendingBeforeRetirementCents: null }, { retirementAge: 65, savingsRate: 0.25 })),
      {
        seed: 1,
        paths: 20,
      },
    );
    const working = result.rows.find((row) => row.age < 65);
    const retired = result.rows.find((row) => row.age >= 65);
    expect(working?.expenses).toBeCloseTo(164_250, 6);
    expect(retired?.expenses).toBeCloseTo((0.8 * 164_250) / 0.88, 6);
  });
});

describe('planSourceLines', () => {
  it('says where each starting figure came from and which account was left out', () => {
    const lines = planSourceLines(BASIS, 0.1, FORMATS);
    expect(lines).toEqual([
      { label: 'Current savings', text: '$677648.12 from your accounts, as of 2026-11-29 (7 accounts)' },
      { label: 'Salary', text: '$219000.00 a year from your Income page' },
      {
        label: 'Spending before retirement',
        text: '$90000.00 a year from your cash flow, 2025-11-30 to 2026-11-29 (your essential and non-essential spending)',
      },
      {
        label: 'Spending in retirement',
        text: '$72000.00 a year before tax: 80% of your spending before retirement (the replacement ratio, your desired retirement income in your onboarding answers)',
      },
      { label: 'Left out of your savings', text: 'Old IRA ($-1200.00): a negative balance on an asset account (is it a debt typed as an asset?)' },
    ]);
  });

  it('names the onboarding answers, an annualised history and the savings-rate rule when those are the sources', () => {
    const basis: PlanSourceBasis = {
      ...BASIS,
      spendingBeforeRetirementCents: null,
      sources: { currentSavings: { kind: 'onboarding' }, salary: 'onboarding', spending: { kind: 'savingsRate' } },
      excludedAccounts: [],
    };
    const text = planSourceLines(basis, 0.1, FORMATS).map((line) => line.text);
    expect(text[0]).toBe('$677648.12 from your onboarding answers');
    expect(text[1]).toBe('$219000.00 a year from your onboarding answers');
    expect(text[2]).toMatch(/^\$197100\.00 a year: what a 10% savings rate leaves of your salary/);
    const annualised = { ...BASIS, sources: { ...BASIS.sources, spending: { kind: 'cashFlow' as const, startDate: '2026-09-01', endDate: '2026-11-29' } } };
    expect(planSourceLines(annualised, 0.1, FORMATS)[2]?.text).toContain('annualised');
  });
});
