import { scenarios } from '@finboard/db';
import { calculateCreditCardPayoff, calculateLoanPayoff, calculateMortgage, DEFAULT_ASSUMPTIONS, simulateRetirement } from '@finboard/domain/planning';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productToday } from '../src/platform/clock';
import { ok, QUESTIONNAIRE, scenarioApi, type Session, signUpPlanningClient } from './scenario-test-helpers';
import { createTestApp, expectError, signUp, type TestApp } from './test-app';

let t: TestApp;
let api: ReturnType<typeof scenarioApi>;
let client: Session;
let other: Session;
let advisor: Session;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
  api = scenarioApi(t);
  [client, other, advisor] = await Promise.all([
    signUpPlanningClient(t),
    signUpPlanningClient(t, { birthDate: '1990-05-05', incomeCents: 8_000_000 }),
    signUp(t, { role: 'advisor' }),
  ]);
});
afterAll(() => t?.close());

const TODAY = productToday();
const CARD_TEMPLATE = 'a1f0c0de-0000-4000-8000-000000000001';

async function create(cookies: string[], payload: Record<string, unknown>) {
  return (await ok(api.create(cookies, payload), 201)).scenario;
}
async function storedRow(id: string) {
  const [row] = await t.database.db.select().from(scenarios).where(eq(scenarios.id, id));
  return row;
}

describe('creating a scenario', () => {
  it('needs a signed-in user', async () => {
    expectError(await api.list(undefined), 401, 'UNAUTHENTICATED');
    expectError(await api.create(undefined, { name: 'x' }), 401, 'UNAUTHENTICATED');
  });

  it('defaults to a debt scenario with the credit card payoff, computed and stored with its inputs', async () => {
    const scenario = await create(client.cookies, { name: '  Pay down the card  ' });
    expect(scenario).toMatchObject({
      name: 'Pay down the card',
      type: 'debt',
      calculator: 'creditCardPayoff',
      isOwner: true,
      isPublic: false,
      isShared: false,
    });
    expect(scenario.inputs).toEqual({ calculator: 'creditCardPayoff', balanceCents: 500_000, interestRate: 0.2, paymentPerMonthCents: 20_000 });
    const engine = calculateCreditCardPayoff({ balanceCents: 500_000, interestRate: 0.2, paymentPerMonthCents: 20_000 });
    expect(scenario.results).toMatchObject({
      monthsToPayoff: engine.monthsToPayoff,
      totalPrincipalPaidCents: 500_000,
      totalInterestPaidCents: engine.totalInterestPaidCents,
    });
    expect(scenario.results.monthlyData).toHaveLength(engine.monthlyData.length);
    expect(scenario.computation).toMatchObject({ seed: null, paths: null, assumptions: null, issue: null, basis: { kind: 'schedule', asOfDate: TODAY } });
    expect((await ok(api.get(client.cookies, scenario.id))).scenario).toEqual(scenario);
    expect((await storedRow(scenario.id))?.outputs).toEqual(scenario.results);
  });

  it('a retirement plan starts from the onboarding answers and stores its seed, paths, assumptions and the client data used', async () => {
    const scenario = await create(client.cookies, { type: 'retire', name: 'My retirement' });
    expect(scenario.calculator).toBe('monteCarlo');
    expect(scenario.inputs).toEqual({ calculator: 'monteCarlo', retirementAge: QUESTIONNAIRE.retirementAge, savingsRate: QUESTIONNAIRE.savingsRate });
    expect(scenario.computation).toMatchObject({ seed: 1, paths: 10_000, assumptions: JSON.parse(JSON.stringify(DEFAULT_ASSUMPTIONS)), issue: null });
    expect(scenario.computation.basis).toEqual({
      kind: 'retirement',
      asOfDate: TODAY,
      birthDate: '1980-01-15',
      salaryCents: 12_000_000,
      currentSavingsCents: 45_000_000,
      retirementIncomeRate: 0.7,
      effectiveTaxRate: 0.15,
      socialSecurity: { monthlyPiaCents: 250_000, claimAge: 67 },
      spouse: null,
      // Issue 32: the salary is the Income page's; no accounts or cash flow yet.
      spendingBeforeRetirementCents: null,
      sources: { currentSavings: { kind: 'onboarding' }, salary: 'income', spending: { kind: 'savingsRate' } },
      excludedAccounts: [],
    });
    const { results } = scenario;
    expect(results.retirementScore).toBe(scenario.retirementScore);
    expect(results.rows).toHaveLength(86 - results.currentAge + 1);
    expect(results.medianPercentileCents).toHaveLength(results.rows.length);
    const row = await storedRow(scenario.id);
    expect(row).toMatchObject({ seed: 1, paths: 10_000, retirementScore: results.retirementScore, outputs: results, basis: scenario.computation.basis });
  });

  it('requires a name of at most 30 characters', async () => {
    for (const name of ['', '    ']) {
      expect(expectError(await api.create(client.cookies, { name }), 400, 'VALIDATION')).toMatchObject({ message: 'Scenario name is required', field: 'name' });
    }
    const tooLong = expectError(await api.create(client.cookies, { name: 'x'.repeat(31) }), 400, 'VALIDATION');
    expect(tooLong).toMatchObject({ message: 'Scenario name must be 30 characters or less', field: 'name' });
    const longest = await create(client.cookies, { name: 'x'.repeat(30) });
    expect(expectError(await api.patch(client.cookies, longest.id, { name: '' }), 400, 'VALIDATION').message).toBe('Scenario name is required');
    expectError(await api.create(client.cookies, {}), 400, 'VALIDATION');
  });

  it('takes the four types, and a calculator only when it fits the type', async () => {
    for (const type of ['debt', 'invest', 'portfolio', 'retire']) expect((await create(client.cookies, { type, name: type })).type).toBe(type);
    expect((await create(client.cookies, { type: 'debt', name: 'House', calculator: 'mortgageCalculator' })).calculator).toBe('mortgageCalculator');
    expectError(await api.create(client.cookies, { type: 'savings', name: 'x' }), 400, 'VALIDATION');
    const mismatch = expectError(await api.create(client.cookies, { type: 'retire', name: 'x', calculator: 'loanPayoff' }), 400, 'VALIDATION');
    expect(mismatch.message).toBe('This calculator does not fit the scenario type.');
  });
});

