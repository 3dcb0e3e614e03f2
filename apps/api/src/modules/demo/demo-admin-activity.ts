import { findPayingSubscriptions } from '../admin/admin-billing.repository';
import { buildAdminActivityBook, demoMrrHistory } from './demo-admin-activity-book';
import { insertDemoBillingCustomers, insertDemoInvoices, insertDemoMrrSnapshots, insertDemoSubscriptions, insertDemoUsers } from './demo-advisors.repository';
import type { DemoSeeder } from './demo-seeders';

/** Fills the admin pages on first start: recent sign-ups by source, trials, renewals, failed payments and past MRR (demo-admin-activity-book.ts). */
export const seedDemoAdminActivity: DemoSeeder = async (context) => {
  const advisorId = context.userIds.advisor;
  if (!advisorId) return;
  const now = new Date();
  const book = buildAdminActivityBook(advisorId, context.today, now);
  await context.db.transaction(async (tx) => {
    await insertDemoUsers(tx, book.users);
    await insertDemoBillingCustomers(tx, book.customers);
    await insertDemoSubscriptions(tx, book.subscriptions);
    await insertDemoInvoices(tx, book.invoices);
    await insertDemoMrrSnapshots(tx, demoMrrHistory(await findPayingSubscriptions(tx), context.today, now));
  });
};
