import type { Actor } from '../../access/actor';
import { ownDataWrite } from '../../access/client-data-write';
import { linkInstitution } from '../institutions/institutions.service';
import { addManualAccount } from '../manual-accounts/manual-accounts.service';
import { DEMO_CLIENT_BANKS, DEMO_CLIENT_CUSTOMER_SEED, DEMO_CLIENT_HOME_VALUE } from './demo-client-person';
import type { DemoSeeder } from './demo-seeders';

/**
 * The demo client links her three banks through the same path as the web app, all as one sandbox
 * customer, and keeps two manual accounts: her home, and a car loan typed in by hand with its APR.
 */
export const seedDemoAccounts: DemoSeeder = async (context) => {
  const userId = context.userIds.client;
  if (!userId || !context.aggregation?.sandbox) return;
  const { deps, sandbox } = context.aggregation;
  const actor: Actor = { userId, role: 'client', email: 'demo.client@finboard.dev', emailVerified: true };
  const offered = await sandbox.listInstitutions();
  for (const institutionId of DEMO_CLIENT_BANKS) {
    const institution = offered.find((candidate) => candidate.institutionId === institutionId);
    if (!institution) continue;
    const publicToken = await sandbox.createPublicToken({
      institutionId,
      username: 'user_good',
      password: 'pass_good',
      customerSeed: DEMO_CLIENT_CUSTOMER_SEED,
    });
    await linkInstitution(deps, ownDataWrite(actor), { publicToken, institutionId, institutionName: institution.name });
  }
  const manual = { db: context.db, today: deps.today };
  await addManualAccount(manual, ownDataWrite(actor), {
    institutionName: 'Home',
    name: '350 Riverside Drive',
    balanceType: 'assets',
    accountType: 'property',
    accountSubtype: 'primary residence',
    amount: DEMO_CLIENT_HOME_VALUE,
  });
  await addManualAccount(manual, ownDataWrite(actor), {
    institutionName: 'Hudson Valley Credit Union',
    name: 'Car loan',
    balanceType: 'liabilities',
    accountType: 'loan',
    accountSubtype: 'auto',
    amount: '18450.00',
    details: {
      aprs: [{ aprType: 'purchase_apr', aprPercentage: 6.49, balanceSubjectToAprCents: 1_845_000, interestChargeAmountCents: 9_978 }],
      minimumPaymentAmountCents: 41_200,
      originationDate: '2024-03-15',
      originationPrincipalAmountCents: 2_600_000,
    },
  });
};
