import { type Db, scenarios, scenarioTemplates } from '@finboard/db';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { matchesSearch } from './scenarios.repository';

export type ScenarioTemplateRow = typeof scenarioTemplates.$inferSelect;

/** The public templates (the configurations table), in their catalogue order. */
export function findTemplates(db: Db, { search }: { search?: string } = {}) {
  return db
    .select()
    .from(scenarioTemplates)
    .where(matchesSearch(search, scenarioTemplates.name, scenarioTemplates.description))
    .orderBy(asc(scenarioTemplates.position));
}

export async function findTemplate(db: Db, id: string): Promise<ScenarioTemplateRow | null> {
  const [row] = await db.select().from(scenarioTemplates).where(eq(scenarioTemplates.id, id)).limit(1);
  return row ?? null;
}

/** Ids of the templates the owner has already saved a copy of. */
export async function findSavedTemplateIds(db: Db, { ownerId }: { ownerId: string }): Promise<string[]> {
  const rows = await db
    .selectDistinct({ templateId: scenarios.templateId })
    .from(scenarios)
    .where(and(eq(scenarios.userId, ownerId), isNull(scenarios.deletedAt), isNotNull(scenarios.templateId)));
  return rows.flatMap((row) => (row.templateId ? [row.templateId] : []));
}
