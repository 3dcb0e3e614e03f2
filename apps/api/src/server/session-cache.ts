import type { Actor } from '../access/actor';

interface Entry {
  actor: Actor;
  userId: string;
  expiresAt: number;
}

/** Far more signed-in clients than one instance serves within a cache period; past it, start over. */
const MAX_ENTRIES = 50_000;

/**
 * Who a session cookie belongs to, remembered for a few seconds: the session lookup was most of a
 * signed-in request's cost. The server forgets a user's entries whenever that user changes
 * anything, and everything after any sign-in, sign-out, reset or password change, so this instance
 * honours a revocation at once; other instances (several behind a balancer) within `ttlMs`.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled() {
    return this.ttlMs > 0;
  }

  get(cookieHeader: string): Actor | undefined {
    const entry = this.#entries.get(cookieHeader);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.#entries.delete(cookieHeader);
      return undefined;
    }
    return entry.actor;
  }

  /** Remembers the actor until the cache period ends, or the session does if sooner. */
  set(cookieHeader: string, actor: Actor, sessionExpiresAt: Date) {
    if (!this.enabled) return;
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.clear();
    this.#entries.set(cookieHeader, { actor, userId: actor.userId, expiresAt: Math.min(this.now() + this.ttlMs, sessionExpiresAt.getTime()) });
  }

  forgetUser(userId: string) {
    for (const [key, entry] of this.#entries) if (entry.userId === userId) this.#entries.delete(key);
  }

  clear() {
    this.#entries.clear();
  }
}