describe('input rules: the spec messages and slider maximums', () => {
  const card = { calculator: 'creditCardPayoff', balanceCents: 100_000, interestRate: 0.18, paymentPerMonthCents: 5_000 };
  const mortgage = { calculator: 'mortgageCalculator', homePriceCents: 30_000_000, interestRate: 0.06, percentDownPayment: 0.2, numYears: 30 };
  const loan = { calculator: 'loanPayoff', loanAmountCents: 1_000_000, interestRate: 0.05, loanTerm: 5 };
  const plan = { calculator: 'monteCarlo', retirementAge: 65, savingsRate: 0.1 };
  let debtId: string;
  let planId: string;
  beforeAll(async () => {
    debtId = (await create(client.cookies, { name: 'Rules' })).id;
    planId = (await create(client.cookies, { name: 'Rules plan', type: 'retire' })).id;
  });

  const refused: [string, Record<string, unknown>, string, string][] = [
    ['balance 0', { ...card, balanceCents: 0 }, 'inputs.balanceCents', 'Balance must be greater than 0'],
    ['a negative balance', { ...card, balanceCents: -100 }, 'inputs.balanceCents', 'Balance must be greater than 0'],
    [
      'everything 0 (balance first)',
      { ...card, balanceCents: 0, interestRate: 0, paymentPerMonthCents: 0 },
      'inputs.balanceCents',
      'Balance must be greater than 0',
    ],
    ['rate 0', { ...card, interestRate: 0 }, 'inputs.interestRate', 'Interest rate must be greater than 0'],
    ['rate and payment 0 (rate first)', { ...card, interestRate: 0, paymentPerMonthCents: 0 }, 'inputs.interestRate', 'Interest rate must be greater than 0'],
    ['payment 0', { ...card, paymentPerMonthCents: 0 }, 'inputs.paymentPerMonthCents', 'Payment per month must be greater than 0'],
    ['balance over $10,000', { ...card, balanceCents: 1_000_001 }, 'inputs.balanceCents', 'Balance must be at most $10,000'],
    ['payment over $1,000', { ...card, paymentPerMonthCents: 100_001 }, 'inputs.paymentPerMonthCents', 'Payment per month must be at most $1,000'],
    ['card rate over 100%', { ...card, interestRate: 1.01 }, 'inputs.interestRate', 'Interest rate must be at most 100%'],
    ['home price 0', { ...mortgage, homePriceCents: 0 }, 'inputs.homePriceCents', 'Home price must be greater than 0'],
    ['home price over $1,000,000', { ...mortgage, homePriceCents: 100_000_001 }, 'inputs.homePriceCents', 'Home price must be at most $1,000,000'],
    ['mortgage rate over 100%', { ...mortgage, interestRate: 1.5 }, 'inputs.interestRate', 'Interest rate must be at most 100%'],
    ['a negative mortgage rate', { ...mortgage, interestRate: -0.01 }, 'inputs.interestRate', 'Interest rate must not be negative'],
    ['down payment over 100%', { ...mortgage, percentDownPayment: 1.01 }, 'inputs.percentDownPayment', 'Down payment must be between 0% and 100%'],
    ['101 mortgage years', { ...mortgage, numYears: 101 }, 'inputs.numYears', 'Number of years must be a whole number from 1 to 100'],
    ['0 mortgage years', { ...mortgage, numYears: 0 }, 'inputs.numYears', 'Number of years must be a whole number from 1 to 100'],
    ['loan over $1,000,000', { ...loan, loanAmountCents: 100_000_001 }, 'inputs.loanAmountCents', 'Loan amount must be at most $1,000,000'],
    ['loan 0', { ...loan, loanAmountCents: 0 }, 'inputs.loanAmountCents', 'Loan amount must be greater than 0'],
    ['an 11-year loan', { ...loan, loanTerm: 11 }, 'inputs.loanTerm', 'Loan term must be a whole number of years from 1 to 10'],
    ['a 2.5-year loan', { ...loan, loanTerm: 2.5 }, 'inputs.loanTerm', 'Loan term must be a whole number of years from 1 to 10'],
  ];
  it.each(refused)('refuses %s', async (_label, inputs, field, message) => {
    const before = (await ok(api.get(client.cookies, debtId))).scenario;
    expect(expectError(await api.patch(client.cookies, debtId, { inputs }), 400, 'VALIDATION')).toMatchObject({ field, message });
    expect((await ok(api.get(client.cookies, debtId))).scenario).toEqual(before);
  });

  it.each([
    [49, 0.1, 'inputs.retirementAge', 'Retirement age must be a whole number from 50 to 70'],
    [71, 0.1, 'inputs.retirementAge', 'Retirement age must be a whole number from 50 to 70'],
    [65.5, 0.1, 'inputs.retirementAge', 'Retirement age must be a whole number from 50 to 70'],
    [65, 0.009, 'inputs.savingsRate', 'Savings rate must be between 1% and 25%'],
    [65, 0.26, 'inputs.savingsRate', 'Savings rate must be between 1% and 25%'],
  ])('refuses retirement age %s with savings rate %s', async (retirementAge, savingsRate, field, message) => {
    const response = await api.patch(client.cookies, planId, { inputs: { ...plan, retirementAge, savingsRate } });
    expect(expectError(response, 400, 'VALIDATION')).toMatchObject({ field, message });
  });

  it('accepts every slider maximum and both ends of the retirement ranges', async () => {
    for (const inputs of [
      { ...card, balanceCents: 1_000_000, interestRate: 1, paymentPerMonthCents: 100_000 },
      { ...mortgage, homePriceCents: 100_000_000, interestRate: 1, percentDownPayment: 1, numYears: 100 },
      { ...mortgage, interestRate: 0, percentDownPayment: 0, numYears: 1 },
      { ...loan, loanAmountCents: 100_000_000, interestRate: 1, loanTerm: 10 },
    ]) {
      expect((await ok(api.patch(client.cookies, debtId, { inputs }))).scenario.inputs).toEqual(inputs);
    }
    for (const inputs of [
      { ...plan, retirementAge: 50, savingsRate: 0.01 },
      { ...plan, retirementAge: 70, savingsRate: 0.25 },
    ]) {
      expect((await ok(api.patch(client.cookies, planId, { inputs }))).scenario.inputs).toEqual(inputs);
    }
  });

  it('refuses malformed numbers and inputs that do not fit the type', async () => {
    expectError(await api.patch(client.cookies, debtId, { inputs: { ...card, balanceCents: 12.5 } }), 400, 'VALIDATION');
    expectError(await api.patch(client.cookies, debtId, { inputs: { ...card, balanceCents: '100' } }), 400, 'VALIDATION');
    expectError(await api.patch(client.cookies, debtId, { inputs: { ...card, extra: 1 } }), 400, 'VALIDATION');
    const mismatch = expectError(await api.patch(client.cookies, debtId, { inputs: plan }), 400, 'VALIDATION');
    expect(mismatch).toMatchObject({ field: 'inputs.calculator', message: 'This calculator does not fit the scenario type.' });
  });
});

