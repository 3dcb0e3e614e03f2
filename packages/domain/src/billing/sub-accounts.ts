import { BILLING_PLANS, type PaidPlanKey } from './plans';

/** A primary advisor may add sub-advisors only while the plan's allowance exceeds the count (spec 01 §6). */
export function canAddSubAccount(plan: PaidPlanKey | null, subAccountCount: number): boolean {
  return plan !== null && BILLING_PLANS[plan].allowances.subAccounts > subAccountCount;
}

/** A plan change that would leave more sub-advisors than the new plan allows needs them deleted first (spec 01 §4). */
export function subAccountsOverAllowance(newPlan: PaidPlanKey, subAccountCount: number): boolean {
  return subAccountCount > BILLING_PLANS[newPlan].allowances.subAccounts;
}

/** What a sub-advisor hears about billing, from the api's refusal and on their /billing alike (spec 01 §6). */
export const BILLING_MANAGED_BY_PRIMARY = 'Billing is managed by your primary advisor.';
