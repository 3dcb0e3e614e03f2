import { notifications, users } from '@finboard/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyInTransaction } from '../src/modules/notifications/notify';
import { createTestApp, expectError, signUp, type TestApp } from './test-app';

/** The notifications api: the caller's own list, newest first a page at a time, the unread count, marking read. */

let t: TestApp;
type Party = Awaited<ReturnType<typeof signUp>>;
let advisor: Party;
let client: Party;
let otherClient: Party;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
  advisor = await signUp(t, { role: 'advisor', firstName: 'Charles', lastName: 'Babbage' });
  client = await signUp(t, { role: 'client', firstName: 'Ada', lastName: 'Lovelace' });
  otherClient = await signUp(t, { role: 'client', firstName: 'Grace', lastName: 'Hopper' });
});
afterAll(() => t?.close());

interface Notification {
  id: string;
  type: string;
  createdAt: string;
  read: boolean;
  person: { id: string; role: string; firstName: string; lastName: string; photoUrl: string | null } | null;
  connectionId: string | null;
  institution: { id: string; name: string; logoUrl: string | null } | null;
  scenarioId: string | null;
}
interface ListAnswer {
  notifications: Notification[];
  unreadCount: number;
  nextCursor: string | null;
}

const list = (who: Party | null, query = '') => t.request({ method: 'GET', url: `/api/notifications${query}`, cookies: who?.cookies ?? [] });
const markRead = (who: Party | null, payload: unknown) =>
  t.request({ method: 'POST', url: '/api/notifications/read', payload: payload as object, cookies: who?.cookies ?? [] });
const markAll = (who: Party | null) => t.request({ method: 'POST', url: '/api/notifications/read-all', payload: {}, cookies: who?.cookies ?? [] });

async function listOk(who: Party, query = ''): Promise<ListAnswer> {
  const answer = await list(who, query);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<ListAnswer>();
}

/** Every page of a recipient's notifications, following nextCursor to the end. */
async function allPages(who: Party, limit: number): Promise<{ pages: Notification[][]; unreadCounts: number[] }> {
  const pages: Notification[][] = [];
  const unreadCounts: number[] = [];
  let cursor: string | null = null;
  do {
    const page: ListAnswer = await listOk(who, `?limit=${limit}${cursor ? `&before=${cursor}` : ''}`);
    pages.push(page.notifications);
    unreadCounts.push(page.unreadCount);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 100);
  return { pages, unreadCounts };
}

const storedRows = (userId: string) => t.database.db.select().from(notifications).where(eq(notifications.userId, userId));

/** A user with `count` notifications at known times: index i at base + i minutes, with `ties` extra rows at the same instant as the newest. */
async function userWithNotifications(count: number, ties = 0): Promise<{ who: Party; ids: string[] }> {
  const who = await signUp(t, { role: 'advisor' });
  const base = Date.UTC(2026, 0, 1, 12, 0, 0);
  for (let index = 0; index < count; index += 1) {
    await notifyInTransaction(t.database.db, {
      recipient: { id: who.user.id, role: 'advisor' },
      type: index % 2 === 0 ? 'connection_request' : 'scenario_share',
      personId: client.user.id,
      ...(index % 2 === 0 ? { connectionId: `link-${index}` } : { scenarioId: `scenario-${index}` }),
      at: new Date(base + index * 60_000),
    });
  }
  for (let index = 0; index < ties; index += 1) {
    await notifyInTransaction(t.database.db, {
      recipient: { id: who.user.id, role: 'advisor' },
      type: 'disconnect',
      personId: client.user.id,
      at: new Date(base + (count - 1) * 60_000),
    });
  }
  // Newest first; ties in created_at by id, descending.
  const rows = await storedRows(who.user.id);
  const ids = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)).map((row) => row.id);
  return { who, ids };
}

