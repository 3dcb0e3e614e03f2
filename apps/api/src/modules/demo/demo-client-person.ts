import { dollarsToCents } from '@finboard/domain/money';
import type { DemoContext } from './demo-seeders';

/**
 * Dana Rivera, the demo client, is one sandbox customer: every bank she links is linked with this
 * seed, so her everyday bank's paychecks, her 401(k) and her mortgage belong to the same household
 * (homeowners, she and her husband Sam both paid into their joint checking; the sandbox describes
 * this seed's customer in sandbox-customer.ts).
 */
export const DEMO_CLIENT_CUSTOMER_SEED = 'd0a0c11e00000003';

/** Her everyday bank (paycheck, bills, card), her employer's 401(k) record-keeper, her mortgage lender. */
export const DEMO_CLIENT_BANKS = ['ins_sbx_evergreen', 'ins_sbx_keystone', 'ins_sbx_cascade'] as const;

/** Her home, bought in 2021 with 20% down on the mortgage Cascade holds, at about today's value. */
export const DEMO_CLIENT_HOME_VALUE = '545000.00';

/**
 * What the couple saves of their gross pay, the rate her plans use: the $1,600 a month their checking
 * sends to their savings bank (the sandbox's description of her household), about 8% of the two
 * salaries.
 */
export const DEMO_CLIENT_SAVINGS_RATE = 0.08;

/** Without the sandbox (Plaid configured) nothing is linked, and the profile names these jobs. */
const WITHOUT_SANDBOX = { employer: 'Hudson Analytics', annualSalary: 135_000, spouse: { employer: 'Riverside Schools', annualSalary: 84_000 } };

export interface DemoClientEmployment {
  employer: string;
  annualSalaryCents: number;
  /** Her husband Sam's job: his pay lands in their joint checking account. */
  spouse: { employer: string; annualSalaryCents: number } | null;
}

/**
 * Her employer and salary, and her husband's, as of the demo's today: the sandbox customer's (a
 * couple both paid into the checking account) when the sandbox can link her banks, so the profile,
 * onboarding answers and Income page name who pays each deposit.
 */
export function demoClientEmployment(context: DemoContext): DemoClientEmployment {
  const sandbox = context.aggregation?.sandbox;
  const jobs = sandbox ? sandbox.customerOf(DEMO_CLIENT_CUSTOMER_SEED, context.today) : WITHOUT_SANDBOX;
  return {
    employer: jobs.employer,
    annualSalaryCents: dollarsToCents(jobs.annualSalary),
    spouse: jobs.spouse ? { employer: jobs.spouse.employer, annualSalaryCents: dollarsToCents(jobs.spouse.annualSalary) } : null,
  };
}
