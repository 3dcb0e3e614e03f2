import { type Db, scenarios, userSettings } from '@finboard/db';
import { and, type Column, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';

export type ScenarioRow = typeof scenarios.$inferSelect;
export type NewScenarioRow = typeof scenarios.$inferInsert;
/** What a (re)computation writes: the outputs and how they were obtained. */
export type ComputationColumns = Pick<ScenarioRow, 'outputs' | 'outputsIssue' | 'basis' | 'retirementScore' | 'seed' | 'paths' | 'assumptions' | 'computedAt'>;

const RETIREMENT_PLAN = { type: 'retire', calculator: 'monteCarlo' } as const;
const PUBLIC_LIST_LIMIT = 100;

/** Case-insensitive "contains" on name or description, with LIKE's wildcards taken literally. */
export function matchesSearch(search: string | undefined, name: Column, description: Column) {
  const text = search?.trim();
  if (!text) return undefined;
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(name, pattern), ilike(description, pattern));
}

export async function insertScenario(db: Db, row: NewScenarioRow): Promise<ScenarioRow> {
  const [inserted] = await db.insert(scenarios).values(row).returning();
  if (!inserted) throw new Error('scenario insert returned nothing');
  return inserted;
}

/** Any live scenario by id: who may see it is decided by access/scenario-access.ts, hence the name. */
export async function unsafeFindScenario(db: Db, id: string): Promise<ScenarioRow | null> {
  const [row] = await db
    .select()
    .from(scenarios)
    .where(and(eq(scenarios.id, id), isNull(scenarios.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function findOwnScenario(db: Db, { ownerId, id }: { ownerId: string; id: string }): Promise<ScenarioRow | null> {
  const [row] = await db
    .select()
    .from(scenarios)
    .where(and(eq(scenarios.id, id), eq(scenarios.userId, ownerId), isNull(scenarios.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** The owner's live scenarios, newest lastUpdated first; only retire/monteCarlo ones for My Plan. */
export function findScenarios(db: Db, { ownerId, search, retirementPlansOnly = false }: { ownerId: string; search?: string; retirementPlansOnly?: boolean }) {
  const conditions = [eq(scenarios.userId, ownerId), isNull(scenarios.deletedAt), matchesSearch(search, scenarios.name, scenarios.description)];
  if (retirementPlansOnly) conditions.push(eq(scenarios.type, RETIREMENT_PLAN.type), eq(scenarios.calculator, RETIREMENT_PLAN.calculator));
  return db
    .select()
    .from(scenarios)
    .where(and(...conditions))
    .orderBy(desc(scenarios.updatedAt), desc(scenarios.createdAt));
}

/** Everyone's public scenarios, newest first (the catalogue beside the templates). */
export function findPublicScenarios(db: Db, { search }: { search?: string }) {
  return db
    .select()
    .from(scenarios)
    .where(and(eq(scenarios.isPublic, true), isNull(scenarios.deletedAt), matchesSearch(search, scenarios.name, scenarios.description)))
    .orderBy(desc(scenarios.createdAt))
    .limit(PUBLIC_LIST_LIMIT);
}

export async function updateOwnScenario(db: Db, { ownerId, id }: { ownerId: string; id: string }, values: Partial<NewScenarioRow>) {
  const [row] = await db
    .update(scenarios)
    .set(values)
    .where(and(eq(scenarios.id, id), eq(scenarios.userId, ownerId), isNull(scenarios.deletedAt)))
    .returning();
  return row ?? null;
}

/**
 * Writes recomputed results only while the scenario still has the inputs they were computed from:
 * a read's refresh must not overwrite what a save of new inputs stored in the meantime.
 */
export async function updateOwnScenarioIfInputsAre(
  db: Db,
  { ownerId, id, inputs }: { ownerId: string; id: string; inputs: unknown },
  values: Partial<NewScenarioRow>,
) {
  const [row] = await db
    .update(scenarios)
    .set(values)
    .where(and(eq(scenarios.id, id), eq(scenarios.userId, ownerId), isNull(scenarios.deletedAt), sql`${scenarios.inputs} = ${JSON.stringify(inputs)}::jsonb`))
    .returning();
  return row ?? null;
}

export async function softDeleteScenario(db: Db, { ownerId, id }: { ownerId: string; id: string }) {
  const now = new Date();
  await db
    .update(scenarios)
    .set({ deletedAt: now })
    .where(and(eq(scenarios.id, id), eq(scenarios.userId, ownerId), isNull(scenarios.deletedAt)));
  // My Plan falls back to the next plan once its active one is gone.
  await db
    .update(userSettings)
    .set({ activeScenarioId: null, updatedAt: now })
    .where(and(eq(userSettings.userId, ownerId), eq(userSettings.activeScenarioId, id)));
}

/** Adds an image id while the scenario has fewer than `max`: one statement, so concurrent uploads cannot pass the limit. */
export async function appendThumbnail(db: Db, { ownerId, id, fileId, max }: { ownerId: string; id: string; fileId: string; max: number }) {
  const rows = await db
    .update(scenarios)
    .set({ thumbnailFileIds: sql`${scenarios.thumbnailFileIds} || ${JSON.stringify([fileId])}::jsonb` })
    .where(
      and(eq(scenarios.id, id), eq(scenarios.userId, ownerId), isNull(scenarios.deletedAt), sql`jsonb_array_length(${scenarios.thumbnailFileIds}) < ${max}`),
    )
    .returning({ id: scenarios.id });
  return rows.length > 0;
}

export async function removeThumbnail(db: Db, { ownerId, id, fileId }: { ownerId: string; id: string; fileId: string }) {
  await db
    .update(scenarios)
    .set({ thumbnailFileIds: sql`${scenarios.thumbnailFileIds} - ${fileId}::text` })
    .where(and(eq(scenarios.id, id), eq(scenarios.userId, ownerId)));
}

export const isRetirementPlan = (row: { type: string; calculator: string }) =>
  row.type === RETIREMENT_PLAN.type && row.calculator === RETIREMENT_PLAN.calculator;
