import type { AddressInfo } from 'node:net';
import type { Database } from '@finboard/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyInTransaction } from '../src/modules/notifications/notify';
import { INVALID_LAST_EVENT_MESSAGE, MAX_REPLAYED } from '../src/modules/notifications/live/notification-stream.service';
import { TOO_MANY_STREAMS_MESSAGE } from '../src/modules/notifications/live/notification-hub';
import { parseConfig } from '../src/config/env';
import { buildServer } from '../src/server/build-server';
import { openSse, type SseConnection } from './sse-client';
import { createTestApp, expectError, signUp, TEST_ORIGIN, type TestApp } from './test-app';

/**
 * Live notifications over Server-Sent Events: an event reaches the recipient's open page once its
 * transaction commits (and never when it rolls back), on this instance or another on the same
 * database; a reconnecting page gets what it missed; the refusals and the bounds.
 */

let t: TestApp;
let baseUrl: string;
const open: SseConnection[] = [];

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  for (const connection of open) connection.close();
  await t?.close();
});

type Party = Awaited<ReturnType<typeof signUp>>;
let counter = 0;
const newClient = () => signUp(t, { role: 'client', firstName: `Client${(counter += 1)}`, lastName: 'Doe' });
const newAdvisor = () => signUp(t, { role: 'advisor', firstName: `Advisor${(counter += 1)}`, lastName: 'Roe' });

async function stream(who: Party, lastEventId?: string, url = baseUrl) {
  const connection = await openSse(url, who.cookies, lastEventId);
  open.push(connection);
  return connection;
}

async function requestLink(client: Party, advisor: Party) {
  const answer = await t.request({ method: 'POST', url: '/api/connections', payload: { advisorId: advisor.user.id }, cookies: client.cookies });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().connection as { id: string };
}

/** A notification written as an event would, outside any api call: for counts a test needs quickly. */
async function notifyDirectly(database: Database, advisor: Party, client: Party) {
  await database.db.transaction((tx) =>
    notifyInTransaction(tx, { recipient: { id: advisor.user.id, role: 'advisor' }, type: 'connection', personId: client.user.id, at: new Date() }),
  );
}

