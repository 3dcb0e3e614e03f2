import type { Actor } from '../../access/actor';
import { linkInstitution } from '../institutions/institutions.service';
import { addManualAccount } from '../manual-accounts/manual-accounts.service';
import type { DemoSeeder } from './demo-seeders';

const LINKED_INSTITUTIONS = 3;

/**
 * The demo client links three sandbox banks through the same path as the web app, and keeps one
 * manual account: a car loan typed in by hand, with its APR.
 */
export const seedDemoAccounts: DemoSeeder = async (context) => {
  const userId = context.userIds.client;
  if (!userId || !context.aggregation?.sandbox) return;
  const { deps, sandbox } = context.aggregation;
  const actor: Actor = { userId, role: 'client', email: 'demo.client@finboard.dev', emailVerified: true };
  const institutions = (await sandbox.listInstitutions()).slice(0, LINKED_INSTITUTIONS);
  for (const institution of institutions) {
    const publicToken = await sandbox.createPublicToken({ institutionId: institution.institutionId, username: 'user_good', password: 'pass_good' });
    await linkInstitution(deps, actor, { publicToken, institutionId: institution.institutionId, institutionName: institution.name });
  }
  await addManualAccount({ db: context.db, today: deps.today }, actor, {
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
