import { recordNetWorthSnapshot } from '../net-worth/snapshot.service';
import {
  insertDemoFinancialAccounts,
  insertDemoInstitutions,
  insertDemoLinks,
  insertDemoRegistrationSources,
  insertDemoUsers,
} from './demo-advisors.repository';
import { buildWorkspaceBook } from './demo-workspace-book';
import type { DemoSeeder } from './demo-seeders';

/**
 * Fills the demo advisor's dashboard: the book of demo-workspace-book.ts in a few bulk statements,
 * then each client's net-worth snapshot of today (My Clients shows the latest one).
 */
export const seedDemoWorkspace: DemoSeeder = async (context) => {
  const advisorId = context.userIds.advisor;
  if (!advisorId) return;
  const book = buildWorkspaceBook(advisorId, context.today, new Date());
  await context.db.transaction(async (tx) => {
    await insertDemoUsers(tx, book.users);
    await insertDemoLinks(tx, book.links);
    await insertDemoInstitutions(tx, book.institutions);
    await insertDemoFinancialAccounts(tx, book.accounts);
    await insertDemoRegistrationSources(tx, book.sources);
  });
  for (const user of book.users) await recordNetWorthSnapshot(context.db, user.id, context.today);
};