describe('saving recomputes the results with the same engine', () => {
  it('stores a mortgage schedule and its eligibility from the client income', async () => {
    const { id } = await create(client.cookies, { name: 'House' });
    const inputs = { calculator: 'mortgageCalculator', homePriceCents: 45_000_000, interestRate: 0.065, percentDownPayment: 0.2, numYears: 30 };
    const { scenario } = await ok(api.patch(client.cookies, id, { inputs }));
    const engine = calculateMortgage({
      homePriceCents: 45_000_000,
      interestRate: 0.065,
      percentDownPayment: 0.2,
      numYears: 30,
      asOfDate: TODAY,
      annualIncomeCents: 12_000_000,
      monthlyDebtsCents: 0,
    });
    expect(scenario.calculator).toBe('mortgageCalculator');
    expect(scenario.results).toMatchObject({
      loanAmountCents: 36_000_000,
      monthlyPaymentCents: engine.monthlyPaymentCents,
      interestPaidCents: engine.interestPaidCents,
      principalPaidCents: 36_000_000,
      monthsToPayoff: 360,
      eligibilityScore: engine.eligibilityScore,
    });
    expect(scenario.results.yearlyData.map((row: { interestCents: number }) => row.interestCents)).toEqual(engine.yearlyData.map((row) => row.interestCents));
    expect(scenario.results.monthlyData.at(-1)).toMatchObject({ remainingLoanCents: 0, date: engine.monthlyData.at(-1)?.date });
    expect(scenario.computation.basis).toEqual({ kind: 'schedule', asOfDate: TODAY, annualIncomeCents: 12_000_000, monthlyDebtsCents: 0 });
    expect((await storedRow(id))?.outputs).toEqual(scenario.results);
  });

  it("counts the other debts' minimum payments (stored in cents) in the mortgage's eligibility, not an existing mortgage's", async () => {
    const borrower = await signUpPlanningClient(t);
    const debt = (name: string, accountSubtype: string, minimumPaymentAmountCents: number) => ({
      institutionName: 'Hand Bank',
      name,
      balanceType: 'liabilities',
      accountType: accountSubtype === 'credit card' ? 'credit' : 'loan',
      accountSubtype,
      amount: '5000',
      details: { minimumPaymentAmountCents },
    });
    for (const account of [debt('Card', 'credit card', 4_120), debt('Car', 'auto', 41_255), debt('Home', 'mortgage', 250_000)]) {
      await ok(t.request({ method: 'POST', url: '/api/accounts/manual', payload: account, cookies: borrower.cookies }), 201);
    }
    const { id } = await create(borrower.cookies, { name: 'House' });
    const inputs = { calculator: 'mortgageCalculator', homePriceCents: 45_000_000, interestRate: 0.065, percentDownPayment: 0.2, numYears: 30 };
    const { scenario } = await ok(api.patch(borrower.cookies, id, { inputs }));
    expect(scenario.computation.basis).toEqual({ kind: 'schedule', asOfDate: TODAY, annualIncomeCents: 12_000_000, monthlyDebtsCents: 45_375 });
    const engine = calculateMortgage({
      homePriceCents: 45_000_000,
      interestRate: 0.065,
      percentDownPayment: 0.2,
      numYears: 30,
      asOfDate: TODAY,
      annualIncomeCents: 12_000_000,
      monthlyDebtsCents: 45_375,
    });
    expect(scenario.results.eligibilityScore).toBe(engine.eligibilityScore);
  });

  it('stores a loan payoff schedule', async () => {
    const { id } = await create(client.cookies, { name: 'Car', calculator: 'loanPayoff' });
    const { scenario } = await ok(
      api.patch(client.cookies, id, { inputs: { calculator: 'loanPayoff', loanAmountCents: 2_800_000, interestRate: 0.069, loanTerm: 5 } }),
    );
    const engine = calculateLoanPayoff({ loanAmountCents: 2_800_000, interestRate: 0.069, loanTerm: 5, asOfDate: TODAY });
    expect(scenario.results).toMatchObject({
      monthlyPaymentCents: engine.monthlyPaymentCents,
      interestPaidCents: engine.interestPaidCents,
      monthsToPayoff: 60,
    });
    expect(scenario.results.monthlyData[0].date).toBe(engine.monthlyData[0]?.date);
  });

  it('says when a card payment never pays the balance off', async () => {
    const { id } = await create(client.cookies, { name: 'Minimum' });
    const { scenario } = await ok(
      api.patch(client.cookies, id, { inputs: { calculator: 'creditCardPayoff', balanceCents: 1_000_000, interestRate: 0.3, paymentPerMonthCents: 20_000 } }),
    );
    expect(scenario.results).toEqual({
      calculator: 'creditCardPayoff',
      monthsToPayoff: null,
      totalPrincipalPaidCents: 0,
      totalInterestPaidCents: 0,
      monthlyData: [],
    });
  });

  it("keeps the seed after a change of retirement age, so the results are exactly the engine's and never jump", async () => {
    const created = await create(client.cookies, { type: 'retire', name: 'Dragged' });
    const { scenario } = await ok(api.patch(client.cookies, created.id, { inputs: { calculator: 'monteCarlo', retirementAge: 67, savingsRate: 0.15 } }));
    expect(scenario.computation.seed).toBe(created.computation.seed);
    const basis = scenario.computation.basis;
    const engine = simulateRetirement(
      {
        birthDate: basis.birthDate,
        asOfDate: basis.asOfDate,
        salaryCents: 12_000_000,
        currentSavingsCents: 45_000_000,
        savingsRate: 0.15,
        retirementAge: 67,
        retirementIncomeRate: 0.7,
        // Issue 32: retirement spending is the replacement ratio of the spending before it; without
        // cash flow that is what the savings rate leaves of the salary: 0.7 x (1 - 0.15) x 120,000.
        retirementSpendingCents: 7_140_000,
        effectiveTaxRate: 0.15,
        socialSecurity: { monthlyPiaCents: 250_000, claimAge: 67 },
        assumptions: DEFAULT_ASSUMPTIONS,
      },
      { seed: scenario.computation.seed, paths: scenario.computation.paths },
    );
    const { results } = scenario;
    expect(results.retirementScore).toBe(engine.retirementScore);
    expect(results.failureNumber).toBe(engine.failureNumber);
    expect(results.retirementAge).toBe(67);
    expect(results.medianPercentileCents).toEqual(engine.medianPercentileCents);
    expect(results.optimisticPercentileCents).toEqual(engine.optimisticPercentileCents);
    expect(results.pessimisticPercentileCents).toEqual(engine.pessimisticPercentileCents);
    expect(results.rows.map((row: { simCents: number }) => row.simCents)).toEqual(engine.rows.map((row) => row.simCents));
    expect(results.retirementScore).toBeGreaterThan(created.results.retirementScore);
    // Dragging back gives back exactly the first numbers.
    const back = await ok(api.patch(client.cookies, created.id, { inputs: created.inputs }));
    expect(back.scenario.results).toEqual(created.results);
  });

  it('saves the other fields without recomputing', async () => {
    const created = await create(client.cookies, { type: 'retire', name: 'Words' });
    const changes = {
      name: 'Words 2',
      description: 'Line one\nline two',
      detailHow: 'How',
      detailDiscover: 'Discover',
      updateMode: 'calculation',
      isPublic: true,
    };
    const { scenario } = await ok(api.patch(client.cookies, created.id, changes));
    expect(scenario).toMatchObject({ ...changes, isShared: true });
    expect(scenario.computation.computedAt).toBe(created.computation.computedAt);
    expect(scenario.updatedAt > created.updatedAt).toBe(true);
  });

  it('a type that needs another calculator starts it afresh', async () => {
    const created = await create(client.cookies, { name: 'Change me' });
    const { scenario } = await ok(api.patch(client.cookies, created.id, { type: 'retire' }));
    expect(scenario).toMatchObject({ type: 'retire', calculator: 'monteCarlo', inputs: { calculator: 'monteCarlo', retirementAge: 63, savingsRate: 0.15 } });
    expect(scenario.results.calculator).toBe('monteCarlo');
    const debt = await ok(
      api.patch(client.cookies, created.id, { type: 'debt', inputs: { calculator: 'loanPayoff', loanAmountCents: 500_000, interestRate: 0.05, loanTerm: 2 } }),
    );
    expect(debt.scenario).toMatchObject({ type: 'debt', calculator: 'loanPayoff', computation: { seed: null, assumptions: null } });
  });
});

