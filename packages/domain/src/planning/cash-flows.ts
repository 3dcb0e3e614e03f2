// Deterministic cash flows at the start of each year, one entry per age currentAge..86.
import { annualBenefit } from './social-security';
import { LAST_AGE, type NormalizedRetirementInput } from './validate-input';

export interface CashFlows {
  years: number;
  incomes: Float64Array;
  expenses: Float64Array;
  /** Income - Expenses; negative is a withdrawal. */
  contributions: Float64Array;
  isRetired: Uint8Array;
}

export function yearsOfPlan(currentAge: number): number {
  return LAST_AGE - currentAge + 1;
}

/**
 * Working (age < R): Income = S0 (1+g)^t, Contribution = s Income, Expenses = the rest.
 * Retired: Income = Social Security, Expenses = (retirementSpending, else rho S0) / (1 - tau),
 * Contribution = Income - Expenses.
 */
export function buildCashFlows(plan: NormalizedRetirementInput): CashFlows {
  const years = yearsOfPlan(plan.currentAge);
  const incomes = new Float64Array(years);
  const expenses = new Float64Array(years);
  const contributions = new Float64Array(years);
  const isRetired = new Uint8Array(years);
  const retiredSpending = (plan.retirementSpending ?? plan.retirementIncomeRate * plan.salary) / (1 - plan.effectiveTaxRate);
  const growth = 1 + plan.wageGrowthRate;
  let wage = plan.salary; // (1+g)^t by repeated multiplication: portable, no Math.pow
  for (let t = 0; t < years; t++) {
    const age = plan.currentAge + t;
    if (age < plan.retirementAge) {
      const contribution = plan.savingsRate * wage;
      incomes[t] = wage;
      contributions[t] = contribution;
      expenses[t] = wage - contribution;
    } else {
      const income = socialSecurityAt(plan, t);
      isRetired[t] = 1;
      incomes[t] = income;
      expenses[t] = retiredSpending;
      contributions[t] = income - retiredSpending;
    }
    wage *= growth;
  }
  return { years, incomes, expenses, contributions, isRetired };
}

/**
 * Household benefits in plan year t (the plan owner retired): each person's benefit starts at
 * their own claim age, but one claimed before retirement counts only from retirement on.
 */
function socialSecurityAt(plan: NormalizedRetirementInput, t: number): number {
  const { own, spouse } = plan;
  let total = 0;
  if (plan.currentAge + t >= own.claimAge) {
    total += annualBenefit(own.monthlyPia, own.claimAge, spouse ? spouse.monthlyPia : null);
  }
  if (spouse && spouse.currentAge + t >= spouse.claimAge) {
    total += annualBenefit(spouse.monthlyPia, spouse.claimAge, own.monthlyPia);
  }
  return total;
}
