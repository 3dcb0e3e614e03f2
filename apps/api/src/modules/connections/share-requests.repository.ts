import { clientAdvisorLinks, type Db, shareRequests } from '@finboard/db';
import type { SharePart, ShareSwitch } from '@finboard/domain';
import { and, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm';

export type ShareRequestRow = typeof shareRequests.$inferSelect;
interface Ask {
  advisorId: string;
  clientId: string;
  part: SharePart;
  scenarioId: string | null;
}

const samePart = ({ advisorId, clientId, part, scenarioId }: Ask) =>
  and(
    eq(shareRequests.advisorId, advisorId),
    eq(shareRequests.userId, clientId),
    eq(shareRequests.part, part),
    scenarioId === null ? isNull(shareRequests.scenarioId) : eq(shareRequests.scenarioId, scenarioId),
  );

/** What the ask rule reads of earlier asks of the same part: one waiting, and the last decline. */
export async function findAskHistory(db: Db, ask: Ask): Promise<{ pending: boolean; lastDeclinedAt: Date | null }> {
  const [row] = await db
    .select({
      pending: sql<boolean>`coalesce(bool_or(${shareRequests.state} = 'pending'), false)`,
      lastDeclinedAt: max(sql<Date>`case when ${shareRequests.state} = 'declined' then ${shareRequests.answeredAt} end`),
    })
    .from(shareRequests)
    .where(samePart(ask));
  const lastDeclinedAt = row?.lastDeclinedAt ?? null;
  // PGlite and pg may hand an aggregate's timestamp back as text.
  return { pending: row?.pending === true, lastDeclinedAt: lastDeclinedAt === null ? null : new Date(lastDeclinedAt) };
}

export async function insertShareRequest(db: Db, row: typeof shareRequests.$inferInsert): Promise<ShareRequestRow> {
  const [inserted] = await db.insert(shareRequests).values(row).returning();
  if (!inserted) throw new Error('insert returned nothing');
  return inserted;
}

/** An advisor's asks of one client, the newest of each part (and scenario) first. */
export function findLatestAsksOf(db: Db, { advisorId, clientId }: { advisorId: string; clientId: string }): Promise<ShareRequestRow[]> {
  return db
    .selectDistinctOn([shareRequests.part, shareRequests.scenarioId])
    .from(shareRequests)
    .where(and(eq(shareRequests.advisorId, advisorId), eq(shareRequests.userId, clientId)))
    .orderBy(shareRequests.part, shareRequests.scenarioId, desc(shareRequests.askedAt), desc(shareRequests.id));
}

/** The asks waiting for a client's answer, from advisors still connected to them (an ended link's asks wait unseen). */
export function findPendingAsksTo(db: Db, clientId: string): Promise<ShareRequestRow[]> {
  return db
    .select({ request: shareRequests })
    .from(shareRequests)
    .innerJoin(
      clientAdvisorLinks,
      and(
        eq(clientAdvisorLinks.userId, shareRequests.userId),
        eq(clientAdvisorLinks.advisorId, shareRequests.advisorId),
        eq(clientAdvisorLinks.status, 'connected'),
      ),
    )
    .where(and(eq(shareRequests.userId, clientId), eq(shareRequests.state, 'pending')))
    .orderBy(desc(shareRequests.askedAt))
    .then((rows) => rows.map((row) => row.request));
}

/** One of a client's asks; another client's is not found. */
export async function findAskToClient(db: Db, { id, clientId }: { id: string; clientId: string }): Promise<ShareRequestRow | null> {
  const [row] = await db
    .select()
    .from(shareRequests)
    .where(and(eq(shareRequests.id, id), eq(shareRequests.userId, clientId)))
    .limit(1);
  return row ?? null;
}

/** Answers an ask only while it is still pending (a concurrent answer loses). */
export async function answerAskIfPending(db: Db, { id, state, at }: { id: string; state: 'granted' | 'declined'; at: Date }): Promise<ShareRequestRow | null> {
  const [row] = await db
    .update(shareRequests)
    .set({ state, answeredAt: at })
    .where(and(eq(shareRequests.id, id), eq(shareRequests.state, 'pending')))
    .returning();
  return row ?? null;
}

/** The pending asks of a pair for these switches, granted: the client turned them on. */
export function grantPendingSwitchAsks(
  db: Db,
  { advisorId, clientId, parts, at }: { advisorId: string; clientId: string; parts: readonly ShareSwitch[]; at: Date },
): Promise<ShareRequestRow[]> {
  if (parts.length === 0) return Promise.resolve([]);
  return db
    .update(shareRequests)
    .set({ state: 'granted', answeredAt: at })
    .where(
      and(
        eq(shareRequests.advisorId, advisorId),
        eq(shareRequests.userId, clientId),
        inArray(shareRequests.part, [...parts]),
        eq(shareRequests.state, 'pending'),
      ),
    )
    .returning();
}

/** The pending ask of a pair for this scenario, granted: the client shared it. */
export function grantPendingScenarioAsk(
  db: Db,
  { advisorId, clientId, scenarioId, at }: { advisorId: string; clientId: string; scenarioId: string | null; at: Date },
): Promise<ShareRequestRow[]> {
  return db
    .update(shareRequests)
    .set({ state: 'granted', answeredAt: at })
    .where(and(samePart({ advisorId, clientId, part: 'scenario', scenarioId }), eq(shareRequests.state, 'pending')))
    .returning();
}
