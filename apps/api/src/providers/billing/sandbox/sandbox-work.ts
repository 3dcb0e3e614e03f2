import type { Db } from '@finboard/db';
import { buildEvent, signatureHeader } from './sandbox-events';
import type { SandboxEvent, SandboxObject } from './sandbox-objects';
import { findObject, insertObject, listPendingEventIds, saveObject } from './sandbox-store';

/**
 * One request's unit of work: its transaction, its moment and the events it emits. Events are
 * stored in the same transaction as the change and delivered once it commits, so a rolled-back
 * change is never announced and a committed one is announced at least once.
 */

export interface SandboxSettings {
  db: Db;
  now: () => number;
  webhookSecret: string;
  publicUrl: string;
  productName: string;
  deliverEvent: (rawBody: string, signatureHeader: string) => Promise<void>;
}

export class SandboxWork {
  readonly events: SandboxEvent[] = [];

  constructor(
    readonly tx: Db,
    readonly now: number,
    readonly idempotencyKey: string | null,
    readonly settings: SandboxSettings,
  ) {}

  /**
   * Stores a Stripe event for the object as it is now; `at` is when it happened (the clock's due
   * time). An `eventId` fixed in advance makes an event that must be sent once (a second emit is ignored).
   */
  async emit(type: string, object: SandboxObject, at = this.now, eventId?: string): Promise<void> {
    const event = buildEvent(type, object, at, this.idempotencyKey);
    if (eventId) event.id = eventId;
    const stored = await insertObject(this.tx, { id: event.id, type: 'event', customerId: customerOf(object), data: event, createdSeconds: at });
    if (stored) this.events.push(event);
  }
}

function customerOf(object: SandboxObject): string | null {
  return object.object === 'customer' ? object.id : object.customer;
}

/** Runs `work` in a transaction, then delivers what it emitted; a throw rolls everything back. */
export async function runWork<T>(settings: SandboxSettings, idempotencyKey: string | null, work: (unit: SandboxWork) => Promise<T>): Promise<T> {
  const now = settings.now();
  const { result, events } = await settings.db.transaction(async (tx) => {
    const unit = new SandboxWork(tx, now, idempotencyKey, settings);
    return { result: await work(unit), events: unit.events };
  });
  for (const event of events) await deliver(settings, event);
  return result;
}

/** Sends every event still pending (a delivery that threw before, or one a crash cut off). */
export async function redeliverPending(settings: SandboxSettings): Promise<void> {
  for (const id of await listPendingEventIds(settings.db)) {
    const event = await findObject<SandboxEvent>(settings.db, 'event', id);
    if (event && event.pending_webhooks > 0) await deliver(settings, event);
  }
}

/**
 * One delivery attempt, signed at the moment it is sent. A failure leaves the event pending for
 * redeliverPending; like Stripe's, delivery is at least once (the receiver keeps event ids).
 */
async function deliver(settings: SandboxSettings, event: SandboxEvent): Promise<void> {
  const rawBody = JSON.stringify({ ...event, pending_webhooks: 1 });
  try {
    await settings.deliverEvent(rawBody, signatureHeader(rawBody, settings.webhookSecret, settings.now()));
  } catch {
    return;
  }
  await saveObject(settings.db, event.id, { ...event, pending_webhooks: 0 });
}
