import { type Db, rowsOf } from '@finboard/db';
import { sql } from 'drizzle-orm';

export interface PurgedKeptRecords {
  invoices: number;
  advisorViews: number;
  adminAuditEntries: number;
  mails: number;
  texts: number;
  deletedAccounts: number;
}

const count = async (db: Db, query: ReturnType<typeof sql>) => rowsOf<{ id: string }>(await db.execute(query)).length;

/**
 * Deletes what was kept of deleted accounts by law once it is older than `cutoff`, each record by its
 * own date: their invoices, the advisor-view audit, the admins' log about them, the messages sent to
 * them (the outboxes' rows without a user), and then the deleted-account ids nothing names any more.
 * One transaction, so a purge cut short leaves everything as it was.
 */
export async function purgeKeptRecords(db: Db, cutoff: Date): Promise<PurgedKeptRecords> {
  const before = cutoff.toISOString();
  return db.transaction(async (tx) => {
    const invoices = await count(tx, sql`delete from retained_invoices where created_at < ${before} returning id`);
    const advisorViews = await count(tx, sql`delete from retained_advisor_views where viewed_at < ${before} returning id`);
    const adminAuditEntries = await count(
      tx,
      sql`delete from admin_audit_log a where a.created_at < ${before} and exists (select 1 from deleted_accounts d where d.id = a.target_user_id) returning a.id`,
    );
    const mails = await count(tx, sql`delete from mail_outbox where user_id is null and created_at < ${before} returning id`);
    const texts = await count(tx, sql`delete from sms_outbox where user_id is null and created_at < ${before} returning id`);
    const deletedAccounts = await count(
      tx,
      sql`delete from deleted_accounts d where d.deleted_at < ${before}
        and not exists (select 1 from retained_invoices r where r.deleted_account_id = d.id)
        and not exists (select 1 from retained_advisor_views v where v.client_ref = d.id or v.advisor_ref = d.id)
        and not exists (select 1 from admin_audit_log a where a.target_user_id = d.id)
        returning d.id`,
    );
    return { invoices, advisorViews, adminAuditEntries, mails, texts, deletedAccounts };
  });
}
