import { clientAdvisorLinks, type Db } from '@finboard/db';
import type { ShareSwitch } from '@finboard/domain';
import { and, eq, sql } from 'drizzle-orm';

export type Grant = Record<ShareSwitch, boolean>;

/**
 * What a connected advisor may read of a client right now, or null when they are not connected.
 * Read on every request, never cached: a disconnect or a switch turned off is obeyed at once on
 * every instance. One primary-key-like lookup on the live-pair index.
 */
export async function findGrant(db: Db, { clientId, advisorId }: { clientId: string; advisorId: string }): Promise<Grant | null> {
  const [row] = await db
    .select({ netWorth: clientAdvisorLinks.shareNetWorth, cashFlow: clientAdvisorLinks.shareCashFlow, retirementScore: clientAdvisorLinks.shareRetirementScore })
    .from(clientAdvisorLinks)
    .where(and(eq(clientAdvisorLinks.userId, clientId), eq(clientAdvisorLinks.advisorId, advisorId), eq(clientAdvisorLinks.status, 'connected')))
    .limit(1);
  return row ?? null;
}

/** The advisors a client is connected to (deleted, pending and ended links count nowhere). */
export async function findConnectedAdvisorIds(db: Db, clientId: string): Promise<string[]> {
  const rows = await db
    .select({ advisorId: clientAdvisorLinks.advisorId })
    .from(clientAdvisorLinks)
    .where(and(eq(clientAdvisorLinks.userId, clientId), eq(clientAdvisorLinks.status, 'connected')));
  return rows.map((row) => row.advisorId);
}

export async function countConnectedAdvisors(db: Db, clientId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(clientAdvisorLinks)
    .where(and(eq(clientAdvisorLinks.userId, clientId), eq(clientAdvisorLinks.status, 'connected')));
  return Number(row?.n ?? 0);
}
