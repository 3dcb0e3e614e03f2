import { SCENARIO_CALCULATORS, SCENARIO_TYPES } from '@finboard/domain';
import { z } from 'zod';
import { zCalendarDate } from '../common/primitives.schema';

export const ZScenarioType = z.enum(SCENARIO_TYPES);
export const ZScenarioCalculator = z.enum(SCENARIO_CALCULATORS);
export const SCENARIO_UPDATE_MODES = ['information', 'calculation'] as const;
export const ZScenarioUpdateMode = z.enum(SCENARIO_UPDATE_MODES);

// Inputs are only typed here: their ranges are checked by the domain's scenario rules, so a refusal
// carries the spec's message ('Balance must be greater than 0', ...). No transforms: requests and
// responses share these shapes.
const zAnyCents = z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);
const zAnyNumber = z.number().min(-1e12).max(1e12);

export const ZMonteCarloInputs = z.object({ calculator: z.literal('monteCarlo'), retirementAge: zAnyNumber, savingsRate: zAnyNumber }).strict();
export const ZCreditCardPayoffInputs = z
  .object({ calculator: z.literal('creditCardPayoff'), balanceCents: zAnyCents, interestRate: zAnyNumber, paymentPerMonthCents: zAnyCents })
  .strict();
export const ZMortgageCalculatorInputs = z
  .object({
    calculator: z.literal('mortgageCalculator'),
    homePriceCents: zAnyCents,
    interestRate: zAnyNumber,
    percentDownPayment: zAnyNumber,
    numYears: zAnyNumber,
  })
  .strict();
export const ZLoanPayoffInputs = z
  .object({ calculator: z.literal('loanPayoff'), loanAmountCents: zAnyCents, interestRate: zAnyNumber, loanTerm: zAnyNumber })
  .strict();
/** A calculator and its inputs: money in cents, rates as decimals (0.229 is 22.9%), terms in whole years. */
export const ZScenarioInputs = z.discriminatedUnion('calculator', [ZMonteCarloInputs, ZCreditCardPayoffInputs, ZMortgageCalculatorInputs, ZLoanPayoffInputs]);
export type TScenarioInputs = z.infer<typeof ZScenarioInputs>;

const zInt = z.number().int();

/** One row of the My Plan table per age; end-of-year values in today's dollars (cents); weights and returns as decimals. */
export const ZRetirementRow = z.object({
  year: zInt,
  age: zInt,
  incomesCents: zInt,
  expensesCents: zInt,
  /** Negative when it is a withdrawal. */
  contributionCents: zInt,
  stock: z.number(),
  bond: z.number(),
  cash: z.number(),
  mean: z.number(),
  std: z.number(),
  expCents: zInt,
  simCents: zInt,
});
export type TRetirementRow = z.infer<typeof ZRetirementRow>;

export const ZMonteCarloResults = z.object({
  calculator: z.literal('monteCarlo'),
  /** Probability of success in percent (not a grade). */
  retirementScore: zInt.min(0).max(100),
  failureNumber: zInt,
  failuresByAge: z.array(zInt),
  currentAge: zInt,
  retirementAge: zInt,
  medianDepletionAge: z.number().nullable(),
  spendingFundedRate: z.number(),
  rows: z.array(ZRetirementRow),
  /** 90th, 50th and 10th percentiles by age, aligned with rows. */
  optimisticPercentileCents: z.array(zInt),
  medianPercentileCents: z.array(zInt),
  pessimisticPercentileCents: z.array(zInt),
});
export type TMonteCarloResults = z.infer<typeof ZMonteCarloResults>;

export const ZCreditCardPayoffResults = z.object({
  calculator: z.literal('creditCardPayoff'),
  /** null: the payment never pays the balance off (it does not cover the interest). */
  monthsToPayoff: zInt.nullable(),
  totalPrincipalPaidCents: zInt,
  totalInterestPaidCents: zInt,
  monthlyData: z.array(z.object({ month: zInt, paymentCents: zInt, principalCents: zInt, interestCents: zInt, remainingBalanceCents: zInt })),
});
export type TCreditCardPayoffResults = z.infer<typeof ZCreditCardPayoffResults>;

const scheduleRow = { date: zCalendarDate, paymentCents: zInt, principalCents: zInt, interestCents: zInt, remainingLoanCents: zInt };
const loanSchedule = {
  loanAmountCents: zInt,
  monthlyPaymentCents: zInt,
  principalPaidCents: zInt,
  interestPaidCents: zInt,
  monthsToPayoff: zInt,
  monthlyData: z.array(z.object({ month: zInt, ...scheduleRow })),
  /** Yearly rows are the sums of their months; date is the year's last payment. */
  yearlyData: z.array(z.object({ year: zInt, ...scheduleRow })),
};
export const ZMortgageCalculatorResults = z.object({
  calculator: z.literal('mortgageCalculator'),
  ...loanSchedule,
  /** 0-100 from the 28/36 guideline (50 = at the limit); null without an income. */
  eligibilityScore: zInt.nullable(),
});
export type TMortgageCalculatorResults = z.infer<typeof ZMortgageCalculatorResults>;
export const ZLoanPayoffResults = z.object({ calculator: z.literal('loanPayoff'), ...loanSchedule });
export type TLoanPayoffResults = z.infer<typeof ZLoanPayoffResults>;

