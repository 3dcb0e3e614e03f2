import type { PaidPlanKey } from './plans';
import { subAccountsOverAllowance } from './sub-accounts';

/**
 * What choosing a plan on /billing leads to (spec 01 §4 "Billing plan change"): the same plan just
 * closes the dialog; an advisor with more sub-advisors than the new plan allows is warned first
 * ('Delete All Sub-accounts', then a confirmation); anything else asks 'Change Subscription Plan'.
 */
export type PlanChangeStep = 'same-plan' | 'delete-sub-accounts-first' | 'confirm';

export function planChangeStep(current: PaidPlanKey | null, next: PaidPlanKey, subAccountCount: number): PlanChangeStep {
  if (current === next) return 'same-plan';
  if (subAccountsOverAllowance(next, subAccountCount)) return 'delete-sub-accounts-first';
  return 'confirm';
}

export const PLAN_CHANGE_TITLE = 'Change Subscription Plan';
export const DELETE_ALL_SUB_ACCOUNTS = 'Delete All Sub-accounts';