describe('listing', () => {
  it('answers an empty list to a user who has none', async () => {
    expect(await listOk(otherClient)).toEqual({ notifications: [], unreadCount: 0, nextCursor: null });
  });

  it('shows the first six by default, newest first, with the unread count of all of them', async () => {
    const { who, ids } = await userWithNotifications(9);
    const first = await listOk(who);
    expect(first.notifications.map((notification) => notification.id)).toEqual(ids.slice(0, 6));
    expect(first.unreadCount).toBe(9);
    expect(first.nextCursor).toEqual(expect.any(String));
    expect(first.notifications[0]).toEqual({
      id: ids[0],
      type: 'connection_request',
      createdAt: '2026-01-01T12:08:00.000Z',
      read: false,
      person: { id: client.user.id, role: 'client', firstName: 'Ada', lastName: 'Lovelace', photoUrl: null },
      connectionId: 'link-8',
      institution: null,
      scenarioId: null,
    });
    expect(first.notifications[1]).toMatchObject({
      type: 'scenario_share',
      createdAt: '2026-01-01T12:07:00.000Z',
      connectionId: null,
      scenarioId: 'scenario-7',
    });
    const second = await listOk(who, `?before=${first.nextCursor}`);
    expect(second.notifications.map((notification) => notification.id)).toEqual(ids.slice(6));
    expect(second).toMatchObject({ unreadCount: 9, nextCursor: null });
  });

  it('pages through every notification once, in order, whatever the page size, ties in time broken by id', async () => {
    const { who, ids } = await userWithNotifications(14, 5);
    expect(ids).toHaveLength(19);
    for (const limit of [1, 3, 6, 7, 19, 50]) {
      const { pages, unreadCounts } = await allPages(who, limit);
      expect(pages.flat().map((notification) => notification.id)).toEqual(ids);
      expect(pages).toHaveLength(Math.ceil(19 / limit));
      expect(pages.slice(0, -1).every((page) => page.length === limit)).toBe(true);
      expect(new Set(unreadCounts)).toEqual(new Set([19]));
    }
    // The six rows sharing the newest instant come first, by id descending.
    const tied = (await listOk(who, '?limit=6')).notifications;
    expect(new Set(tied.map((notification) => notification.createdAt))).toEqual(new Set(['2026-01-01T12:13:00.000Z']));
    expect(tied.map((notification) => notification.id)).toEqual([...tied.map((notification) => notification.id)].sort().reverse());
  });

  it('keeps the order exact to the microsecond the database stores', async () => {
    const who = await signUp(t, { role: 'client' });
    // Same millisecond, different microseconds: a cursor rounded to milliseconds would skip or repeat one.
    for (const micro of ['123401', '123403', '123402']) {
      await t.database.db.execute(
        sql`insert into notifications (id, user_id, type, person_id, created_at) values (${crypto.randomUUID()}, ${who.user.id}, 'disconnect', ${advisor.user.id}, ${`2026-03-01T10:00:00.${micro}Z`}::timestamptz)`,
      );
    }
    const rows = await t.database.db.execute(sql`select id from notifications where user_id = ${who.user.id} order by created_at desc`);
    const expected = (rows as { rows: { id: string }[] }).rows.map((row) => row.id);
    expect(expected).toHaveLength(3);
    const { pages } = await allPages(who, 1);
    expect(pages.flat().map((notification) => notification.id)).toEqual(expected);
    expect(pages.flat().map((notification) => notification.person?.role)).toEqual(['advisor', 'advisor', 'advisor']);
  });

  it("reads the other person's name and picture as they are now", async () => {
    const who = await signUp(t, { role: 'client' });
    const person = await signUp(t, { role: 'advisor', firstName: 'Old', lastName: 'Name' });
    await notifyInTransaction(t.database.db, {
      recipient: { id: who.user.id, role: 'client' },
      type: 'connection',
      personId: person.user.id,
      connectionId: 'x',
      at: new Date(),
    });
    expect((await listOk(who)).notifications[0]?.person).toEqual({ id: person.user.id, role: 'advisor', firstName: 'Old', lastName: 'Name', photoUrl: null });
    await t.database.db.update(users).set({ firstName: 'New', lastName: 'Surname', image: 'https://example.com/face.png' }).where(eq(users.id, person.user.id));
    expect((await listOk(who)).notifications[0]?.person).toEqual({
      id: person.user.id,
      role: 'advisor',
      firstName: 'New',
      lastName: 'Surname',
      photoUrl: 'https://example.com/face.png',
    });
  });

  it("never shows another user's notifications", async () => {
    const { who } = await userWithNotifications(3);
    expect((await listOk(otherClient)).notifications).toEqual([]);
    expect((await listOk(who)).notifications).toHaveLength(3);
  });

  it('refuses a malformed limit or cursor with a 400 naming the field', async () => {
    const { who } = await userWithNotifications(2);
    for (const query of ['?limit=0', '?limit=51', '?limit=2.5', '?limit=abc', '?limit=-1', `?before=${'a'.repeat(201)}`, '?unknown=1']) {
      expectError(await list(who, query), 400, 'VALIDATION');
    }
    const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
    const badCursors = [
      'not a cursor!',
      'abc',
      encode('2026-01-01T00:00:00.000Z'),
      encode(`2026-01-01T00:00:00.000Z|not-a-uuid`),
      encode(`2026-02-31T00:00:00.000Z|${crypto.randomUUID()}`),
      encode(`0000-01-01T00:00:00.000Z|${crypto.randomUUID()}`),
      encode(`yesterday|${crypto.randomUUID()}`),
      encode(`2026-01-01T00:00:00.000Z|${crypto.randomUUID()}|extra`),
      encode(`2026-01-01T00:00:00.000Z'; drop table notifications; --|${crypto.randomUUID()}`),
    ];
    for (const cursor of badCursors) {
      const error = expectError(await list(who, `?before=${encodeURIComponent(cursor)}`), 400, 'VALIDATION');
      expect(error).toMatchObject({ message: 'This page of notifications cannot be found. Please start again from the newest.', field: 'before' });
    }
    // A well-formed cursor nothing has is simply the end of the list (or everything older).
    const far = encode(`1999-01-01T00:00:00.000Z|${crypto.randomUUID()}`);
    expect(await listOk(who, `?before=${far}`)).toEqual({ notifications: [], unreadCount: 2, nextCursor: null });
    expect((await listOk(who, `?before=${encode(`2999-01-01T00:00:00Z|${crypto.randomUUID()}`)}`)).notifications).toHaveLength(2);
  });
});

