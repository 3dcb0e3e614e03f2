import { randomUUID } from 'node:crypto';
import { domainEvents, netWorthSnapshots, notifications } from '@finboard/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitWithEvents } from '../src/events/commit-with-events';
import type { DomainEvent } from '../src/events/domain-event';
import { insertDomainEvent } from '../src/events/domain-events.repository';
import { EventDelivery } from '../src/events/event-delivery';
import { eventSweepSchedule } from '../src/events/event-sweep.job';
import { queueJob } from '../src/jobs/job-runner';
import { productToday } from '../src/platform/clock';
import { createTestApp, signUp, type TestApp } from './test-app';

// Domain events (apps/api/src/events): recorded in the write's transaction, their reactions run
// right after the commit and before the request answers; a reaction that fails, and the events a
// process left undelivered when it died, are delivered by the sweep job (or by a server starting),
// each reaction once.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
}, 60_000);
afterAll(() => t?.close());

type Party = Awaited<ReturnType<typeof signUp>>;
const newClient = () => signUp(t, { role: 'client' });
const newAdvisor = () => signUp(t, { role: 'advisor' });

const eventsAbout = (userId: string) => t.database.db.select().from(domainEvents).where(eq(domainEvents.userId, userId));
const eventById = async (id: string) => (await t.database.db.select().from(domainEvents).where(eq(domainEvents.id, id)))[0];
const notificationsOf = (userId: string) => t.database.db.select().from(notifications).where(eq(notifications.userId, userId));

/** One sweep, as the runners queue it each minute (each call a minute of its own, so none is deduplicated away). */
let sweepMinute = 0;
async function sweep() {
  sweepMinute += 1;
  await t.database.db.transaction((tx) => queueJob(tx, eventSweepSchedule().due(new Date(Date.now() + sweepMinute * 60_000))));
  await t.app.jobs.drain();
}

/** As if the sweep's time had come for every undelivered event (after a failure's delay, or the writer's minute). */
const sweepTimeComes = () =>
  t.database.db
    .update(domainEvents)
    .set({ sweepAfter: sql`now() - interval '1 second'` })
    .where(sql`${domainEvents.deliveredAt} is null`);

/**
 * Runs `write` while a trigger refuses notifications of `type` (so their reaction fails after the
 * write committed), then lets them in again.
 */
async function whileRefusingNotifications<T>(type: string, write: () => Promise<T>): Promise<T> {
  await t.database.db.execute(
    sql.raw(
      `create or replace function refuse_notification() returns trigger language plpgsql as $$ begin raise exception 'notification refused for the test'; end $$`,
    ),
  );
  await t.database.db.execute(
    sql.raw(
      `create trigger refuse_notification before insert on notifications for each row when (new.type = '${type}') execute function refuse_notification()`,
    ),
  );
  try {
    return await write();
  } finally {
    await t.database.db.execute(sql.raw('drop trigger refuse_notification on notifications'));
  }
}

/** An event as a writer's transaction leaves it when its process dies before delivering it. */
async function recordUndelivered(event: DomainEvent, userId: string | null) {
  const id = randomUUID();
  const { type, ...payload } = event;
  await insertDomainEvent(t.database.db, { id, type, payload, userId, occurredAt: new Date() }, 60);
  return id;
}

async function requestConnection(client: Party, advisor: Party) {
  const answer = await t.request({ method: 'POST', url: '/api/connections', payload: { advisorId: advisor.user.id }, cookies: client.cookies });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<{ connection: { id: string } }>().connection;
}

