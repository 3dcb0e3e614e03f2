import { type Db, formatLsn, parseLsn, type ReadRouter } from '@finboard/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The database for this request's reads that tolerate a little lag (dashboards, directory
     * search, history charts, reports, exports): a replica the lag rule allows for this reader, else the primary.
     */
    readDb(): Promise<Db>;
  }
}

/** The primary's WAL position after this browser's last write: a replica must have replayed it to serve its reads. */
export const WRITE_MARK_COOKIE = 'finboard_wal';
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The newest write marks of this instance's users (another device of the same user, on this instance). */
class RecentWrites {
  private readonly marks = new Map<string, { mark: bigint; at: number }>();

  constructor(private readonly lifetimeMs: number) {}

  note(userId: string, mark: bigint, now: number): void {
    const known = this.marks.get(userId);
    if (!known || known.mark < mark) this.marks.set(userId, { mark, at: now });
    if (this.marks.size > 10_000) this.forgetOld(now);
  }

  markOf(userId: string, now: number): bigint | null {
    const known = this.marks.get(userId);
    if (!known) return null;
    if (now - known.at <= this.lifetimeMs) return known.mark;
    this.marks.delete(userId);
    return null;
  }

  private forgetOld(now: number): void {
    for (const [userId, known] of this.marks) if (now - known.at > this.lifetimeMs) this.marks.delete(userId);
  }
}

function cookieMark(request: FastifyRequest): bigint | null {
  const match = new RegExp(`(?:^|;\\s*)${WRITE_MARK_COOKIE}=([0-9A-Fa-f]{1,8}/[0-9A-Fa-f]{1,8})(?:;|$)`).exec(request.headers.cookie ?? '');
  return match ? parseLsn(match[1]) : null;
}

const later = (a: bigint | null, b: bigint | null) => (a === null ? b : b === null ? a : a > b ? a : b);

export interface ReadRoutingOptions {
  reads: ReadRouter;
  secureCookies: boolean;
  now?: () => number;
}

/**
 * Read-your-writes across replicas. After a signed-in user's write (a request other than
 * GET/HEAD/OPTIONS) the primary's WAL position is taken and kept twice: in a cookie, so this browser's next reads on
 * any instance know it, and in memory under the user, so their other devices on this instance do.
 * `request.readDb()` hands the later of the two to the router. Without replicas nothing is taken
 * or set, and readDb() is the primary.
 */
export const readRoutingPlugin = fp(async (app: FastifyInstance, options: ReadRoutingOptions) => {
  const { reads } = options;
  const now = options.now ?? Date.now;
  const lifetimeMs = reads.markLifetimeMs;
  const recent = new RecentWrites(lifetimeMs);
  const chosen = new WeakMap<FastifyRequest, Promise<Db>>();

  async function markOf(request: FastifyRequest): Promise<bigint | null> {
    const actor = await request.getActor().catch(() => null);
    return later(cookieMark(request), actor ? recent.markOf(actor.userId, now()) : null);
  }

  app.decorateRequest('readDb', function readDb(this: FastifyRequest) {
    let db = chosen.get(this);
    if (!db) {
      db = reads.hasReplicas ? markOf(this).then((mark) => reads.readDb(mark)) : reads.readDb(null);
      chosen.set(this, db);
    }
    return db;
  });

  if (!reads.hasReplicas) return;
  const cookieAttributes = `Path=/; Max-Age=${Math.ceil(lifetimeMs / 1000)}; HttpOnly; SameSite=Lax${options.secureCookies ? '; Secure' : ''}`;
  // Before the answer leaves, so the reader's next request already carries the mark. Only a
  // signed-in writer's: the lag-tolerant reads of someone signed out (the directory) show nothing
  // of theirs, and a registration or a sign-in sets no cookie beyond its own.
  app.addHook('onSend', async (request, reply) => {
    if (READ_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const actor = await request.getActor().catch(() => null);
    if (!actor) return;
    const mark = await reads.markWrite().catch(() => null);
    if (mark === null) return;
    reply.header('set-cookie', `${WRITE_MARK_COOKIE}=${formatLsn(mark)}; ${cookieAttributes}`);
    recent.note(actor.userId, mark, now());
  });
});
