import { clientAdvisorLinks, type Db, rowsOf } from '@finboard/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { LinkRow } from './connections.repository';

export interface FirmAdvisor {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * The other advisors of this advisor's firm, who may take its clients: its primary advisor and fellow
 * sub-advisors (for a sub-advisor), and its own sub-advisors. Suspended ones are left out.
 */
export async function findFirmAdvisors(db: Db, advisorId: string): Promise<FirmAdvisor[]> {
  const rows = rowsOf<{ id: string; first_name: string; last_name: string; email: string }>(
    await db.execute(sql`select u.id, u.first_name, u.last_name, u.email from users u join users me on me.id = ${advisorId}
      where u.id <> me.id and u.role = 'advisor' and u.suspended_at is null
        and (u.parent_id = me.id or (me.parent_id is not null and (u.id = me.parent_id or u.parent_id = me.parent_id)))
      order by u.last_name, u.first_name, u.email`),
  );
  return rows.map((row) => ({ id: row.id, firstName: row.first_name, lastName: row.last_name, email: row.email }));
}

/** The advisor's connected links, locked for the hand-over or the disconnection (a concurrent change waits). */
export async function lockConnectedLinksOfAdvisor(db: Db, advisorId: string): Promise<LinkRow[]> {
  return db
    .select()
    .from(clientAdvisorLinks)
    .where(and(eq(clientAdvisorLinks.advisorId, advisorId), eq(clientAdvisorLinks.status, 'connected')))
    .orderBy(asc(clientAdvisorLinks.acceptedAt), asc(clientAdvisorLinks.id))
    .for('update');
}
