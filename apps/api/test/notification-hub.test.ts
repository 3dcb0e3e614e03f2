import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { createTestDatabase, type TestDatabase } from '@finboard/db/testing';
import { notifications, users } from '@finboard/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobLibrary } from '../src/jobs/job-queue';
import { type LiveEvent, LiveStream, NotificationHub } from '../src/modules/notifications/live/notification-hub';
import { MAX_BUFFERED_BYTES, SseStream } from '../src/modules/notifications/live/sse-stream';
import { notifyInTransaction } from '../src/modules/notifications/notify';

/** A response whose reader is as fast or as slow as the test says: `unread` is what the socket has not taken. */
class FakeResponse extends EventEmitter {
  written: string[] = [];
  unread = 0;
  destroyed = false;
  get writableLength() {
    return this.unread;
  }
  writeHead() {
    return this;
  }
  write(text: string) {
    this.written.push(text);
    return true;
  }
  end() {
    this.emit('close');
  }
  destroy() {
    this.destroyed = true;
    this.emit('close');
  }
}

let database: TestDatabase;
const errors: unknown[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  // A notification queues its alert jobs in the same transaction: pg-boss's tables must be there.
  const jobs = createJobLibrary(database);
  await jobs.start();
  await jobs.stop({ graceful: false, close: false });
  await database.db.insert(users).values([
    { id: 'advisor-1', name: 'Ann Adv', email: 'a1@example.com', firstName: 'Ann', lastName: 'Adv', role: 'advisor', emailVerified: true },
    { id: 'client-1', name: 'Cal Cli', email: 'c1@example.com', firstName: 'Cal', lastName: 'Cli', role: 'client', emailVerified: true },
  ]);
}, 60_000);
afterAll(() => database?.close());

/** Writes one notification for the user as an event would, and returns the channel's payload for it. */
async function notificationFor(userId: string) {
  await database.db.transaction((tx) =>
    notifyInTransaction(tx, { recipient: { id: userId, role: 'advisor' }, type: 'connection', personId: 'client-1', at: new Date() }),
  );
  const [row] = await database.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt))
    .limit(1);
  return JSON.stringify({ userId, id: row?.id });
}

const eventsOf = (response: FakeResponse) => response.written.filter((text) => text.includes('event: notification'));

describe('the hub', () => {
  it('drops a reader that has fallen too far behind, and still delivers to the others at once', async () => {
    const hub = new NotificationHub(database.db, (error) => errors.push(error));
    const fast = new FakeResponse();
    const slow = new FakeResponse();
    for (const response of [fast, slow]) {
      const stream = new SseStream(response as unknown as ServerResponse);
      hub.add('advisor-1', 'advisor', stream).goLive();
      stream.open({}, 1_000);
    }
    expect(hub.openStreams).toBe(2);
    slow.unread = MAX_BUFFERED_BYTES + 1;

    hub.signal(await notificationFor('advisor-1'));
    await expect.poll(() => eventsOf(fast).length).toBe(1);
    expect(slow.destroyed).toBe(true);
    expect(eventsOf(slow)).toEqual([]);
    expect(hub.openStreams).toBe(1);
    hub.close();
    expect(hub.openStreams).toBe(0);
    expect(errors).toEqual([]);
  });

  it('ignores payloads it did not write and signals for users with no page open here (no read at all)', async () => {
    const hub = new NotificationHub(database.db, (error) => errors.push(error));
    const response = new FakeResponse();
    const stream = new SseStream(response as unknown as ServerResponse);
    hub.add('advisor-1', 'advisor', stream).goLive();
    for (const payload of [
      '',
      'null',
      '{"userId":"advisor-1"}',
      '{"userId":"advisor-1","id":"not-a-uuid"}',
      '{"userId":"advisor-1","id":"00000000-0000-4000-8000-000000000000","extra":1}',
    ])
      hub.signal(payload);
    // A well-formed signal for an id that is not this user's notification is read and sends nothing.
    hub.signal(JSON.stringify({ userId: 'advisor-1', id: '00000000-0000-4000-8000-000000000000' }));
    hub.signal(await notificationFor('advisor-1'));
    await expect.poll(() => eventsOf(response).length).toBe(1);
    hub.close();
    expect(errors).toEqual([]);
  });
});

describe('a page that reconnects', () => {
  it('gets a notification once when its signal arrives after the replay sent it and the page went live', () => {
    const response = new FakeResponse();
    const live = new LiveStream('advisor-1', 'advisor', new SseStream(response as unknown as ServerResponse), null);
    const missed = { id: 'cursor-1', notification: { id: 'n-1' } } as unknown as LiveEvent;
    const next = { id: 'cursor-2', notification: { id: 'n-2' } } as unknown as LiveEvent;
    live.replay(missed);
    live.goLive();
    // The replayed notification's own signal, late: dropped; a new one: sent.
    live.deliver(missed);
    live.deliver(next);
    expect(eventsOf(response).map((text) => /"id":"(n-\d)"/.exec(text)?.[1])).toEqual(['n-1', 'n-2']);
  });
});
