import { describe, expect, it } from 'vitest';
import { derivePlanStartingInputs, PLAN_SOURCE_TEXT, type PlanAccount, type PlanSourceData, spendingWindowStart } from './plan-starting-inputs';

const TODAY = '2026-11-29';
let nextId = 0;
const account = (
  accountType: string,
  accountSubtype: string | null,
  amountCents: number,
  balanceType = accountType === 'loan' || accountType === 'credit' ? 'liabilities' : 'assets',
): PlanAccount => ({
  id: `a${++nextId}`,
  name: `${accountType} ${accountSubtype ?? ''}`.trim(),
  accountType,
  accountSubtype,
  balanceType,
  amountCents,
});

const base: PlanSourceData = {
  today: TODAY,
  accounts: [],
  onboarding: { incomeCents: 9_000_000, totalSavingsCents: 30_700_000 },
  incomePage: null,
  profileSpouseIncomeCents: null,
  spending: null,
};

function inputsOf(data: PlanSourceData) {
  const result = derivePlanStartingInputs(data);
  if (!('inputs' in result)) throw new Error('expected inputs');
  return result.inputs;
}

describe('derivePlanStartingInputs: current savings', () => {
  it('sums retirement, brokerage, other investment, cash and depository accounts to the cent, and nothing else', () => {
    const accounts = [
      account('investment', '401k', 46_298_312),
      account('investment', 'brokerage', 10_000_001),
      account('investment', 'mutual fund', 5_000_050),
      account('depository', 'checking', 1_234_567),
      account('other', 'cash management', 99),
      account('property', 'primary residence', 50_000_000),
      account('other', 'vehicle', 2_000_000),
      account('loan', 'mortgage', 40_000_000),
      account('credit', 'credit card', 300_000),
    ];
    const inputs = inputsOf({ ...base, accounts });
    expect(inputs.currentSavingsCents).toBe(46_298_312 + 10_000_001 + 5_000_050 + 1_234_567 + 99);
    expect(inputs.sources.currentSavings).toEqual({ kind: 'accounts', asOfDate: TODAY, accountCount: 5 });
    expect(inputs.excludedAccounts).toEqual([]);
  });

  it('leaves out an asset with a negative balance and says which and why', () => {
    const bad = account('investment', 'ira', -2_500_000);
    const inputs = inputsOf({ ...base, accounts: [account('depository', 'savings', 1_000_000), bad] });
    expect(inputs.currentSavingsCents).toBe(1_000_000);
    expect(inputs.excludedAccounts).toEqual([{ id: bad.id, name: bad.name, amountCents: -2_500_000, reason: PLAN_SOURCE_TEXT.negativeAsset }]);
  });

  it('uses the onboarding answer only when no investable account counts', () => {
    const onlyHouse = inputsOf({ ...base, accounts: [account('property', 'primary residence', 50_000_000), account('depository', 'checking', -5)] });
    expect(onlyHouse.currentSavingsCents).toBe(30_700_000);
    expect(onlyHouse.sources.currentSavings).toEqual({ kind: 'onboarding' });
    expect(onlyHouse.excludedAccounts).toHaveLength(1);
  });

  it('counts accounts even without onboarding answers, and asks for what it needs when there is neither', () => {
    const fromAccounts = inputsOf({ ...base, onboarding: null, accounts: [account('depository', 'checking', 700)] });
    expect(fromAccounts.currentSavingsCents).toBe(700);
    expect(derivePlanStartingInputs({ ...base, onboarding: null })).toEqual({ missing: 'savingsAndIncome' });
    expect(derivePlanStartingInputs({ ...base, onboarding: null, accounts: [account('property', 'home', 1)] })).toEqual({ missing: 'savingsAndIncome' });
  });
});

describe('derivePlanStartingInputs: income', () => {
  it('takes the Income page salaries first', () => {
    const inputs = inputsOf({ ...base, incomePage: { salaryCents: 12_000_000, spouseSalaryCents: 4_000_000 }, profileSpouseIncomeCents: 1 });
    expect([inputs.salaryCents, inputs.spouseSalaryCents, inputs.sources.salary]).toEqual([12_000_000, 4_000_000, 'income']);
  });

  it('falls back to the onboarding salary and the profile spouse income', () => {
    const inputs = inputsOf({ ...base, incomePage: { salaryCents: null, spouseSalaryCents: null }, profileSpouseIncomeCents: 3_000_000 });
    expect([inputs.salaryCents, inputs.spouseSalaryCents, inputs.sources.salary]).toEqual([9_000_000, 3_000_000, 'onboarding']);
  });

  it('says none when neither has a salary', () => {
    const inputs = inputsOf({ ...base, onboarding: { incomeCents: 0, totalSavingsCents: 0 } });
    expect([inputs.salaryCents, inputs.sources.salary]).toEqual([0, 'none']);
  });
});

describe('derivePlanStartingInputs: spending before retirement', () => {
  const windowStart = spendingWindowStart(TODAY);

  it('is the last 12 months of spending when the history covers them', () => {
    expect(windowStart).toBe('2025-11-30');
    const inputs = inputsOf({ ...base, spending: { amountCents: 6_543_210, firstDate: '2020-01-01' } });
    expect(inputs.spendingBeforeRetirementCents).toBe(6_543_210);
    expect(inputs.sources.spending).toEqual({ kind: 'cashFlow', startDate: windowStart, endDate: TODAY });
  });

  it('annualises a shorter history by its days', () => {
    // 2026-09-01..2026-11-29 is 90 days; the window is 365.
    const inputs = inputsOf({ ...base, spending: { amountCents: 900_000, firstDate: '2026-09-01' } });
    expect(inputs.spendingBeforeRetirementCents).toBe(Math.round((900_000 * 365) / 90));
    expect(inputs.sources.spending).toEqual({ kind: 'cashFlow', startDate: '2026-09-01', endDate: TODAY });
  });

  it('falls back to the savings-rate rule with under four weeks of history or no spending', () => {
    expect(inputsOf({ ...base, spending: { amountCents: 50_000, firstDate: '2026-11-10' } }).sources.spending).toEqual({ kind: 'savingsRate' });
    expect(inputsOf({ ...base, spending: { amountCents: 0, firstDate: '2020-01-01' } }).spendingBeforeRetirementCents).toBeNull();
    expect(inputsOf(base).spendingBeforeRetirementCents).toBeNull();
  });
});
