import type { DemoContext } from './demo-seeders';

/**
 * Dana Rivera, the demo client, is one sandbox customer: every bank she links is linked with this
 * seed, so her everyday bank's paycheck, her 401(k) and her mortgage belong to the same person
 * (a homeowner; see the sandbox's sandbox-customer.ts).
 */
export const DEMO_CLIENT_CUSTOMER_SEED = 'd0a0c11e00000003';

/** Her everyday bank (paycheck, bills, card), her employer's 401(k) record-keeper, her mortgage lender. */
export const DEMO_CLIENT_BANKS = ['ins_sbx_evergreen', 'ins_sbx_keystone', 'ins_sbx_cascade'] as const;

/** Her home, bought in 2021 with 20% down on the mortgage Cascade holds, at about today's value. */
export const DEMO_CLIENT_HOME_VALUE = '545000.00';

/** Without the sandbox (Plaid configured) nothing is linked, and the profile names this job. */
const WITHOUT_SANDBOX = { employer: 'Hudson Analytics', annualSalary: 135_000 };

/**
 * Her one employer and salary as of the demo's today: the sandbox customer's when the sandbox can
 * link her banks, so the profile, onboarding answers and Income page name who pays her deposits.
 */
export function demoClientEmployment(context: DemoContext): { employer: string; annualSalaryCents: number } {
  const sandbox = context.aggregation?.sandbox;
  const job = sandbox ? sandbox.customerOf(DEMO_CLIENT_CUSTOMER_SEED, context.today) : WITHOUT_SANDBOX;
  return { employer: job.employer, annualSalaryCents: Math.round(job.annualSalary * 100) };
}