describe('removing a scenario', () => {
  it('hides it everywhere', async () => {
    const { id } = await create(client.cookies, { name: 'Temporary' });
    expect(await ok(api.remove(client.cookies, id))).toEqual({ ok: true });
    expectError(await api.get(client.cookies, id), 404, 'NOT_FOUND');
    expectError(await api.patch(client.cookies, id, { name: 'Back' }), 404, 'NOT_FOUND');
    expectError(await api.remove(client.cookies, id), 404, 'NOT_FOUND');
    const { scenarios: saved } = await ok(api.list(client.cookies));
    expect(saved.map((scenario: { id: string }) => scenario.id)).not.toContain(id);
    expect((await storedRow(id))?.deletedAt).toBeInstanceOf(Date);
  });

  it('refuses to remove or change a public template', async () => {
    expect(expectError(await api.remove(client.cookies, CARD_TEMPLATE), 403, 'FORBIDDEN').message).toBe('A public scenario cannot be removed.');
    expectError(await api.patch(client.cookies, CARD_TEMPLATE, { name: 'Mine' }), 403, 'FORBIDDEN');
    expect((await ok(api.get(client.cookies, CARD_TEMPLATE))).scenario.name).toBe('Pay off a credit card');
  });
});

describe('who may do what', () => {
  it("another client's scenario is NOT_FOUND to read, change, remove or copy", async () => {
    const { id } = await create(client.cookies, { type: 'retire', name: 'Private' });
    expectError(await api.get(other.cookies, id), 404, 'NOT_FOUND');
    expectError(await api.patch(other.cookies, id, { name: 'Mine' }), 404, 'NOT_FOUND');
    expectError(await api.remove(other.cookies, id), 404, 'NOT_FOUND');
    expectError(await api.copy(other.cookies, id), 404, 'NOT_FOUND');
    const { scenarios: theirs } = await ok(api.list(other.cookies));
    expect(theirs.map((scenario: { id: string }) => scenario.id)).not.toContain(id);
    expect((await ok(api.get(client.cookies, id))).scenario.name).toBe('Private');
  });

  it('an advisor cannot write', async () => {
    const { id } = await create(client.cookies, { name: 'Client owned' });
    const refusals = [
      await api.create(advisor.cookies, { name: 'Advisor plan' }),
      await api.patch(advisor.cookies, id, { name: 'Changed' }),
      await api.remove(advisor.cookies, id),
      await api.copy(advisor.cookies, CARD_TEMPLATE),
      await api.share(advisor.cookies, id, advisor.user.id),
      await api.setActive(advisor.cookies, null),
    ];
    for (const response of refusals) expectError(response, 403, 'FORBIDDEN');
    expect((await ok(api.get(client.cookies, id))).scenario.name).toBe('Client owned');
  });

  it("an advisor asking for a client's scenarios is refused until they are connected", async () => {
    const query = `?userId=${client.user.id}`;
    expect(expectError(await api.list(advisor.cookies, query), 403, 'FORBIDDEN').message).toBe("you don't have access to this feature");
    expect(expectError(await api.myPlan(advisor.cookies, query), 403, 'FORBIDDEN').message).toBe("you don't have access to this feature");
    expectError(await api.list(other.cookies, query), 403, 'FORBIDDEN');
  });

  it('checks ids and queries', async () => {
    expectError(await api.get(client.cookies, 'not-a-uuid'), 400, 'VALIDATION');
    expectError(await api.get(client.cookies, '00000000-0000-4000-8000-000000000000'), 404, 'NOT_FOUND');
    expectError(await api.list(client.cookies, '?tab=archived'), 400, 'VALIDATION');
    expectError(await api.list(client.cookies, '?sort=oldest'), 400, 'VALIDATION');
  });
});