describe('the stream', () => {
  it('refuses a page without a session (401), an admin or an unverified user (403), and a Last-Event-ID it did not write (400)', async () => {
    expectError(await t.request({ method: 'GET', url: '/api/notifications/stream' }), 401, 'UNAUTHENTICATED');
    const unverified = await signUp(t, { role: 'client' }, { verified: false });
    expectError(await t.request({ method: 'GET', url: '/api/notifications/stream', cookies: unverified.cookies }), 403, 'FORBIDDEN');
    const advisor = await newAdvisor();
    for (const bad of ['nonsense', 'a\u0000b', Buffer.from('2026-02-31T00:00:00Z|x').toString('base64url')]) {
      const answer = await t.request({ method: 'GET', url: '/api/notifications/stream', cookies: advisor.cookies, headers: { 'last-event-id': bad } });
      expect(expectError(answer, 400, 'VALIDATION').message).toBe(INVALID_LAST_EVENT_MESSAGE);
    }
  });

  it("tells the advisor of a client's request within a second, as an event-stream with the notification and its position, and no one else", async () => {
    const [client, advisor, bystander] = [await newClient(), await newAdvisor(), await newAdvisor()];
    const page = await stream(advisor);
    const other = await stream(bystander);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    const [ready] = await page.waitFor('ready');
    expect(ready?.id).toBeUndefined();

    const started = Date.now();
    const link = await requestLink(client, advisor);
    const [event] = await page.waitFor('notification', 1, 1_000);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(event?.data).toEqual(
      expect.objectContaining({
        type: 'connection_request',
        read: false,
        connectionId: link.id,
        person: expect.objectContaining({ id: client.user.id, role: 'client', firstName: expect.stringMatching(/^Client\d+$/) }),
      }),
    );
    expect(event?.id).toMatch(/^[A-Za-z0-9_-]+$/);
    // The list's first entry is the same notification.
    const list = (await t.request({ method: 'GET', url: '/api/notifications?limit=6', cookies: advisor.cookies })).json();
    expect(list.notifications[0]).toEqual(event?.data);
    expect(other.events.filter((item) => item.event === 'notification')).toEqual([]);
  });

  it('sends nothing for an event whose transaction rolls back', async () => {
    const [client, advisor] = [await newClient(), await newAdvisor()];
    const page = await stream(advisor);
    await page.waitFor('ready');
    await t.database.db
      .transaction(async (tx) => {
        await notifyInTransaction(tx, {
          recipient: { id: advisor.user.id, role: 'advisor' },
          type: 'connection_request',
          personId: client.user.id,
          at: new Date(),
        });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await notifyDirectly(t.database, advisor, client);
    const events = await page.waitFor('notification');
    expect(events.map((item) => (item.data as { type: string }).type)).toEqual(['connection']);
  });

  it('gives a reconnecting page exactly what it missed, oldest first, then live ones', async () => {
    const [client, advisor] = [await newClient(), await newAdvisor()];
    await notifyDirectly(t.database, advisor, client);
    const first = await stream(advisor);
    const [ready] = await first.waitFor('ready');
    expect(ready?.id).toMatch(/^[A-Za-z0-9_-]+$/);
    first.close();

    await requestLink(client, advisor);
    await notifyDirectly(t.database, advisor, client);
    const again = await stream(advisor, ready?.id);
    const missed = await again.waitFor('notification', 2);
    expect(missed.map((item) => (item.data as { type: string }).type)).toEqual(['connection_request', 'connection']);
    expect(again.events.some((item) => item.event === 'ready')).toBe(false);

    await notifyDirectly(t.database, advisor, client);
    const all = await again.waitFor('notification', 3);
    expect(new Set(all.map((item) => (item.data as { id: string }).id)).size).toBe(3);

    // From the second one's id, only the third.
    const third = await stream(advisor, all[1]?.id);
    const resumed = await third.waitFor('notification');
    expect(resumed.map((item) => (item.data as { id: string }).id)).toEqual([(all[2]?.data as { id: string }).id]);
  });

  it(`asks a page that missed more than ${MAX_REPLAYED} to read afresh (resync) instead of replaying them`, async () => {
    const [client, advisor] = [await newClient(), await newAdvisor()];
    const first = await stream(advisor);
    await first.waitFor('ready');
    await notifyDirectly(t.database, advisor, client);
    const [one] = await first.waitFor('notification');
    first.close();
    for (let index = 0; index <= MAX_REPLAYED; index += 1) await notifyDirectly(t.database, advisor, client);
    const again = await stream(advisor, one?.id);
    await again.waitFor('resync');
    expect(again.events.filter((item) => item.event === 'notification')).toEqual([]);
  });

  it('bounds the streams one user holds: the ninth of ten is refused (429) until one closes', async () => {
    const advisor = await newAdvisor();
    const pages = [];
    for (let index = 0; index < 10; index += 1) pages.push(await stream(advisor));
    expect(pages.map((page) => page.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429, 429]);
    await Promise.all(pages.slice(8).map((page) => page.ended));
    pages[0]?.close();
    await pages[0]?.ended;
    await expect.poll(async () => (await stream(advisor)).status, { timeout: 2_000 }).toBe(200);
    // Another user is not held back by this one's limit.
    expect((await stream(await newAdvisor())).status).toBe(200);
  });

  it('answers the refused stream in the api error shape, with Retry-After', async () => {
    const advisor = await newAdvisor();
    for (let index = 0; index < 8; index += 1) await stream(advisor);
    const answer = await t.request({ method: 'GET', url: '/api/notifications/stream', cookies: advisor.cookies });
    expect(expectError(answer, 429, 'RATE_LIMITED').message).toBe(TOO_MANY_STREAMS_MESSAGE);
    expect(answer.headers['retry-after']).toBeDefined();
  });
});

describe('two api instances on one database', () => {
  it('brings an event committed on one instance to a page open on the other, within a second', async () => {
    const second = await t.database.reopen();
    const other = await buildServer({
      config: parseConfig({ NODE_ENV: 'test', PUBLIC_URL: TEST_ORIGIN, DEMO_DATA: 'false', LOG_LEVEL: 'silent' }),
      database: second,
      logger: false,
    });
    await other.listen({ port: 0, host: '127.0.0.1' });
    try {
      const otherUrl = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
      const [client, advisor] = [await newClient(), await newAdvisor()];
      const page = await stream(advisor, undefined, otherUrl);
      await page.waitFor('ready');
      const started = Date.now();
      const link = await requestLink(client, advisor); // through the first instance
      const [event] = await page.waitFor('notification', 1, 1_000);
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(event?.data).toEqual(expect.objectContaining({ type: 'connection_request', connectionId: link.id }));

      // Closing that instance ends its page's stream.
      await other.close();
      await page.ended;
    } finally {
      await other.close();
      await second.close();
    }
  });
});
