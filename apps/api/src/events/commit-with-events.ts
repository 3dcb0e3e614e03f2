import { randomUUID } from 'node:crypto';
import type { Db } from '@finboard/db';
import { type DomainEvent, subjectOf, ZDomainEvent } from './domain-event';
import { insertDomainEvent } from './domain-events.repository';
import type { EventDelivery } from './event-delivery';

export interface EventRecorder {
  /** Records what happened in the write's transaction: kept if, and only if, the write commits. */
  record(event: DomainEvent, occurredAt?: Date): Promise<void>;
}

/** How long the writer has to deliver its events itself before the sweep may take them over. */
const WRITER_DELIVERY_SECONDS = 60;

const deliveries = new WeakMap<Db, EventDelivery>();

/** The delivery of events recorded through this database handle: the server registers its own, with its reactions. */
export function registerEventDelivery(db: Db, delivery: EventDelivery): void {
  deliveries.set(db, delivery);
}

/**
 * Runs a write in one transaction with the events it records (the outbox, domain_events), then,
 * once it has committed, delivers them here and waits for their reactions, so the caller answers
 * after its follow-ups (a snapshot, a notification) are done. A reaction that fails does not fail
 * the write: the sweep job retries it. `db` is the server's handle, never a transaction: the events
 * could not be delivered before the outer transaction commits.
 */
export async function commitWithEvents<T>(db: Db, write: (tx: Db, events: EventRecorder) => Promise<T>): Promise<T> {
  const delivery = deliveries.get(db);
  if (!delivery) throw new Error('Events are recorded through the database handle the server delivers them for, never inside another transaction.');
  const recorded: string[] = [];
  const result = await db.transaction((tx) =>
    write(tx, {
      async record(event, occurredAt = new Date()) {
        // Checked as it is written, so a malformed event fails its write instead of every delivery.
        const { type, ...payload } = ZDomainEvent.parse(event);
        const id = randomUUID();
        await insertDomainEvent(tx, { id, type, payload, userId: subjectOf(event), occurredAt }, WRITER_DELIVERY_SECONDS);
        recorded.push(id);
      },
    }),
  );
  await delivery.deliver(recorded);
  return result;
}
