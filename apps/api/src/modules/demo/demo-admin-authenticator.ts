import { randomUUID } from 'node:crypto';
import { twoFactors, users } from '@finboard/db';
import { symmetricEncrypt } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { DEMO_ADMIN_AUTHENTICATOR_KEY } from './demo-accounts';
import type { DemoSeeder } from './demo-seeders';

/**
 * Every admin must have an authenticator app before the admin pages open, the demo admin too. Its
 * key is public like the demo password (the browser tests compute its codes); stored as better-auth
 * stores one it made (encrypted with the auth secret), with no recovery codes.
 */
export const seedDemoAdminAuthenticator: DemoSeeder = async (context) => {
  const userId = context.userIds.admin;
  if (!userId) return;
  const { secretConfig } = await context.auth.$context;
  const encrypt = (data: string) => symmetricEncrypt({ key: secretConfig, data });
  await context.db
    .insert(twoFactors)
    .values({ id: randomUUID(), userId, secret: await encrypt(DEMO_ADMIN_AUTHENTICATOR_KEY), backupCodes: await encrypt('[]'), verified: true });
  await context.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, userId));
};
