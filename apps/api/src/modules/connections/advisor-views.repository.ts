import { advisorDataViews, type Db } from '@finboard/db';
import { and, eq, inArray, sql } from 'drizzle-orm';

export interface AdvisorViewRow {
  advisorId: string;
  scope: string;
  viewedAt: Date;
}

/** The latest `perAdvisor` reads of a client's data by each of these advisors, newest first. */
export async function findRecentViews(
  db: Db,
  { clientId, advisorIds, perAdvisor }: { clientId: string; advisorIds: string[]; perAdvisor: number },
): Promise<AdvisorViewRow[]> {
  if (advisorIds.length === 0) return [];
  const ranked = db
    .select({
      advisorId: advisorDataViews.advisorId,
      scope: advisorDataViews.scope,
      viewedAt: advisorDataViews.viewedAt,
      rank: sql<number>`row_number() over (partition by ${advisorDataViews.advisorId} order by ${advisorDataViews.viewedAt} desc)`.as('rank'),
    })
    .from(advisorDataViews)
    .where(and(eq(advisorDataViews.userId, clientId), inArray(advisorDataViews.advisorId, advisorIds)))
    .as('ranked');
  const rows = await db
    .select({ advisorId: ranked.advisorId, scope: ranked.scope, viewedAt: ranked.viewedAt })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${perAdvisor}`);
  return rows.sort((a, b) => b.viewedAt.getTime() - a.viewedAt.getTime());
}
