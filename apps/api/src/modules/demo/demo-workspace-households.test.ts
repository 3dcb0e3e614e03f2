import { expect, it } from 'vitest';
import { amortisedBalance, householdIncome, investableOf, WORKSPACE_CLIENT_COUNT, workspaceHouseholds } from './demo-workspace-households';
import { householdTransactions } from './demo-workspace-transactions';

const TODAY = '2026-11-29';

it('describes the same households every time', () => {
  expect(workspaceHouseholds(TODAY)).toEqual(workspaceHouseholds(TODAY));
  expect(workspaceHouseholds(TODAY)).toHaveLength(WORKSPACE_CLIENT_COUNT);
});

it('gives each household a life that fits together', () => {
  for (const household of workspaceHouseholds(TODAY)) {
    expect(household.age).toBeGreaterThanOrEqual(26);
    expect(household.age).toBeLessThanOrEqual(72);
    // Retired people draw Social Security and have no employer; workers have one.
    expect(household.isRetired).toBe(household.earner === null);
    expect(household.isRetired ? household.socialSecurityMonthly > 0 : household.socialSecurityMonthly === 0).toBe(true);
    if (household.spouse?.earner && household.earner) expect(household.spouse.earner.employer).not.toBe(household.earner.employer);
    // A homeowner pays no rent; a renter has no mortgage.
    const mortgage = household.loans.find((loan) => loan.kind === 'mortgage');
    if (household.home) expect(household.rentMonthly).toBe(0);
    else expect(mortgage).toBeUndefined();
    // The mortgage is what 30 years of amortisation leaves of 80% of the price paid.
    if (mortgage) {
      expect(mortgage.balance).toBe(amortisedBalance(mortgage, TODAY));
      expect(mortgage.balance).toBeLessThan(mortgage.principal);
      expect(mortgage.originationDate.slice(0, 4)).toBe(String(household.home?.purchaseYear));
    }
    expect(household.loans.filter((loan) => loan.kind === 'student').every(() => household.age < 38)).toBe(true);
    expect(householdIncome(household)).toBeGreaterThan(0);
    expect(investableOf(household)).toBeGreaterThan(0);
  }
});

it('spreads wealth from under $50k to over $2M', () => {
  const wealth = workspaceHouseholds(TODAY).map(investableOf);
  expect(wealth.filter((dollars) => dollars < 50_000).length).toBeGreaterThanOrEqual(3);
  expect(wealth.filter((dollars) => dollars > 2_000_000).length).toBeGreaterThanOrEqual(3);
});

it("generates the same transactions from the same description, on the household's own accounts", () => {
  const [household] = workspaceHouseholds(TODAY);
  if (!household) throw new Error('no household');
  const ids = {
    checking: 'demo-0-1111',
    creditCard: 'demo-2-3333',
    savingsMask: '2222',
    loans: household.loans.map((loan, n) => ({ kind: loan.kind, providerAccountId: `demo-${n + 3}-4444` })),
  };
  const first = householdTransactions(household, ids, TODAY);
  expect(householdTransactions(household, ids, TODAY)).toEqual(first);
  const known = new Set([ids.checking, ids.creditCard, ...ids.loans.map((loan) => loan.providerAccountId)]);
  expect(first.every((seed) => known.has(seed.accountId) && seed.date <= TODAY)).toBe(true);
});
