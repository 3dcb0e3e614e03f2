import { type Db, reportLinks } from '@finboard/db';
import { and, eq, lt } from 'drizzle-orm';

export type ReportLinkRow = typeof reportLinks.$inferSelect;

export async function insertReportLink(db: Db, row: typeof reportLinks.$inferInsert): Promise<ReportLinkRow> {
  const [inserted] = await db.insert(reportLinks).values(row).returning();
  if (!inserted) throw new Error('report link was not saved');
  return inserted;
}

/** The link a secret opens, whoever made it: the service checks the caller is its requester. */
export async function unsafeFindReportLinkByTokenHash(db: Db, tokenHash: string): Promise<ReportLinkRow | null> {
  const [row] = await db.select().from(reportLinks).where(eq(reportLinks.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/** For the background run of 'all', which holds only the link's id. */
export async function unsafeFindReportLink(db: Db, id: string): Promise<ReportLinkRow | null> {
  const [row] = await db.select().from(reportLinks).where(eq(reportLinks.id, id)).limit(1);
  return row ?? null;
}

export async function updateReportProgress(db: Db, id: string, stepsDone: number): Promise<void> {
  await db
    .update(reportLinks)
    .set({ stepsDone })
    .where(and(eq(reportLinks.id, id), eq(reportLinks.status, 'pending')));
}

export async function markReportDone(db: Db, id: string, result: { status: 'ready'; storageKey: string } | { status: 'failed' }): Promise<void> {
  await db
    .update(reportLinks)
    .set({ status: result.status, storageKey: result.status === 'ready' ? result.storageKey : null })
    .where(and(eq(reportLinks.id, id), eq(reportLinks.status, 'pending')));
}

/** Links expired before `before`, with their files, deleted; the storage keys come back for the files. */
export async function deleteExpiredReportLinks(db: Db, before: Date): Promise<string[]> {
  const rows = await db.delete(reportLinks).where(lt(reportLinks.expiresAt, before)).returning({ storageKey: reportLinks.storageKey });
  return rows.flatMap((row) => (row.storageKey ? [row.storageKey] : []));
}