// ---- lists, templates and copies: two clients of their own, so the tabs hold only their scenarios ----

const RETIRE_AT_62 = 'a1f0c0de-0000-4000-8000-000000000007';
const TEMPLATE_COUNT = 10;
let lister: Session;
let browser: Session;

type Card = { id: string; name: string; retirementScore: number | null; isOwner: boolean; isPublicScenario: boolean; avgRating: number | null };
async function tab(cookies: string[], query: string): Promise<Card[]> {
  return (await ok<{ scenarios: Card[] }>(api.list(cookies, query))).scenarios;
}
const names = (cards: Card[]) => cards.map((card) => card.name);
const templatesIn = (cards: Card[]) => cards.filter((card) => card.isPublicScenario);

describe('the scenario tabs', () => {
  beforeAll(async () => {
    // Issue 32: the plan's salary is the Income page's, so the browser's page says 80,000 too.
    const browserIncome = { incomeInfos: [{ owner: 'self', employerName: 'Acme', annualSalaryCents: 8_000_000 }] };
    [lister, browser] = await Promise.all([
      signUpPlanningClient(t),
      signUpPlanningClient(t, { birthDate: '1990-05-05', incomeCents: 8_000_000 }, browserIncome),
    ]);
  });
  let late: { id: string };
  let early: { id: string };
  let card: { id: string };
  beforeAll(async () => {
    late = await create(lister.cookies, { type: 'retire', name: 'Retire late' });
    await ok(api.patch(lister.cookies, late.id, { inputs: { calculator: 'monteCarlo', retirementAge: 70, savingsRate: 0.25 } }));
    early = await create(lister.cookies, { type: 'retire', name: 'Retire early' });
    await ok(api.patch(lister.cookies, early.id, { inputs: { calculator: 'monteCarlo', retirementAge: 55, savingsRate: 0.05 } }));
    card = await create(lister.cookies, { name: 'Visa 100% gone' });
    await ok(api.patch(lister.cookies, card.id, { description: 'The CARD with the highest rate', isPublic: true }));
  });

  it('Saved: own scenarios, most recent first, or by highest impact (retirement score)', async () => {
    expect(names(await tab(lister.cookies, ''))).toEqual(['Visa 100% gone', 'Retire early', 'Retire late']);
    const byImpact = await tab(lister.cookies, '?tab=saved&sort=impact');
    expect(names(byImpact)).toEqual(['Retire late', 'Retire early', 'Visa 100% gone']);
    expect(byImpact[0]?.retirementScore).toBeGreaterThan(byImpact[1]?.retirementScore ?? 100);
    expect(byImpact[2]?.retirementScore).toBeNull();
  });

  it('Shared: only those public or shared with an advisor', async () => {
    expect(names(await tab(lister.cookies, '?tab=shared'))).toEqual(['Visa 100% gone']);
  });

  it('searches name and description, case-insensitively, with wildcards taken literally', async () => {
    expect(names(await tab(lister.cookies, '?search=RETIRE'))).toEqual(['Retire early', 'Retire late']);
    expect(names(await tab(lister.cookies, '?search=card'))).toEqual(['Visa 100% gone']);
    expect(names(await tab(lister.cookies, '?search=100%25'))).toEqual(['Visa 100% gone']);
    expect(await tab(lister.cookies, '?search=%25%25')).toEqual([]);
    expect(await tab(lister.cookies, '?search=_')).toEqual([]);
  });

  it('Top Rated: the templates and public scenarios by rating; another client sees the public card without its results', async () => {
    const topRated = await tab(browser.cookies, '?tab=top-rated');
    expect(templatesIn(topRated)).toHaveLength(TEMPLATE_COUNT);
    expect(topRated[0]).toMatchObject({ id: RETIRE_AT_62, name: 'Retire at 62', isPublicScenario: true, avgRating: 4.9, isOwner: false });
    const ratings = topRated.flatMap((entry) => (entry.avgRating === null ? [] : [entry.avgRating]));
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(topRated.find((entry) => entry.id === card.id)).toMatchObject({ isOwner: false, isPublicScenario: false, retirementScore: null });
    expect(names(await tab(browser.cookies, '?tab=top-rated&search=mortgage'))).toEqual(['A 30-year mortgage', 'A 15-year mortgage']);
  });

  it('New: the newest public scenarios first', async () => {
    const newest = await tab(browser.cookies, '?tab=new');
    expect(newest[0]?.id).toBe(card.id);
    expect(templatesIn(newest)).toHaveLength(TEMPLATE_COUNT);
  });

  it('Suggested: the templates not saved yet', async () => {
    expect(await tab(lister.cookies, '?tab=suggested')).toHaveLength(TEMPLATE_COUNT);
    await ok(api.copy(lister.cookies, CARD_TEMPLATE), 201);
    const suggested = await tab(lister.cookies, '?tab=suggested');
    expect(suggested).toHaveLength(TEMPLATE_COUNT - 1);
    expect(suggested.map((entry) => entry.id)).not.toContain(CARD_TEMPLATE);
    expect(await tab(browser.cookies, '?tab=suggested')).toHaveLength(TEMPLATE_COUNT);
  });

  it('a removed public scenario leaves the catalogue', async () => {
    const gone = await create(lister.cookies, { name: 'Short-lived' });
    await ok(api.patch(lister.cookies, gone.id, { isPublic: true }));
    expect((await tab(browser.cookies, '?tab=new'))[0]?.id).toBe(gone.id);
    await ok(api.remove(lister.cookies, gone.id));
    expect((await tab(browser.cookies, '?tab=new')).map((entry) => entry.id)).not.toContain(gone.id);
  });
});

