import { type Db, dataExports, storedFiles, users, clientAdvisorLinks } from '@finboard/db';
import { and, asc, desc, eq, getTableColumns, getTableName, inArray, lte, or } from 'drizzle-orm';
import { getTableConfig, type PgColumn } from 'drizzle-orm/pg-core';
import type { ExportedTable } from './export-plan';

export type DataExportRow = typeof dataExports.$inferSelect;

/** The properties an exported table's rows carry: every column but the omitted ones, in the schema's order. */
export function exportedColumnsOf(entry: ExportedTable): string[] {
  const omit = new Set(entry.omit ?? []);
  return Object.keys(getTableColumns(entry.table)).filter((key) => !omit.has(key));
}

/** The table's primary key (a single column, else its composite key, else every column): a stable order to page by. */
function pageOrderOf(entry: ExportedTable): PgColumn[] {
  const config = getTableConfig(entry.table);
  const single = config.columns.filter((column) => column.primary);
  if (single.length > 0) return single;
  return config.primaryKeys[0]?.columns ?? config.columns;
}

/** One page of the user's rows of one exported table (any owner column holding their id), without the omitted columns. */
export async function findOwnedRowsPage(
  db: Db,
  entry: ExportedTable,
  userId: string,
  page: { limit: number; offset: number },
): Promise<Record<string, unknown>[]> {
  const rows = (await db
    .select()
    .from(entry.table)
    .where(or(...entry.owners.map((column) => eq(column, userId))))
    .orderBy(...pageOrderOf(entry).map((column) => asc(column)))
    .limit(page.limit)
    .offset(page.offset)) as Record<string, unknown>[];
  const omit = new Set(entry.omit ?? []);
  return rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !omit.has(key))));
}

export const tableNameOf = (entry: ExportedTable) => getTableName(entry.table);

/** An advisor's clients, as My Clients lists them (name and email of each link's client). */
export function findAdvisorClients(db: Db, advisorId: string) {
  return db
    .select({
      connectionId: clientAdvisorLinks.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      status: clientAdvisorLinks.status,
      source: clientAdvisorLinks.source,
      requestedAt: clientAdvisorLinks.requestedAt,
      acceptedAt: clientAdvisorLinks.acceptedAt,
      endedAt: clientAdvisorLinks.endedAt,
    })
    .from(clientAdvisorLinks)
    .innerJoin(users, eq(users.id, clientAdvisorLinks.userId))
    .where(eq(clientAdvisorLinks.advisorId, advisorId))
    .orderBy(clientAdvisorLinks.requestedAt);
}

export function findStoredFilesOf(db: Db, userId: string) {
  return db.select().from(storedFiles).where(eq(storedFiles.userId, userId)).orderBy(storedFiles.createdAt);
}

export async function insertDataExport(db: Db, row: typeof dataExports.$inferInsert): Promise<DataExportRow> {
  const [inserted] = await db.insert(dataExports).values(row).returning();
  if (!inserted) throw new Error('the export was not recorded');
  return inserted;
}

export async function findLatestDataExport(db: Db, ownerId: string): Promise<DataExportRow | null> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.userId, ownerId)).orderBy(desc(dataExports.createdAt)).limit(1);
  return row ?? null;
}

/** One of the owner's exports; another user's is not found. */
export async function findDataExport(db: Db, scope: { ownerId: string; id: string }): Promise<DataExportRow | null> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, scope.id), eq(dataExports.userId, scope.ownerId)))
    .limit(1);
  return row ?? null;
}

/** For the job only, which has the id from its own payload. */
export async function unsafeFindDataExport(db: Db, id: string): Promise<DataExportRow | null> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id)).limit(1);
  return row ?? null;
}

export async function markDataExport(db: Db, id: string, change: { status: 'ready' | 'failed'; storageKey?: string; byteSize?: number }): Promise<void> {
  await db
    .update(dataExports)
    .set({ status: change.status, storageKey: change.storageKey ?? null, byteSize: change.byteSize ?? null })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'pending')));
}

/** Expired exports are forgotten; their files' keys are returned to be removed. */
export async function deleteExpiredDataExports(db: Db, now: Date): Promise<string[]> {
  const expired = await db.select({ id: dataExports.id, storageKey: dataExports.storageKey }).from(dataExports).where(lte(dataExports.expiresAt, now));
  if (expired.length === 0) return [];
  await db.delete(dataExports).where(
    inArray(
      dataExports.id,
      expired.map((row) => row.id),
    ),
  );
  return expired.flatMap((row) => (row.storageKey ? [row.storageKey] : []));
}
