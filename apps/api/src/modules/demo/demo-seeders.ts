import { type Db, users } from '@finboard/db';
import { eq } from 'drizzle-orm';
import type { SandboxControls } from '../../providers/aggregation/aggregation-provider';
import type { BillingDeps } from '../billing/billing-deps';
import type { FileStorage } from '../../providers/storage/file-storage';
import type { SyncDeps } from '../institutions/sync.service';
import type { BetterAuth } from '../auth/better-auth';
import { withTrustedSignUp } from '../auth/trusted-sign-up';
import { deleteOutboxMessagesOfUser } from '../mail/outbox.repository';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccountKey } from './demo-accounts';
import { seedDemoAccounts } from './demo-accounts-data';
import { seedDemoAdvisors } from './demo-advisors-seeder';
import { seedDemoSubscriptions } from './demo-billing';
import { seedDemoConnections } from './demo-connections';
import { seedDemoNetWorthHistory } from './demo-net-worth';
import { seedDemoProfiles } from './demo-profiles';
import { seedDemoScenarios } from './demo-scenarios';
import type { SeededRandom } from './seeded-random';

export interface DemoContext {
  db: Db;
  auth: BetterAuth;
  storage: FileStorage;
  /** PRODUCT_NAME: an accepted connection is stamped '{product} Web'. */
  productName: string;
  /** The aggregation provider, when its sandbox can create demo links. */
  aggregation: { deps: SyncDeps; sandbox: SandboxControls | null } | null;
  /** Billing, for the paid demo people's subscriptions; null leaves them without one. */
  billing: BillingDeps | null;
  random: SeededRandom;
  /** "Today" for the demo data, so generated history ends on the day of the first start. */
  today: string;
  /** User ids of the demo accounts, filled by the first seeder. */
  userIds: Partial<Record<DemoAccountKey, string>>;
}

export type DemoSeeder = (context: DemoContext) => Promise<void>;

/** The demo people, verified and with onboarding finished, so they land on their home pages. */
const seedDemoUsers: DemoSeeder = async (context) => {
  for (const account of DEMO_ACCOUNTS) {
    const { user } = await withTrustedSignUp({ role: account.role, registrationContext: {} }, () =>
      context.auth.api.signUpEmail({
        body: { email: account.email, password: DEMO_PASSWORD, name: `${account.firstName} ${account.lastName}`, firstName: account.firstName, lastName: account.lastName },
      }),
    );
    await context.db
      .update(users)
      .set({ emailVerified: true, completionDate: context.today, plan: account.plan })
      .where(eq(users.id, user.id));
    // The demo people are verified already: the verification mail sign-up sent would only confuse.
    await deleteOutboxMessagesOfUser(context.db, user.id);
    context.userIds[account.key] = user.id;
  }
};

/** Later features append their seeders here (accounts, transactions, scenarios, ...), in order. */
export const DEMO_SEEDERS: DemoSeeder[] = [
  seedDemoUsers,
  // Before the accounts: a bank link needs the client's paid plan to be live.
  seedDemoSubscriptions,
  seedDemoProfiles,
  seedDemoAccounts,
  seedDemoNetWorthHistory,
  seedDemoScenarios,
  seedDemoConnections,
  // After the connections: the demo clients connected to the demo advisor rate them.
  seedDemoAdvisors,
];
