import { extraClientCount, monthlyTotalCents } from './connection-charge';
import { BILLING_PLANS, type PaidPlanKey } from './plans';

/**
 * What a plan change costs this user (issue 39): the monthly bill now and on the new plan, each with
 * the connected clients beyond its included ones at its own rate, and whether the new plan costs
 * more. Moving from Firm ($597, 100 included) to Advisor ($1, 1 included, $15.97 each) with 40
 * clients is $1 + 39 × $15.97 = $623.83 a month: more, though Advisor's base price is lower.
 */
export interface PlanChangeBill {
  currentMonthlyCents: number;
  nextMonthlyCents: number;
  /** The new plan's fee and its extra clients, for the bill's lines. */
  nextPlanCents: number;
  nextExtraClients: number;
  nextExtraClientCents: number;
  costsMore: boolean;
}

export function planChangeBill(from: PaidPlanKey, to: PaidPlanKey, connectedClients: number): PlanChangeBill {
  const clients = (plan: PaidPlanKey) => (BILLING_PLANS[plan].role === 'advisor' ? connectedClients : 0);
  const currentMonthlyCents = monthlyTotalCents(from, clients(from));
  const nextMonthlyCents = monthlyTotalCents(to, clients(to));
  return {
    currentMonthlyCents,
    nextMonthlyCents,
    nextPlanCents: BILLING_PLANS[to].monthlyCents,
    nextExtraClients: extraClientCount(to, clients(to)),
    nextExtraClientCents: BILLING_PLANS[to].extraClientCents,
    costsMore: nextMonthlyCents > currentMonthlyCents,
  };
}
