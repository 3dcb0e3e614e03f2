import {
  adminMrrSnapshots,
  advisorProfiles,
  advisorRatings,
  advisorRegistrationSources,
  billingCustomers,
  billingInvoices,
  billingSubscriptions,
  clientAdvisorLinks,
  clientOnboarding,
  type Db,
  financialAccounts,
  incomeRecords,
  institutions,
  spouses,
  storedFiles,
  transactions,
  userProfiles,
  users,
} from '@finboard/db';
import { and, eq, getTableColumns, getTableName, isNull, sql, type Table } from 'drizzle-orm';

/** Rows per statement: the JSON of a batch stays a few hundred kilobytes. */
const BATCH = 1000;

/**
 * Inserts many rows in one statement each thousand: the rows travel as ONE jsonb parameter that
 * `jsonb_to_recordset` unpacks with the columns' own types. On PGlite this is several times faster
 * than a VALUES list with a parameter per cell. Column names and types come from the Drizzle schema,
 * never from the rows; rows already there (same key) are left alone.
 */
async function insertRows<T extends Table>(db: Db, table: T, rows: readonly T['$inferInsert'][]) {
  const first = rows[0];
  if (!first) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in first);
  // The first row names the columns: a field another row sets beyond them would be dropped without a word.
  const named = new Set(columns.map(([key]) => key));
  const stray = rows.flatMap((row) => Object.keys(row).filter((key) => !named.has(key)));
  if (stray.length > 0) throw new Error(`demo rows for ${getTableName(table)} set fields the first row does not: ${[...new Set(stray)].join(', ')}`);
  const names = sql.raw(columns.map(([, column]) => `"${column.name}"`).join(', '));
  const shape = sql.raw(columns.map(([, column]) => `"${column.name}" ${column.getSQLType()}`).join(', '));
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows
      .slice(start, start + BATCH)
      .map((row) => Object.fromEntries(columns.map(([key, column]) => [column.name, (row as Record<string, unknown>)[key] ?? null])));
    await db.execute(
      sql`insert into ${sql.raw(`"${getTableName(table)}"`)} (${names}) select ${names} from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as rows(${shape}) on conflict do nothing`,
    );
  }
}

export type DemoUserRow = typeof users.$inferInsert;

/** Whether a user with this email exists (the demo directory's first advisor says whether it was seeded). */
export async function userWithEmailExists(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row !== undefined;
}

/** Users without any sign-in account (no password, no linked identity): they cannot sign in. */
export const insertDemoUsers = (db: Db, rows: readonly DemoUserRow[]) => insertRows(db, users, rows);
export const insertDemoFiles = (db: Db, rows: readonly (typeof storedFiles.$inferInsert)[]) => insertRows(db, storedFiles, rows);
export const insertDemoUserProfiles = (db: Db, rows: readonly (typeof userProfiles.$inferInsert)[]) => insertRows(db, userProfiles, rows);
export const insertDemoAdvisorProfiles = (db: Db, rows: readonly (typeof advisorProfiles.$inferInsert)[]) => insertRows(db, advisorProfiles, rows);
export const insertDemoLinks = (db: Db, rows: readonly (typeof clientAdvisorLinks.$inferInsert)[]) => insertRows(db, clientAdvisorLinks, rows);
/** Ratings, each unless that client rated that advisor already. */
export const insertDemoRatings = (db: Db, rows: readonly (typeof advisorRatings.$inferInsert)[]) => insertRows(db, advisorRatings, rows);
/** The demo advisor's wider book (demo-workspace.ts): its clients' institutions, accounts and the advisor's own link sources. */
export const insertDemoInstitutions = (db: Db, rows: readonly (typeof institutions.$inferInsert)[]) => insertRows(db, institutions, rows);
export const insertDemoFinancialAccounts = (db: Db, rows: readonly (typeof financialAccounts.$inferInsert)[]) => insertRows(db, financialAccounts, rows);
export const insertDemoSpouses = (db: Db, rows: readonly (typeof spouses.$inferInsert)[]) => insertRows(db, spouses, rows);
export const insertDemoOnboarding = (db: Db, rows: readonly (typeof clientOnboarding.$inferInsert)[]) => insertRows(db, clientOnboarding, rows);
export const insertDemoIncomes = (db: Db, rows: readonly (typeof incomeRecords.$inferInsert)[]) => insertRows(db, incomeRecords, rows);
export const insertDemoTransactions = (db: Db, rows: readonly (typeof transactions.$inferInsert)[]) => insertRows(db, transactions, rows);
export const insertDemoRegistrationSources = (db: Db, rows: readonly (typeof advisorRegistrationSources.$inferInsert)[]) =>
  insertRows(db, advisorRegistrationSources, rows);

/** Gives an advisor categories while they have none, and a place while they have none. */
export async function placeAdvisorIfUnplaced(
  db: Db,
  userId: string,
  { categories, latitude, longitude }: { categories: string[]; latitude: number; longitude: number },
) {
  await db
    .update(advisorProfiles)
    .set({ categories })
    .where(and(eq(advisorProfiles.userId, userId), sql`${advisorProfiles.categories} = '[]'::jsonb`));
  await db
    .update(advisorProfiles)
    .set({ latitude, longitude })
    .where(and(eq(advisorProfiles.userId, userId), isNull(advisorProfiles.latitude)));
}
/** The admin area's recent activity (demo-admin-activity.ts): the billing mirror's rows and past MRR snapshots. */
export const insertDemoBillingCustomers = (db: Db, rows: readonly (typeof billingCustomers.$inferInsert)[]) => insertRows(db, billingCustomers, rows);
export const insertDemoSubscriptions = (db: Db, rows: readonly (typeof billingSubscriptions.$inferInsert)[]) => insertRows(db, billingSubscriptions, rows);
export const insertDemoInvoices = (db: Db, rows: readonly (typeof billingInvoices.$inferInsert)[]) => insertRows(db, billingInvoices, rows);
export const insertDemoMrrSnapshots = (db: Db, rows: readonly (typeof adminMrrSnapshots.$inferInsert)[]) => insertRows(db, adminMrrSnapshots, rows);
