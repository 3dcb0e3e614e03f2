import type { Db } from '@finboard/db';
import type { DomainEvent, DomainEventOf, DomainEventType } from './domain-event';
import {
  type DomainEventRow,
  findDomainEvent,
  findUndeliveredEventIds,
  lockDomainEvent,
  markDelivered,
  recordDeliveryFailure,
  setDelivered,
} from './domain-events.repository';
import { storedDomainEvent } from './stored-domain-event';

/**
 * What follows an event elsewhere in the api. It runs in a transaction that also marks it done for
 * the event, so its database work is kept exactly once; a failure rolls both back and the sweep
 * runs it again later, so it must be idempotent: run again, it leaves what one run leaves.
 */
export interface Reaction<T extends DomainEventType> {
  /** Marked in domain_events.delivered_to once it has run: renamed, it would run again for events not yet delivered. */
  name: string;
  run(tx: Db, event: DomainEventOf<T>, occurredAt: Date): Promise<void>;
}

interface RegisteredReaction {
  name: string;
  run(tx: Db, event: DomainEvent, occurredAt: Date): Promise<void>;
}

export interface DeliveryFailureContext {
  eventId: string;
  type: string;
  reaction: string | null;
}

/** A failed delivery is swept again after 30 s, then twice as long each time, at most an hour apart: never given up. */
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 3_600_000;
const retryDelayMs = (failures: number) => Math.min(FIRST_RETRY_MS * 2 ** Math.min(failures, 20), LONGEST_RETRY_MS);

/**
 * The database's own error for a failed statement: drizzle's wrapper names the query and its
 * parameters, which may be a client's data, and is neither stored on the event nor logged.
 */
function withoutQuery(error: unknown): unknown {
  return error instanceof Error && error.message.startsWith('Failed query:') && error.cause instanceof Error ? error.cause : error;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Runs the reactions of recorded events: right after the writer's commit (commitWithEvents), and
 * again for what is left undelivered (the sweep job, and each instance as it starts). Never throws:
 * a failure is logged, kept on the event, and left to the sweep.
 */
export class EventDelivery {
  private readonly reactions = new Map<DomainEventType, RegisteredReaction[]>();

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown, context: DeliveryFailureContext) => void,
  ) {}

  on<T extends DomainEventType>(type: T, reaction: Reaction<T>): this {
    const registered = this.reactions.get(type) ?? [];
    if (registered.some((other) => other.name === reaction.name)) throw new Error(`${type} already has a reaction named ${reaction.name}.`);
    // Kept by type, so a reaction only ever gets events of the type it was registered for.
    registered.push({ name: reaction.name, run: (tx, event, occurredAt) => reaction.run(tx, event as DomainEventOf<T>, occurredAt) });
    this.reactions.set(type, registered);
    return this;
  }

  /** The names of a type's reactions, in the order they run. */
  reactionsOf(type: DomainEventType): string[] {
    return (this.reactions.get(type) ?? []).map((reaction) => reaction.name);
  }

  /** Delivers these events one after another (a writer's, in the order it recorded them). */
  async deliver(eventIds: readonly string[]): Promise<void> {
    for (const id of eventIds) {
      try {
        await this.deliverOne(id);
      } catch (error) {
        this.onError(withoutQuery(error), { eventId: id, type: 'unknown', reaction: null });
      }
    }
  }

  /**
   * Delivers what is left undelivered, oldest first, up to `limit` events: those whose sweep time
   * has come, or with `includeWaiting` every one (an instance starting up delivers what a process
   * that died left behind). Returns how many it tried.
   */
  async deliverUndelivered({ now, limit, includeWaiting = false }: { now: Date; limit: number; includeWaiting?: boolean }): Promise<number> {
    const ids = await findUndeliveredEventIds(this.db, { now, limit, includeWaiting });
    await this.deliver(ids);
    return ids.length;
  }

  private async deliverOne(id: string): Promise<void> {
    const row = await findDomainEvent(this.db, id);
    if (!row || row.deliveredAt) return;
    const failures: string[] = [];
    const fail = (caught: unknown, reaction: string | null) => {
      const error = withoutQuery(caught);
      failures.push(reaction ? `${reaction}: ${messageOf(error)}` : messageOf(error));
      this.onError(error, { eventId: id, type: row.type, reaction });
    };
    let completed = false;
    try {
      // Read through its schema first: a type this build does not know is left for one that does, never marked done.
      const { type } = storedDomainEvent(row);
      const reactions = this.reactions.get(type) ?? [];
      for (const reaction of reactions) {
        if (row.deliveredTo.includes(reaction.name)) continue;
        completed = await this.runOnce(id, reaction, reactions).catch((error: unknown) => {
          fail(error, reaction.name);
          return false;
        });
      }
      // Nothing was left to run (no reactions, or all done by a delivery cut off before it said so).
      if (failures.length === 0 && !completed) await markDelivered(this.db, id);
    } catch (error) {
      fail(error, null);
    }
    if (failures.length > 0)
      await recordDeliveryFailure(this.db, id, { error: failures.join('; '), retryAt: new Date(Date.now() + retryDelayMs(row.failures)) });
  }

  /**
   * One reaction under the event's row lock, marked done in its own transaction: a delivery of the
   * same event elsewhere (the sweep, another instance) waits, then finds it done and skips it.
   * Whether this made the event delivered (it was the last reaction left).
   */
  private runOnce(id: string, reaction: RegisteredReaction, all: RegisteredReaction[]): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const row: DomainEventRow | null = await lockDomainEvent(tx, id);
      if (!row || row.deliveredTo.includes(reaction.name)) return false;
      await reaction.run(tx, storedDomainEvent(row), row.occurredAt);
      const deliveredTo = [...row.deliveredTo, reaction.name];
      const complete = all.every((each) => deliveredTo.includes(each.name));
      await setDelivered(tx, id, { deliveredTo, complete });
      return complete;
    });
  }
}
