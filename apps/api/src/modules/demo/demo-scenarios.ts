import type { TScenarioInputs } from '@finboard/contracts';
import { financialAccounts, type Db } from '@finboard/db';
import { liabilityRatePercent } from '@finboard/domain/accounts';
import { formatCents } from '@finboard/domain/format';
import { and, eq, isNull } from 'drizzle-orm';
import { ownDataWrite } from '../../access/client-data-write';
import type { Actor } from '../../access/actor';
import { findIncome, upsertIncome } from '../income/income.repository';
import { setActiveScenario } from '../scenarios/my-plan.service';
import { shareScenario } from '../scenarios/scenario-sharing.service';
import type { ScenarioDeps } from '../scenarios/scenario-computation.service';
import { createScenario, updateScenario } from '../scenarios/scenarios.service';
import { DEMO_CLIENT_SAVINGS_RATE, demoClientEmployment } from './demo-client-person';
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
    name: 'Retire at 67',
    description: 'Work five more years than we hoped, saving what we save today.',
    inputs: { calculator: 'monteCarlo', retirementAge: 67, savingsRate: DEMO_CLIENT_SAVINGS_RATE },
  },
  {
    type: 'retire',
    name: 'Retire at 62',
    description: 'The early retirement we talked about, at our current savings rate.',
    inputs: { calculator: 'monteCarlo', retirementAge: 62, savingsRate: DEMO_CLIENT_SAVINGS_RATE },
  },
  {
    type: 'debt',
    name: 'Lake house mortgage',
    description: 'A $650,000 house by the lake with 20% down over 30 years.',
    inputs: { calculator: 'mortgageCalculator', homePriceCents: 65_000_000, interestRate: 0.0625, percentDownPayment: 0.2, numYears: 30 },
  },
];

/** What she pays toward the card each month in the payoff plan. */
const CARD_PAYOFF_PER_MONTH_CENTS = 35_000;

/**
 * Paying off her credit card from what the card says as she links it (its balance and purchase
 * APR, as the web's Accounts tab fills them in), so the plan and the card agree; none without a card.
 */
async function cardPayoffScenario(db: Db, ownerId: string): Promise<DemoScenario | null> {
  const [card] = await db
    .select({ name: financialAccounts.name, amountCents: financialAccounts.amountCents, details: financialAccounts.details })
    .from(financialAccounts)
    .where(and(eq(financialAccounts.userId, ownerId), eq(financialAccounts.accountType, 'credit'), isNull(financialAccounts.deletedAt)))
    .orderBy(financialAccounts.createdAt, financialAccounts.id)
    .limit(1);
  const aprPercent = card ? liabilityRatePercent(card.details) : null;
  if (!card || aprPercent === null || card.amountCents <= 0) return null;
  return {
    type: 'debt',
    name: `Pay off the ${card.name}`,
    description: `Clear the card balance at ${formatCents(CARD_PAYOFF_PER_MONTH_CENTS)} a month.`,
    inputs: {
      calculator: 'creditCardPayoff',
      balanceCents: card.amountCents,
      // A percent to a decimal rate, to the scenario's precision (a thousandth of a percent).
      interestRate: Math.round(aprPercent * 1_000) / 100_000,
      paymentPerMonthCents: CARD_PAYOFF_PER_MONTH_CENTS,
    },
  };
}

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
        ...(job.spouse ? [{ owner: 'spouse', employerName: job.spouse.employer, annualSalaryCents: job.spouse.annualSalaryCents }] : []),
      ],
      owner: 'joint',
      effectiveTaxRate: 0.12,
      taxStatus: 'Married Filing Jointly',
      socialSecurityPiaCents: 290_000,
      socialSecurityEarliestAge: 62,
      socialSecurityLatestAge: 70,
    });
  }
  const ids: string[] = [];
  const write = ownDataWrite(actor);
  const cardPayoff = await cardPayoffScenario(context.db, userId);
  for (const scenario of cardPayoff ? [...SCENARIOS, cardPayoff] : SCENARIOS) {
    const { scenario: created } = await createScenario(deps, write, { type: scenario.type, name: scenario.name, calculator: scenario.inputs.calculator });
    await updateScenario(deps, write, created.id, { description: scenario.description, inputs: scenario.inputs });
    ids.push(created.id);
  }
  await setActiveScenario(deps, write, { scenarioId: ids[0] ?? null });
  // She shares everything with the demo advisor, her plan too (as the web app's Sharing tab does), so
  // the advisor sees My Plan on a first start (issue 32 §3). Connections are seeded before scenarios.
  const advisorId = context.userIds.advisor;
  if (advisorId && ids[0]) await shareScenario(deps, write, ids[0], advisorId);
};
