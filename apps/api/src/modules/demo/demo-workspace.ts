import { ownDataWrite } from '../../access/client-data-write';
import { recordNetWorthSnapshot } from '../net-worth/snapshot.service';
import { seedNetWorthHistoryOf } from './demo-net-worth';
import { HISTORY_MONTHS } from './demo-workspace-transactions';
import { setActiveScenario } from '../scenarios/my-plan.service';
import { shareScenario } from '../scenarios/scenario-sharing.service';
import type { ScenarioDeps } from '../scenarios/scenario-computation.service';
import { createScenario } from '../scenarios/scenarios.service';
import {
  insertDemoFinancialAccounts,
  insertDemoIncomes,
  insertDemoInstitutions,
  insertDemoLinks,
  insertDemoOnboarding,
  insertDemoRegistrationSources,
  insertDemoSpouses,
  insertDemoTransactions,
  insertDemoUserProfiles,
  insertDemoUsers,
} from './demo-advisors.repository';
import { buildWorkspaceBook } from './demo-workspace-book';
import type { DemoSeeder } from './demo-seeders';

/**
 * Fills the demo advisor's dashboard: the households of demo-workspace-book.ts in a few bulk
 * statements, then each client's net-worth snapshot of today (My Clients shows the latest one), and
 * for the few who share it, their retirement plan made and shared through the product's own calls.
 */
export const seedDemoWorkspace: DemoSeeder = async (context) => {
  const advisorId = context.userIds.advisor;
  if (!advisorId) return;
  const book = buildWorkspaceBook(advisorId, context.today, new Date());
  await context.db.transaction(async (tx) => {
    await insertDemoUsers(tx, book.users);
    await insertDemoUserProfiles(tx, book.profiles);
    await insertDemoSpouses(tx, book.spouses);
    await insertDemoOnboarding(tx, book.onboarding);
    await insertDemoIncomes(tx, book.incomes);
    await insertDemoLinks(tx, book.links);
    await insertDemoInstitutions(tx, book.institutions);
    await insertDemoFinancialAccounts(tx, book.accounts);
    await insertDemoTransactions(tx, book.transactions);
    await insertDemoRegistrationSources(tx, book.sources);
  });
  // Today's snapshot, and the weekdays before it back to the first of their transactions' months.
  for (const user of book.users) {
    await recordNetWorthSnapshot(context.db, user.id, context.today);
    await seedNetWorthHistoryOf(context.db, user.id, context.today, HISTORY_MONTHS);
  }

  const deps: ScenarioDeps = { db: context.db, storage: context.storage, today: () => context.today };
  for (const household of book.households.filter((each) => each.sharesPlan)) {
    const user = book.users[household.index];
    if (!user) continue;
    const write = ownDataWrite({ userId: user.id, role: 'client', email: user.email, emailVerified: true });
    // Its inputs are their onboarding answers (retirement age, savings rate), as a new plan starts.
    const { scenario } = await createScenario(deps, write, { type: 'retire', name: `Retire at ${household.retirementAge}`, calculator: 'monteCarlo' });
    await setActiveScenario(deps, write, { scenarioId: scenario.id });
    await shareScenario(deps, write, scenario.id, advisorId);
  }
};
