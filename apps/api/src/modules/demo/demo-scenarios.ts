import type { TScenarioInputs } from '@finboard/contracts';
import { ownDataWrite } from '../../access/client-data-write';
import type { Actor } from '../../access/actor';
import { findIncome, upsertIncome } from '../income/income.repository';
import { setActiveScenario } from '../scenarios/my-plan.service';
import { shareScenario } from '../scenarios/scenario-sharing.service';
import type { ScenarioDeps } from '../scenarios/scenario-computation.service';
import { createScenario, updateScenario } from '../scenarios/scenarios.service';
import { demoClientEmployment } from './demo-client-person';
import type { DemoSeeder } from './demo-seeders';

interface DemoScenario {
  type: 'debt' | 'retire';
  name: string;
  description: string;
  inputs: TScenarioInputs;
}

const SCENARIOS: DemoScenario[] = [
  {
    type: 'retire',
    name: 'Retire at 67, save 25%',
    description: 'Work five more years than planned and put a quarter of our pay away.',
    inputs: { calculator: 'monteCarlo', retirementAge: 67, savingsRate: 0.25 },
  },
  {
    type: 'retire',
    name: 'Retire at 62',
    description: 'The early retirement we talked about, at our current savings rate.',
    inputs: { calculator: 'monteCarlo', retirementAge: 62, savingsRate: 0.12 },
  },
  {
    type: 'debt',
    name: 'Lake house mortgage',
    description: 'A $650,000 house by the lake with 20% down over 30 years.',
    inputs: { calculator: 'mortgageCalculator', homePriceCents: 65_000_000, interestRate: 0.0625, percentDownPayment: 0.2, numYears: 30 },
  },
  {
    type: 'debt',
    name: 'Pay off the Visa card',
    description: 'Clear the card balance at $350 a month.',
    inputs: { calculator: 'creditCardPayoff', balanceCents: 640_000, interestRate: 0.2299, paymentPerMonthCents: 35_000 },
  },
];

/**
 * The demo client's plans: two retirement plans to compare (the first is the one My Plan shows, shared
 * with her advisor), a mortgage and a credit card payoff, made through the same services as the web app. Social
 * Security goes on the income page first, so the plans count it.
 */
export const seedDemoScenarios: DemoSeeder = async (context) => {
  const userId = context.userIds.client;
  if (!userId) return;
  const actor: Actor = { userId, role: 'client', email: 'demo.client@finboard.dev', emailVerified: true };
  const deps: ScenarioDeps = { db: context.db, storage: context.storage, today: () => context.today };
  if (!(await findIncome(context.db, { ownerId: userId }))) {
    const job = demoClientEmployment(context);
    await upsertIncome(context.db, userId, {
      incomeInfos: [
        { owner: 'self', employerName: job.employer, annualSalaryCents: job.annualSalaryCents },
        { owner: 'spouse', employerName: 'Riverside Schools', annualSalaryCents: 8_400_000 },
      ],
      owner: 'joint',
      effectiveTaxRate: 0.12,
      taxStatus: 'Married filing jointly',
      socialSecurityPiaCents: 290_000,
      socialSecurityEarliestAge: 62,
      socialSecurityLatestAge: 70,
    });
  }
  const ids: string[] = [];
  for (const scenario of SCENARIOS) {
    const { scenario: created } = await createScenario(deps, ownDataWrite(actor), {
      type: scenario.type,
      name: scenario.name,
      calculator: scenario.inputs.calculator,
    });
    await updateScenario(deps, ownDataWrite(actor), created.id, { description: scenario.description, inputs: scenario.inputs });
    ids.push(created.id);
  }
  await setActiveScenario(deps, ownDataWrite(actor), { scenarioId: ids[0] ?? null });
  // She shares everything with the demo advisor, her plan too (as the web app's Sharing tab does), so
  // the advisor sees My Plan on a first start (issue 32 §3). Connections are seeded before scenarios.
  const advisorId = context.userIds.advisor;
  if (advisorId && ids[0]) await shareScenario(deps, ownDataWrite(actor), ids[0], advisorId);
};
