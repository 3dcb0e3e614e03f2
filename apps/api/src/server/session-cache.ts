import type { Actor } from '../access/actor';

interface Entry {
  actor: Actor;
  userId: string;
  expiresAt: number;
}

/** Far more signed-in clients than one instance serves within a cache period; past it, start over. */
const MAX_ENTRIES = 50_000;
/** Users forgotten recently enough that a lookup still under way must not cache them; past it, a clear. */
const MAX_FORGOTTEN = 10_000;

/** What a forget tells the other instances: a user's id, or '*' for everyone. */
export type Revocation = string;
export const EVERYONE: Revocation = '*';

/**
 * Who a session cookie belongs to, remembered for a few seconds: the session lookup was most of a
 * signed-in request's cost. The server forgets a user's entries whenever that user changes
 * anything, and everything after any sign-in, sign-out, reset or password change. The forget is
 * immediate here and published (`publishTo`: NOTIFY on the sessions channel) to the other
 * instances, which apply it with `applyRevocation`, so a revocation is honoured everywhere at once.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  #publish: ((revocation: Revocation) => Promise<void>) | null = null;
  readonly #listeners: Array<(revocation: Revocation) => void> = [];
  // A lookup that started before a forget must not cache what it read: counted in forgets.
  #generation = 0;
  #clearedAt = 0;
  readonly #forgottenAt = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled() {
    return this.ttlMs > 0;
  }

  /**
   * Every forget, this instance's or another's, is also handed to `listener` (the live notification
   * streams check their sessions again), also when caching is off.
   */
  onRevocation(listener: (revocation: Revocation) => void) {
    this.#listeners.push(listener);
  }

  /** Every later forget here is also handed to `publish` (which never throws). */
  publishTo(publish: (revocation: Revocation) => Promise<void>) {
    this.#publish = publish;
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

  /** A mark to take before looking a session up: `set` with it caches nothing forgotten since. */
  mark(): number {
    return this.#generation;
  }

  /** Remembers the actor until the cache period ends, or the session does if sooner. */
  set(cookieHeader: string, actor: Actor, sessionExpiresAt: Date, since = this.#generation) {
    if (!this.enabled) return;
    if (this.#clearedAt > since || (this.#forgottenAt.get(actor.userId) ?? -1) > since) return;
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.clear();
    this.#entries.set(cookieHeader, { actor, userId: actor.userId, expiresAt: Math.min(this.now() + this.ttlMs, sessionExpiresAt.getTime()) });
  }

  /** Forgets a user's entries here at once, then tells the other instances. */
  forgetUser(userId: string): Promise<void> {
    this.#forgetHere(userId);
    return this.#published(userId);
  }

  /** Forgets everything here at once, then tells the other instances. */
  clear(): Promise<void> {
    this.#clearHere();
    return this.#published(EVERYONE);
  }

  /** Another instance's forget (or a gap in hearing them: '*'), applied here only. */
  applyRevocation(revocation: Revocation) {
    if (revocation === EVERYONE) this.#clearHere();
    else this.#forgetHere(revocation);
    this.#tellListeners(revocation);
  }

  #published(revocation: Revocation): Promise<void> {
    this.#tellListeners(revocation);
    return this.#publish ? this.#publish(revocation) : Promise.resolve();
  }

  #tellListeners(revocation: Revocation) {
    for (const listener of this.#listeners) listener(revocation);
  }

  #forgetHere(userId: string) {
    this.#generation += 1;
    if (this.#forgottenAt.size >= MAX_FORGOTTEN) this.#clearHere();
    else this.#forgottenAt.set(userId, this.#generation);
    for (const [key, entry] of this.#entries) if (entry.userId === userId) this.#entries.delete(key);
  }

  #clearHere() {
    this.#generation += 1;
    this.#clearedAt = this.#generation;
    this.#forgottenAt.clear();
    this.#entries.clear();
  }
}