describe('marking read', () => {
  it('marks a batch read and answers the unread count; marking again changes nothing', async () => {
    const { who, ids } = await userWithNotifications(8);
    const batch = ids.slice(0, 6);
    const answer = await markRead(who, { ids: batch });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ unreadCount: 2 });
    const listed = await listOk(who, '?limit=50');
    expect(listed.unreadCount).toBe(2);
    expect(listed.notifications.map((notification) => notification.read)).toEqual([true, true, true, true, true, true, false, false]);
    const firstReadAt = (await storedRows(who.user.id)).find((row) => row.id === ids[0])?.readAt;
    expect(firstReadAt).toBeInstanceOf(Date);
    // Idempotent, also with a repeated id; the first read time stays.
    const again = await markRead(who, { ids: [ids[0], ids[0], ids[1]] });
    expect(again.json()).toEqual({ unreadCount: 2 });
    expect((await storedRows(who.user.id)).find((row) => row.id === ids[0])?.readAt).toEqual(firstReadAt);
  });

  it("refuses the whole batch when one id is another user's or unknown: 404 and nothing marked", async () => {
    const { who, ids } = await userWithNotifications(3);
    const { ids: theirs } = await userWithNotifications(2);
    for (const stranger of [theirs[0] as string, crypto.randomUUID()]) {
      const error = expectError(await markRead(who, { ids: [ids[0], stranger, ids[1]] }), 404, 'NOT_FOUND');
      expect(error.message).toBe('Notification not found.');
    }
    expect((await listOk(who)).unreadCount).toBe(3);
    expect((await storedRows(who.user.id)).filter((row) => row.readAt !== null)).toEqual([]);
    // Nor can anyone mark another user's notification on its own.
    expectError(await markRead(otherClient, { ids: [ids[2]] }), 404, 'NOT_FOUND');
    expect((await listOk(who)).unreadCount).toBe(3);
  });

  it('refuses malformed batches with a 400', async () => {
    const { who, ids } = await userWithNotifications(1);
    const tooMany = Array.from({ length: 51 }, () => crypto.randomUUID());
    for (const payload of [{}, { ids: [] }, { ids: ['not-a-uuid'] }, { ids: 'x' }, { ids: tooMany }, { ids: [ids[0]], extra: true }, { ids: [42] }]) {
      expectError(await markRead(who, payload), 400, 'VALIDATION');
    }
    expect((await listOk(who)).unreadCount).toBe(1);
  });

  it("marks all of the caller's own read, nobody else's", async () => {
    const { who } = await userWithNotifications(7);
    const { who: neighbour } = await userWithNotifications(4);
    const answer = await markAll(who);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ unreadCount: 0 });
    expect((await listOk(who, '?limit=50')).notifications.every((notification) => notification.read)).toBe(true);
    expect((await listOk(neighbour)).unreadCount).toBe(4);
    expect((await markAll(who)).json()).toEqual({ unreadCount: 0 });
    expectError(await t.request({ method: 'POST', url: '/api/notifications/read-all', payload: { all: true }, cookies: who.cookies }), 400, 'VALIDATION');
  });
});

describe('who may call', () => {
  it('a signed-out caller is 401 on every route', async () => {
    expectError(await list(null), 401, 'UNAUTHENTICATED');
    expectError(await markRead(null, { ids: [crypto.randomUUID()] }), 401, 'UNAUTHENTICATED');
    expectError(await markAll(null), 401, 'UNAUTHENTICATED');
  });

  it('an unverified user and an admin are refused; a client and an advisor are served', async () => {
    const unverified = await signUp(t, { role: 'client' }, { verified: false });
    expectError(await list(unverified), 403, 'FORBIDDEN');
    const admin = await signUp(t, { role: 'client' });
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    expectError(await list(admin), 403, 'FORBIDDEN');
    expectError(await markAll(admin), 403, 'FORBIDDEN');
    expect((await list(client)).statusCode).toBe(200);
    expect((await list(advisor)).statusCode).toBe(200);
  });
});

describe('the producer', () => {
  it('refuses a type the recipient role never receives, and stores nothing', async () => {
    const who = await signUp(t, { role: 'client' });
    await expect(
      notifyInTransaction(t.database.db, {
        recipient: { id: who.user.id, role: 'client' },
        type: 'connection_request',
        personId: advisor.user.id,
        at: new Date(),
      }),
    ).rejects.toThrow('A client does not receive connection_request notifications.');
    await expect(
      notifyInTransaction(t.database.db, {
        recipient: { id: advisor.user.id, role: 'advisor' },
        type: 'account_login_required',
        institutionId: 'x',
        at: new Date(),
      }),
    ).rejects.toThrow('An advisor does not receive');
    expect(await storedRows(who.user.id)).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, advisor.user.id), isNull(notifications.readAt))),
    ).toEqual([]);
  });
});
