import { dollarsToCents } from '@finboard/domain/money';
import { upsertIncome } from '../income/income.repository';
import { upsertClientOnboarding, upsertUserProfile } from '../profile/profile.repository';
import type { DemoContext, DemoSeeder } from './demo-seeders';

/**
 * Sam Okafor, the client who shares only Cash Flow with the demo advisor, is one sandbox customer
 * too: a single renter whose everyday bank (the one bank he links, demo-connections.ts) is paid by
 * the employer his profile, onboarding answers and Income page name. A fixed seed, so every first
 * start links the same person.
 */
export const DEMO_CASH_FLOW_CLIENT_SEED = 'd0a0c11e00000011';

/** Without the sandbox (Plaid configured) nothing is linked, and his pages name this job. */
const WITHOUT_SANDBOX = { employer: 'Contoso Ltd', annualSalary: 84_000 };

/** His profile, onboarding answers and Income page, from the sandbox customer his bank describes. */
export const seedDemoCashFlowClient: DemoSeeder = async (context: DemoContext) => {
  const userId = context.userIds.cashFlowClient;
  if (!userId) return;
  const sandbox = context.aggregation?.sandbox;
  const job = sandbox ? sandbox.customerOf(DEMO_CASH_FLOW_CLIENT_SEED, context.today) : WITHOUT_SANDBOX;
  const annualSalaryCents = dollarsToCents(job.annualSalary);
  await upsertUserProfile(context.db, userId, {
    dateOfBirth: '1991-09-23',
    phone: '312-555-0173',
    description: 'Renting in Logan Square and saving for a first home.',
    employer: job.employer,
    hasSpouse: false,
    children: 0,
    addressLine1: '2744 N Milwaukee Ave, Apt 3',
    city: 'Chicago',
    state: 'IL',
    zipCode: '60647',
  });
  await upsertClientOnboarding(context.db, userId, {
    highestPriority: 'Buy a home',
    birthDate: '1991-09-23',
    hasSpouse: false,
    retirementAge: 65,
    incomeCents: annualSalaryCents,
    retirementIncomeRate: 0.75,
    savingsRate: 0.05,
    // What he told onboarding before linking his bank: his savings, roughly.
    totalSavingsCents: 1_800_000,
  });
  await upsertIncome(context.db, userId, {
    incomeInfos: [{ owner: 'self', employerName: job.employer, annualSalaryCents }],
    owner: 'self',
    effectiveTaxRate: 0.1,
    taxStatus: 'Single',
    socialSecurityPiaCents: 0,
    socialSecurityEarliestAge: 62,
    socialSecurityLatestAge: 70,
  });
};