describe('delivery after the commit', () => {
  it("a write answers once its event's reactions have run, each marked on the event", async () => {
    const client = await newClient();
    const added = await t.request({
      method: 'POST',
      url: '/api/accounts/manual',
      cookies: client.cookies,
      payload: { institutionName: 'Shoebox', name: 'Cash', balanceType: 'assets', accountType: 'depository', accountSubtype: 'cash', amount: '50' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const [event] = await eventsAbout(client.user.id);
    expect(event).toMatchObject({ type: 'AccountChanged', deliveredTo: ['net-worth.snapshot', 'cash-flow.match-transfers'], failures: 0, lastError: null });
    expect(event?.deliveredAt).toBeInstanceOf(Date);
    const snapshots = await t.database.db.select().from(netWorthSnapshots).where(eq(netWorthSnapshots.userId, client.user.id));
    expect(snapshots.map((row) => [row.trackingDate, Number(row.netWorthCents)])).toEqual([[productToday(), 5_000]]);
  });

  it('a reaction that fails leaves the write done; the sweep delivers it when its time comes, once', async () => {
    const client = await newClient();
    const advisor = await newAdvisor();
    const link = await whileRefusingNotifications('connection_request', () => requestConnection(client, advisor));
    expect(await notificationsOf(advisor.user.id)).toEqual([]);
    const [waiting] = await eventsAbout(client.user.id);
    expect(waiting).toMatchObject({ type: 'ConnectionRequested', deliveredTo: [], deliveredAt: null, failures: 1 });
    expect(waiting?.lastError).toContain('notification refused for the test');
    expect(waiting?.sweepAfter.getTime()).toBeGreaterThan(Date.now());

    // Before its retry delay is over the sweep leaves it alone.
    await sweep();
    expect(await notificationsOf(advisor.user.id)).toEqual([]);
    await sweepTimeComes();
    await sweep();
    await sweep();
    expect((await notificationsOf(advisor.user.id)).map((row) => [row.type, row.connectionId])).toEqual([['connection_request', link.id]]);
    expect(await eventById(waiting?.id ?? '')).toMatchObject({ deliveredTo: ['notifications.notice'], deliveredAt: expect.any(Date) });
  });

  it('of two reactions, the one that ran is not run again when the other is retried', async () => {
    const client = await newClient();
    const advisor = await newAdvisor();
    const link = await requestConnection(client, advisor);
    const accepted = await whileRefusingNotifications('connection', () =>
      t.request({ method: 'POST', url: `/api/connections/${link.id}/accept`, payload: {}, cookies: advisor.cookies }),
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [acceptance] = (await eventsAbout(client.user.id)).filter((event) => event.type === 'ConnectionAccepted');
    expect(acceptance).toMatchObject({ deliveredTo: ['notifications.read-answered-request'], failures: 1 });
    // The request is read already; the client has not heard yet.
    expect((await notificationsOf(advisor.user.id)).map((row) => row.readAt !== null)).toEqual([true]);
    expect(await notificationsOf(client.user.id)).toEqual([]);

    await sweepTimeComes();
    await sweep();
    expect((await notificationsOf(client.user.id)).map((row) => row.type)).toEqual(['connection']);
    expect(await eventById(acceptance?.id ?? '')).toMatchObject({ deliveredTo: ['notifications.read-answered-request', 'notifications.notice'], failures: 1 });
  });

  it('events left undelivered by a process that died are delivered by the sweep, once', async () => {
    const client = await newClient();
    const advisor = await newAdvisor();
    const id = await recordUndelivered(
      { type: 'ConnectionRequested', connectionId: randomUUID(), clientId: client.user.id, advisorId: advisor.user.id, requestedBy: 'client' },
      client.user.id,
    );
    // The writer's minute is not over: the sweep leaves it to the writer.
    await sweep();
    expect(await notificationsOf(advisor.user.id)).toEqual([]);
    await sweepTimeComes();
    await sweep();
    await sweep();
    expect((await notificationsOf(advisor.user.id)).map((row) => row.type)).toEqual(['connection_request']);
    expect(await eventById(id)).toMatchObject({ deliveredTo: ['notifications.notice'], failures: 0 });
  });
});

describe('the delivery itself', () => {
  const silent = () => undefined;

  it('delivering one event several times at once runs each reaction once', async () => {
    const advisor = await newAdvisor();
    const id = await recordUndelivered({ type: 'AdvisorOnboarded', advisorId: advisor.user.id }, advisor.user.id);
    let runs = 0;
    const delivery = new EventDelivery(t.database.db, silent).on('AdvisorOnboarded', {
      name: 'test.count',
      run: async () => {
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
      },
    });
    await Promise.all([delivery.deliver([id]), delivery.deliver([id]), delivery.deliverUndelivered({ now: new Date(), limit: 1_000, includeWaiting: true })]);
    expect(runs).toBe(1);
    expect(await eventById(id)).toMatchObject({ deliveredTo: ['test.count'], deliveredAt: expect.any(Date) });
  });

  it('an event whose reactions all ran, by a delivery cut off before it said so, is marked delivered without running them again', async () => {
    const advisor = await newAdvisor();
    const id = await recordUndelivered({ type: 'AdvisorOnboarded', advisorId: advisor.user.id }, advisor.user.id);
    await t.database.db
      .update(domainEvents)
      .set({ deliveredTo: ['test.count'] })
      .where(eq(domainEvents.id, id));
    let runs = 0;
    const delivery = new EventDelivery(t.database.db, silent).on('AdvisorOnboarded', {
      name: 'test.count',
      run: async () => {
        runs += 1;
      },
    });
    await delivery.deliver([id]);
    expect(runs).toBe(0);
    expect(await eventById(id)).toMatchObject({ deliveredTo: ['test.count'], deliveredAt: expect.any(Date) });
  });

  it('an event no reaction follows is delivered as it is', async () => {
    const advisor = await newAdvisor();
    const id = await recordUndelivered({ type: 'AdvisorOnboarded', advisorId: advisor.user.id }, advisor.user.id);
    await new EventDelivery(t.database.db, silent).deliver([id]);
    expect(await eventById(id)).toMatchObject({ deliveredTo: [], deliveredAt: expect.any(Date) });
  });

  it('an event this build cannot read is never marked delivered', async () => {
    const errors: unknown[] = [];
    const id = randomUUID();
    await insertDomainEvent(t.database.db, { id, type: 'SomethingNew', payload: { anything: 1 }, userId: null, occurredAt: new Date() }, 60);
    await new EventDelivery(t.database.db, (error) => errors.push(error)).deliver([id]);
    expect(await eventById(id)).toMatchObject({ deliveredAt: null, failures: 1 });
    expect((await eventById(id))?.lastError).toContain('domain_events.payload');
    expect(errors).toHaveLength(1);
    await t.database.db.delete(domainEvents).where(eq(domainEvents.id, id));
  });

  it('recording an event that does not match its schema fails the write', async () => {
    const client = await newClient();
    const before = await eventsAbout(client.user.id);
    const broken = { type: 'AccountChanged', ownerId: client.user.id } as unknown as DomainEvent;
    await expect(commitWithEvents(t.database.db, (_tx, events) => events.record(broken))).rejects.toThrow();
    expect(await eventsAbout(client.user.id)).toEqual(before);
  });

  it('the sweep deletes delivered events after a month, and only those', async () => {
    const advisor = await newAdvisor();
    const old = await recordUndelivered({ type: 'AdvisorOnboarded', advisorId: advisor.user.id }, advisor.user.id);
    const recent = await recordUndelivered({ type: 'AdvisorOnboarded', advisorId: advisor.user.id }, advisor.user.id);
    await new EventDelivery(t.database.db, silent).deliver([old, recent]);
    await t.database.db
      .update(domainEvents)
      .set({ deliveredAt: sql`now() - interval '31 days'` })
      .where(eq(domainEvents.id, old));
    await sweep();
    const left = await t.database.db.select({ id: domainEvents.id }).from(domainEvents).where(eq(domainEvents.userId, advisor.user.id));
    expect(left.map((row) => row.id)).toEqual([recent]);
  });
});

// Last: the second server registers its own delivery for this database handle.
describe('a server starting', () => {
  it('delivers what a process that died left undelivered before it answers', async () => {
    const client = await newClient();
    const advisor = await newAdvisor();
    await recordUndelivered(
      { type: 'ConnectionRequested', connectionId: randomUUID(), clientId: client.user.id, advisorId: advisor.user.id, requestedBy: 'client' },
      client.user.id,
    );
    const second = await t.database.reopen();
    const restarted = await createTestApp({}, { database: { ...second, reopen: t.database.reopen } });
    try {
      expect((await notificationsOf(advisor.user.id)).map((row) => row.type)).toEqual(['connection_request']);
    } finally {
      await restarted.close();
    }
  });
});