export const ZScenarioResults = z.discriminatedUnion('calculator', [
  ZMonteCarloResults,
  ZCreditCardPayoffResults,
  ZMortgageCalculatorResults,
  ZLoanPayoffResults,
]);
export type TScenarioResults = z.infer<typeof ZScenarioResults>;

const zAsset = z.object({ mean: z.number(), stdDev: z.number() });
/** Capital market assumptions (nominal, arithmetic, annual), shown in the disclosures. */
export const ZCapitalMarketAssumptions = z.object({
  inflation: z.number(),
  stocks: zAsset,
  bonds: zAsset,
  cash: zAsset,
  correlations: z.object({ stocksBonds: z.number(), stocksCash: z.number(), bondsCash: z.number() }),
});
export type TCapitalMarketAssumptions = z.infer<typeof ZCapitalMarketAssumptions>;

export const ZPlanSources = z.object({
  currentSavings: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('accounts'), asOfDate: zCalendarDate, accountCount: zInt }),
    z.object({ kind: z.literal('onboarding') }),
  ]),
  salary: z.enum(['income', 'onboarding', 'none']),
  spending: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('cashFlow'), startDate: zCalendarDate, endDate: zCalendarDate }),
    z.object({ kind: z.literal('savingsRate') }),
  ]),
});
export type TPlanSources = z.infer<typeof ZPlanSources>;

/** The client's data a retirement plan was computed from: with the inputs, seed and assumptions it reproduces the results. */
export const ZRetirementBasis = z.object({
  kind: z.literal('retirement'),
  asOfDate: zCalendarDate,
  birthDate: zCalendarDate,
  salaryCents: zInt,
  currentSavingsCents: zInt,
  spendingBeforeRetirementCents: zInt.nullable(),
  retirementIncomeRate: z.number(),
  effectiveTaxRate: z.number(),
  socialSecurity: z.object({ monthlyPiaCents: zInt, claimAge: zInt }).nullable(),
  spouse: z.object({ birthDate: zCalendarDate, salaryCents: zInt }).nullable(),
  /** Where each starting figure came from (docs/planning.md), for the page and the PDF to say. */
  sources: ZPlanSources,
  /** Asset accounts left out of current savings, each with why. */
  excludedAccounts: z.array(z.object({ id: z.string(), name: z.string(), amountCents: zInt, reason: z.string() })),
});
export type TRetirementBasis = z.infer<typeof ZRetirementBasis>;
/** Debt calculators: the first payment is the month after asOfDate; eligibility uses income and other debts. */
export const ZScheduleBasis = z.object({ kind: z.literal('schedule'), asOfDate: zCalendarDate, annualIncomeCents: zInt.nullable(), monthlyDebtsCents: zInt });
export type TScheduleBasis = z.infer<typeof ZScheduleBasis>;
export const ZScenarioBasis = z.discriminatedUnion('kind', [ZRetirementBasis, ZScheduleBasis]);
export type TScenarioBasis = z.infer<typeof ZScenarioBasis>;

export const ZScenarioIssue = z.object({ field: z.string(), message: z.string() });

/** How the results were computed. seed, paths and assumptions are the Monte Carlo's (null for the debt calculators). */
export const ZScenarioComputation = z.object({
  seed: zInt.nullable(),
  paths: zInt.nullable(),
  assumptions: ZCapitalMarketAssumptions.nullable(),
  basis: ZScenarioBasis.nullable(),
  computedAt: z.string().nullable(),
  /** Why there are no results (the client's data lacks a birth date, ...). */
  issue: ZScenarioIssue.nullable(),
});
export type TScenarioComputation = z.infer<typeof ZScenarioComputation>;

export const ZScenarioThumbnail = z.object({ fileId: z.string(), url: z.string() });

/** A card in the scenario lists. */
export const ZScenarioSummary = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  type: ZScenarioType,
  calculator: ZScenarioCalculator,
  thumbnails: z.array(ZScenarioThumbnail),
  createdAt: z.string(),
  /** The spec's lastUpdated. */
  updatedAt: z.string(),
  isPublic: z.boolean(),
  /** A public template (the configurations collection): 'Save Scenario' copies it; it cannot be removed. */
  isPublicScenario: z.boolean(),
  /** Public, or shared with at least one advisor. */
  isShared: z.boolean(),
  /** The caller's own scenario: editable and removable. */
  isOwner: z.boolean(),
  avgRating: z.number().nullable(),
  likes: zInt,
  /** Highest Impact sorts by this; null for debt calculators and for scenarios whose results are not the caller's to see. */
  retirementScore: zInt.nullable(),
});
export type TScenarioSummary = z.infer<typeof ZScenarioSummary>;

/** One scenario with its inputs and results (results and computation only for its owner and advisors it is shared with). */
export const ZScenario = ZScenarioSummary.extend({
  detailHow: z.string(),
  detailDiscover: z.string(),
  updateMode: ZScenarioUpdateMode.nullable(),
  /** Advisor ids; only its owner sees them. */
  advisorsToShareScenarioWith: z.array(z.string()),
  inputs: ZScenarioInputs,
  results: ZScenarioResults.nullable(),
  computation: ZScenarioComputation.nullable(),
});
export type TScenario = z.infer<typeof ZScenario>;

export const ZScenarioResponse = z.object({ scenario: ZScenario });
export type TScenarioResponse = z.infer<typeof ZScenarioResponse>;
export const ZScenarioListResponse = z.object({ scenarios: z.array(ZScenarioSummary) });
export type TScenarioListResponse = z.infer<typeof ZScenarioListResponse>;
