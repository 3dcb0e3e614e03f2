import { shareRequests, users } from '@finboard/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenarioApi } from './scenario-test-helpers';
import { createTestApp, expectError, signUp, type TestApp } from './test-app';

/** Asking to share (issue 34, item 3): an advisor asks, the client grants with the switch or declines, each side is told. */

let t: TestApp;
const DAY = 24 * 60 * 60 * 1000;
let clock = new Date('2026-11-02T15:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' }, { now: () => clock });
});
afterAll(() => t?.close());

type Party = Awaited<ReturnType<typeof signUp>>;
const CASH_FLOW_ONLY = { netWorth: false, cashFlow: true, retirementScore: false };

const req = (who: Party | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  t.request({ method, url, ...(payload ? { payload } : {}), cookies: who?.cookies });

/** A client connected to an advisor, sharing only Cash Flow. */
async function connectedPair() {
  const client = await signUp(t, { role: 'client' });
  const advisor = await signUp(t, { role: 'advisor' });
  const asked = await req(client, 'POST', '/api/connections', { advisorId: advisor.user.id, share: CASH_FLOW_ONLY });
  expect(asked.statusCode, asked.body).toBe(201);
  const connectionId = asked.json().connection.id as string;
  expect((await req(advisor, 'POST', `/api/connections/${connectionId}/accept`, {})).statusCode).toBe(200);
  return { client, advisor, connectionId };
}

const ask = (advisor: Party, clientId: string, part: string, scenarioId?: string) =>
  req(advisor, 'POST', '/api/share-requests', { clientId, part, ...(scenarioId ? { scenarioId } : {}) });

/** The one notification of this type (the test's clock and the connection's real one order the list differently). */
async function noticeOf(who: Party, type: string) {
  const found = (await notificationsOf(who)).filter((notice) => notice.type === type);
  expect(found).toHaveLength(1);
  return found[0];
}

async function notificationsOf(who: Party) {
  const answer = await req(who, 'GET', '/api/notifications?limit=50');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().notifications as {
    type: string;
    person: { id: string } | null;
    shareRequest?: { id: string; part: string };
    scenarioId: string | null;
  }[];
}

describe('asking to share', () => {
  it('a connected advisor asks for Net Worth: the request is pending and the client is told, naming the part', async () => {
    const { client, advisor } = await connectedPair();
    const answer = await ask(advisor, client.user.id, 'netWorth');
    expect(answer.statusCode, answer.body).toBe(201);
    const request = answer.json().shareRequest;
    expect(request).toMatchObject({
      clientId: client.user.id,
      advisorId: advisor.user.id,
      part: 'netWorth',
      scenarioId: null,
      state: 'pending',
      answeredAt: null,
    });
    expect(request.askedAt).toBe(clock.toISOString());
    const notice = await noticeOf(client, 'share_request');
    expect(notice).toMatchObject({ person: { id: advisor.user.id }, shareRequest: { id: request.id, part: 'netWorth' } });
    const mine = await req(client, 'GET', '/api/share-requests/to-me');
    expect(mine.json().shareRequests.map((row: { id: string }) => row.id)).toEqual([request.id]);
    const listed = await req(advisor, 'GET', `/api/share-requests?clientId=${client.user.id}`);
    expect(listed.json().shareRequests).toEqual([request]);
  });

  it('refuses a second ask of a pending part, and a part already shared, with clear messages', async () => {
    const { client, advisor } = await connectedPair();
    expect((await ask(advisor, client.user.id, 'retirementScore')).statusCode).toBe(201);
    expect(expectError(await ask(advisor, client.user.id, 'retirementScore'), 409, 'CONFLICT').message).toBe(
      'You already asked for Retirement Score; the client has not answered yet.',
    );
    expect(expectError(await ask(advisor, client.user.id, 'cashFlow'), 409, 'CONFLICT').message).toBe('The client already shares Cash Flow with you.');
    const rows = await t.database.db.select().from(shareRequests).where(eq(shareRequests.userId, client.user.id));
    expect(rows).toHaveLength(1);
  });

  it('the database keeps one pending ask per part whatever the service checked', async () => {
    const { client, advisor } = await connectedPair();
    const row = { userId: client.user.id, advisorId: advisor.user.id, part: 'netWorth' as const, askedAt: clock };
    await t.database.db.insert(shareRequests).values({ id: crypto.randomUUID(), ...row });
    await expect(t.database.db.insert(shareRequests).values({ id: crypto.randomUUID(), ...row })).rejects.toThrow();
    await expect(t.database.db.insert(shareRequests).values({ id: crypto.randomUUID(), ...row, part: 'bogus' as 'netWorth' })).rejects.toThrow();
  });

  it('turning the switch on grants the ask; the advisor is told and reads the part', async () => {
    const { client, advisor, connectionId } = await connectedPair();
    const request = (await ask(advisor, client.user.id, 'netWorth')).json().shareRequest;
    expectError(await req(advisor, 'GET', `/api/net-worth?userId=${client.user.id}`), 403);
    const turned = await req(client, 'PUT', `/api/connections/${connectionId}/share`, { ...CASH_FLOW_ONLY, netWorth: true });
    expect(turned.statusCode, turned.body).toBe(200);
    const [row] = await t.database.db.select().from(shareRequests).where(eq(shareRequests.id, request.id));
    expect(row).toMatchObject({ state: 'granted', answeredAt: clock });
    const notice = await noticeOf(advisor, 'share_request_granted');
    expect(notice).toMatchObject({ person: { id: client.user.id }, shareRequest: { part: 'netWorth' } });
    expect((await req(advisor, 'GET', `/api/net-worth?userId=${client.user.id}`)).statusCode).toBe(200);
    expect((await req(client, 'GET', '/api/share-requests/to-me')).json().shareRequests).toEqual([]);
  });

  it('a decline tells the advisor; asking again is refused at 29 days, naming the day, and allowed at 31', async () => {
    const { client, advisor } = await connectedPair();
    const request = (await ask(advisor, client.user.id, 'netWorth')).json().shareRequest;
    const declined = await req(client, 'POST', `/api/share-requests/${request.id}/decline`, {});
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().shareRequest).toMatchObject({ state: 'declined', answeredAt: clock.toISOString() });
    expect(await noticeOf(advisor, 'share_request_declined')).toMatchObject({ shareRequest: { part: 'netWorth' } });
    expectError(await req(client, 'POST', `/api/share-requests/${request.id}/decline`, {}), 409, 'CONFLICT');

    const declinedAt = clock;
    try {
      clock = new Date(declinedAt.getTime() + 29 * DAY);
      expect(expectError(await ask(advisor, client.user.id, 'netWorth'), 409, 'CONFLICT').message).toBe(
        'The client declined to share Net Worth. You can ask again on 12-02-2026.',
      );
      clock = new Date(declinedAt.getTime() + 31 * DAY);
      expect((await ask(advisor, client.user.id, 'netWorth')).statusCode).toBe(201);
    } finally {
      clock = declinedAt;
    }
  });

  it('a scenario: asked by id, granted by sharing it (the advisor hears the share); another client’s scenario is not found', async () => {
    const { client, advisor } = await connectedPair();
    const api = scenarioApi(t);
    const scenario = (await api.create(client.cookies, { name: 'Pay down the card' })).json().scenario as { id: string };
    const asked = await ask(advisor, client.user.id, 'scenario', scenario.id);
    expect(asked.statusCode, asked.body).toBe(201);
    expect(await noticeOf(client, 'share_request')).toMatchObject({ scenarioId: scenario.id, shareRequest: { part: 'scenario' } });
    expect((await api.share(client.cookies, scenario.id, advisor.user.id)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(shareRequests).where(eq(shareRequests.id, asked.json().shareRequest.id));
    expect(row?.state).toBe('granted');
    expect(expectError(await ask(advisor, client.user.id, 'scenario', scenario.id), 409).message).toBe(
      'The client already shares a retirement scenario with you.',
    );
    const other = await signUp(t, { role: 'client' });
    const foreign = (await api.create(other.cookies, { name: 'Not yours' })).json().scenario as { id: string };
    expectError(await ask(advisor, client.user.id, 'scenario', foreign.id), 404, 'NOT_FOUND');
    expectError(await ask(advisor, client.user.id, 'scenario', crypto.randomUUID()), 404, 'NOT_FOUND');
  });

  it('a retirement plan of the client’s choice: asked without naming one once Retirement Score is shared, granted when a plan is shared', async () => {
    const { client, advisor, connectionId } = await connectedPair();
    expect(expectError(await ask(advisor, client.user.id, 'scenario'), 409).message).toBe(
      "Ask for Retirement Score first: the client's plans show only while it is shared.",
    );
    expect((await req(client, 'PUT', `/api/connections/${connectionId}/share`, { ...CASH_FLOW_ONLY, retirementScore: true })).statusCode).toBe(200);
    const asked = await ask(advisor, client.user.id, 'scenario');
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().shareRequest).toMatchObject({ part: 'scenario', scenarioId: null, state: 'pending' });
    expectError(await ask(advisor, client.user.id, 'scenario'), 409);
    const stateOfAsk = async () => (await t.database.db.select().from(shareRequests).where(eq(shareRequests.id, asked.json().shareRequest.id)))[0]?.state;

    const api = scenarioApi(t);
    // A debt scenario is not the retirement plan asked for.
    const debt = (await api.create(client.cookies, { type: 'debt', name: 'Pay down the card' })).json().scenario as { id: string };
    expect((await api.share(client.cookies, debt.id, advisor.user.id)).statusCode).toBe(200);
    expect(await stateOfAsk()).toBe('pending');
    const plan = (await api.create(client.cookies, { type: 'retire', name: 'Retire at 65', calculator: 'monteCarlo' })).json().scenario as { id: string };
    expect((await api.share(client.cookies, plan.id, advisor.user.id)).statusCode).toBe(200);
    expect(await stateOfAsk()).toBe('granted');
    expect(expectError(await ask(advisor, client.user.id, 'scenario'), 409).message).toBe('The client already shares a retirement scenario with you.');
  });

  it('strangers, forged ids and the wrong roles get nothing', async () => {
    const { client, advisor } = await connectedPair();
    const stranger = await signUp(t, { role: 'advisor' });
    const otherClient = await signUp(t, { role: 'client' });
    expectError(await ask(stranger, client.user.id, 'netWorth'), 404, 'NOT_FOUND');
    expectError(await req(stranger, 'GET', `/api/share-requests?clientId=${client.user.id}`), 404, 'NOT_FOUND');
    expectError(await ask(advisor, 'no-such-user', 'netWorth'), 404, 'NOT_FOUND');
    expectError(await ask(advisor, otherClient.user.id, 'netWorth'), 404, 'NOT_FOUND');
    expectError(await req(client, 'POST', '/api/share-requests', { clientId: client.user.id, part: 'netWorth' }), 403, 'FORBIDDEN');
    expectError(await req(null, 'POST', '/api/share-requests', { clientId: client.user.id, part: 'netWorth' }), 401);

    const request = (await ask(advisor, client.user.id, 'netWorth')).json().shareRequest;
    expectError(await req(otherClient, 'POST', `/api/share-requests/${request.id}/decline`, {}), 404, 'NOT_FOUND');
    expectError(await req(advisor, 'POST', `/api/share-requests/${request.id}/decline`, {}), 403, 'FORBIDDEN');
    const [row] = await t.database.db.select().from(shareRequests).where(eq(shareRequests.id, request.id));
    expect(row?.state).toBe('pending');
  });

  it('a sub-advisor reads the primary’s clients read-only and cannot ask them', async () => {
    const { client, advisor: primary } = await connectedPair();
    const sub = await signUp(t, { role: 'advisor' });
    await t.database.db.update(users).set({ parentId: primary.user.id }).where(eq(users.id, sub.user.id));
    expect(expectError(await ask(sub, client.user.id, 'netWorth'), 403, 'FORBIDDEN').message).toBe("Only the client's own advisor can ask them to share.");
  });

  it('refuses bad bodies with 400', async () => {
    const { client, advisor } = await connectedPair();
    for (const payload of [
      {},
      { clientId: client.user.id },
      { clientId: client.user.id, part: 'everything' },
      { clientId: client.user.id, part: 'netWorth', scenarioId: crypto.randomUUID() },
      { clientId: client.user.id, part: 'scenario', scenarioId: 'not-a-uuid' },
      { clientId: client.user.id, part: 'netWorth', extra: true },
    ]) {
      expectError(await req(advisor, 'POST', '/api/share-requests', payload), 400, 'VALIDATION');
    }
    expectError(await req(advisor, 'GET', '/api/share-requests'), 400, 'VALIDATION');
    expectError(await req(client, 'POST', '/api/share-requests/not-a-uuid/decline', {}), 400, 'VALIDATION');
  });
});
