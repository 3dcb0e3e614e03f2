import { BILLING_PLANS, type PaidPlanKey } from './plans';

/** Connected clients beyond the plan's included number (spec 01 §1 "the connection charge"). */
export function extraClientCount(plan: PaidPlanKey, connectedClients: number): number {
  return Math.max(0, connectedClients - BILLING_PLANS[plan].includedClients);
}

/** The month's charge for extra connected clients, in cents. */
export function connectionChargeCents(plan: PaidPlanKey, connectedClients: number): number {
  return extraClientCount(plan, connectedClients) * BILLING_PLANS[plan].extraClientCents;
}

/** The whole month: the plan's fee and the extra clients, in cents. */
export function monthlyTotalCents(plan: PaidPlanKey, connectedClients: number): number {
  return BILLING_PLANS[plan].monthlyCents + connectionChargeCents(plan, connectedClients);
}
