import { seedDemoAdminAuthenticator } from './demo-admin-authenticator';
import { type Db, users } from '@finboard/db';
import { eq } from 'drizzle-orm';
import type { SandboxControls } from '../../providers/aggregation/aggregation-provider';
import type { FileStorage } from '../../providers/storage/file-storage';
import type { SyncDeps } from '../institutions/sync.service';
import type { BetterAuth } from '../auth/better-auth';
import { withTrustedSignUp } from '../auth/trusted-sign-up';
import { deleteOutboxMessagesOfUser } from '../mail/outbox.repository';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccountKey } from './demo-accounts';
import { seedDemoAccounts } from './demo-accounts-data';
import { seedDemoAdminActivity } from './demo-admin-activity';
import { seedDemoAdvisors } from './demo-advisors-seeder';
import { seedDemoConnections } from './demo-connections';
import { seedDemoBilling } from './demo-billing';
import type { BillingDeps } from '../billing/billing-deps';
import type { BillingProviderChoice } from '../../providers/billing/create-billing-provider';
import { seedDemoNetWorthHistory } from './demo-net-worth';
import { seedDemoProfiles } from './demo-profiles';
import { seedDemoCashFlowClient } from './demo-cash-flow-client';
import { seedDemoScenarios } from './demo-scenarios';
import { seedDemoSubAdvisor } from './demo-sub-advisor';
import { seedDemoWorkspace } from './demo-workspace';
import type { SeededRandom } from './seeded-random';

export interface DemoContext {
  db: Db;
  auth: BetterAuth;
  storage: FileStorage;
  /** PRODUCT_NAME: an accepted connection is stamped '{product} Web'. */
  productName: string;
  /** The aggregation provider, when its sandbox can create demo links. */
  aggregation: { deps: SyncDeps; sandbox: SandboxControls | null } | null;
  /** Billing, when its sandbox can make the demo's subscriptions (and read itself at an earlier time). */
  billing: { deps: BillingDeps; sandboxAt: BillingProviderChoice['sandboxAt'] } | null;
  random: SeededRandom;
  /** "Today" for the demo data, so generated history ends on the day of the first start. */
  today: string;
  /** User ids of the demo accounts, filled by the first seeder. */
  userIds: Partial<Record<DemoAccountKey, string>>;
}

export type DemoSeeder = (context: DemoContext) => Promise<void>;

/** The demo people, verified, with onboarding finished and the welcome seen, so they land on their home pages as returning users. */
const seedDemoUsers: DemoSeeder = async (context) => {
  for (const account of DEMO_ACCOUNTS) {
    const { user } = await withTrustedSignUp({ role: account.role, registrationContext: {} }, () =>
      context.auth.api.signUpEmail({
        body: {
          email: account.email,
          password: DEMO_PASSWORD,
          name: `${account.firstName} ${account.lastName}`,
          firstName: account.firstName,
          lastName: account.lastName,
        },
      }),
    );
    await context.db
      .update(users)
      // Their first sign-in was long ago: the welcome splash and the advisors' two-factor prompt were answered then.
      .set({ emailVerified: true, completionDate: context.today, plan: account.plan, welcomeSeenAt: new Date(), twoFactorPromptPostponedAt: new Date() })
      .where(eq(users.id, user.id));
    // The demo people are verified already: the verification mail sign-up sent would only confuse.
    await deleteOutboxMessagesOfUser(context.db, user.id);
    context.userIds[account.key] = user.id;
  }
};

/** Later features append their seeders here (accounts, transactions, scenarios, ...), in order. */
export const DEMO_SEEDERS: DemoSeeder[] = [
  seedDemoUsers,
  // Admins open nothing without an authenticator app: the demo admin has one with a public key.
  seedDemoAdminAuthenticator,
  seedDemoProfiles,
  // The client who shares only Cash Flow: his profile, onboarding and Income page name who pays him.
  seedDemoCashFlowClient,
  // Before the accounts: the demo client links banks as an advisor-connected client (spec 01 §2 bank link).
  seedDemoConnections,
  seedDemoAccounts,
  seedDemoNetWorthHistory,
  seedDemoScenarios,
  // After the connections: the demo clients connected to the demo advisor rate them.
  seedDemoAdvisors,
  // After the connections, which put a connected client on the free plan: the demo client pays for the client plan.
  seedDemoBilling,
  // After the billing: the demo advisor's Firm plan has the place the sub-advisor takes.
  seedDemoSubAdvisor,
  // Last, with its own random sequence: the demo advisor's wider book leaves everyone else's data as it was.
  seedDemoWorkspace,
  // Its own random sequence too: the admin pages' recent sign-ups, billing and past MRR.
  seedDemoAdminActivity,
];
