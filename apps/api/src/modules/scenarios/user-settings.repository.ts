import { type Db, userSettings } from '@finboard/db';
import { eq } from 'drizzle-orm';

export async function findActiveScenarioId(db: Db, { ownerId }: { ownerId: string }): Promise<string | null> {
  const [row] = await db.select({ id: userSettings.activeScenarioId }).from(userSettings).where(eq(userSettings.userId, ownerId)).limit(1);
  return row?.id ?? null;
}

export async function upsertActiveScenarioId(db: Db, ownerId: string, scenarioId: string | null) {
  const set = { activeScenarioId: scenarioId, updatedAt: new Date() };
  await db
    .insert(userSettings)
    .values({ userId: ownerId, ...set })
    .onConflictDoUpdate({ target: userSettings.userId, set });
}
