import type { Actor } from '../../access/actor';
import { ownDataWrite } from '../../access/client-data-write';
import { linkInstitution } from '../institutions/institutions.service';
import { changeConnection, requestConnection, updateShare } from '../connections/connections.service';
import { DEMO_ACCOUNTS, type DemoAccountKey } from './demo-accounts';
import { DEMO_CASH_FLOW_CLIENT_SEED } from './demo-cash-flow-client';
import type { DemoContext, DemoSeeder } from './demo-seeders';

/** A demo account acting as itself (verified), for seeders that go through the product's own calls. */
export function demoActor(context: DemoContext, key: DemoAccountKey): Actor {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.key === key);
  const userId = context.userIds[key];
  if (!account || !userId) throw new Error(`demo account ${key} missing`);
  return { userId, role: account.role, email: account.email, emailVerified: true };
}

/**
 * The advisor's book, made through the same calls people use: the demo client connected with every
 * switch on, a second client's request waiting, a third connected sharing only Cash Flow (with one
 * sandbox bank, his everyday bank as one sandbox customer: demo-cash-flow-client.ts).
 */
export const seedDemoConnections: DemoSeeder = async (context) => {
  const deps = { db: context.db, productName: context.productName, now: () => new Date() };
  const advisor = demoActor(context, 'advisor');
  const connect = async (key: DemoAccountKey, source: string) => {
    const { connection } = await requestConnection(deps, demoActor(context, key), { advisorId: advisor.userId, source });
    await changeConnection(deps, advisor, connection.id, 'accept');
    return connection.id;
  };

  await connect('client', 'Directory');
  await requestConnection(deps, demoActor(context, 'pendingClient'), { advisorId: advisor.userId, source: 'Referral' });
  const cashFlowOnly = await connect('cashFlowClient', 'Email');
  await updateShare(deps, demoActor(context, 'cashFlowClient'), cashFlowOnly, { netWorth: false, cashFlow: true, retirementScore: false });

  if (!context.aggregation?.sandbox) return;
  const { deps: syncDeps, sandbox } = context.aggregation;
  const [institution] = await sandbox.listInstitutions();
  if (!institution) return;
  const publicToken = await sandbox.createPublicToken({
    institutionId: institution.institutionId,
    username: 'user_good',
    password: 'pass_good',
    customerSeed: DEMO_CASH_FLOW_CLIENT_SEED,
  });
  await linkInstitution(syncDeps, ownDataWrite(demoActor(context, 'cashFlowClient')), {
    publicToken,
    institutionId: institution.institutionId,
    institutionName: institution.name,
  });
};