describe('public templates and Save Scenario', () => {
  it('a template reads as a public scenario without results', async () => {
    const { scenario } = await ok(api.get(lister.cookies, RETIRE_AT_62));
    expect(scenario).toMatchObject({
      name: 'Retire at 62',
      type: 'retire',
      calculator: 'monteCarlo',
      isPublic: true,
      isPublicScenario: true,
      isOwner: false,
      inputs: { calculator: 'monteCarlo', retirementAge: 62, savingsRate: 0.1 },
      results: null,
      computation: null,
    });
    expect(scenario.detailHow).toContain('Monte Carlo');
  });

  it("saves a private copy computed from the client's own data", async () => {
    const { scenario } = await ok(api.copy(browser.cookies, RETIRE_AT_62), 201);
    expect(scenario).toMatchObject({
      name: 'Retire at 62',
      isOwner: true,
      isPublic: false,
      isPublicScenario: false,
      inputs: { retirementAge: 62, savingsRate: 0.1 },
    });
    expect(scenario.id).not.toBe(RETIRE_AT_62);
    expect(scenario.computation).toMatchObject({ seed: 1, basis: { birthDate: '1990-05-05', salaryCents: 8_000_000 } });
    expect(scenario.results.retirementAge).toBe(62);
    expect(scenario.retirementScore).toBe(scenario.results.retirementScore);
    // The copy is the client's to change; the template stays as it was.
    await ok(api.patch(browser.cookies, scenario.id, { name: 'My early retirement' }));
    expect((await ok(api.get(browser.cookies, RETIRE_AT_62))).scenario.name).toBe('Retire at 62');
  });

  it("another client's public scenario: a card with its inputs, no results; copies are computed for the copier with the same seed", async () => {
    const source = await create(lister.cookies, { type: 'retire', name: 'Shared plan', calculator: 'monteCarlo' });
    await ok(
      api.patch(lister.cookies, source.id, {
        isPublic: true,
        detailHow: 'Save hard',
        inputs: { calculator: 'monteCarlo', retirementAge: 66, savingsRate: 0.2 },
      }),
    );
    const { scenario: seen } = await ok(api.get(browser.cookies, source.id));
    expect(seen).toMatchObject({ isOwner: false, isPublic: true, results: null, computation: null, retirementScore: null, advisorsToShareScenarioWith: [] });
    expect(seen.inputs).toEqual({ calculator: 'monteCarlo', retirementAge: 66, savingsRate: 0.2 });
    const { scenario: copy } = await ok(api.copy(browser.cookies, source.id), 201);
    expect(copy).toMatchObject({ name: 'Shared plan', detailHow: 'Save hard', isOwner: true, isPublic: false, inputs: seen.inputs });
    expect(copy.computation.basis.birthDate).toBe('1990-05-05');
    expect(copy.computation.seed).toBe(source.computation.seed);
    expect(expectError(await api.patch(browser.cookies, source.id, { name: 'Mine' }), 403, 'FORBIDDEN').message).toBe(
      'A public scenario cannot be changed: save a copy to make it your own.',
    );
    expectError(await api.remove(browser.cookies, source.id), 403, 'FORBIDDEN');
    await ok(api.patch(lister.cookies, source.id, { isPublic: false }));
    expectError(await api.get(browser.cookies, source.id), 404, 'NOT_FOUND');
    expectError(await api.copy(browser.cookies, source.id), 404, 'NOT_FOUND');
    expect((await ok(api.get(browser.cookies, copy.id))).scenario.name).toBe('Shared plan');
  });
});
