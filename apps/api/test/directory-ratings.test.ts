import { advisorRatings, users } from '@finboard/db';
import { RATING_MESSAGE } from '@finboard/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdvisor, type Party, searchOk } from './directory-helpers';
import { createTestApp, expectError, signUp, type TestApp } from './test-app';

/** PUT /api/directory/advisors/:id/rating: who may rate, the upsert, and where the ratings show. */

let t: TestApp;
let advisor: Party;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
  advisor = await createAdvisor(t, { zip: '10001' });
}, 60_000);
afterAll(() => t?.close());

const rate = (who: Party | null, advisorId: string, payload: unknown) =>
  t.request({ method: 'PUT', url: `/api/directory/advisors/${encodeURIComponent(advisorId)}/rating`, payload: payload as object, cookies: who?.cookies });

async function rateOk(who: Party, stars: number, advisorId = advisor.user.id) {
  const answer = await rate(who, advisorId, { stars });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ stars: number; rating: { average: number | null; count: number } }>();
}

const post = (who: Party, url: string, payload: Record<string, unknown> = {}) => t.request({ method: 'POST', url, payload, cookies: who.cookies });

async function requestFrom(client: Party, to: Party = advisor): Promise<string> {
  const answer = await post(client, '/api/connections', { advisorId: to.user.id });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().connection.id;
}

async function connected(to: Party = advisor): Promise<{ client: Party; linkId: string }> {
  const client = await signUp(t, { role: 'client' });
  const linkId = await requestFrom(client, to);
  expect((await post(to, `/api/connections/${linkId}/accept`)).statusCode).toBe(200);
  return { client, linkId };
}

describe('a connected client rates', () => {
  it('in half steps; ratings are averaged over clients and rating again replaces the first', async () => {
    const other = await createAdvisor(t, { zip: '10001' });
    const first = (await connected(other)).client;
    const second = (await connected(other)).client;
    expect(await rateOk(first, 4.5, other.user.id)).toEqual({ stars: 4.5, rating: { average: 4.5, count: 1 } });
    expect(await rateOk(second, 3, other.user.id)).toEqual({ stars: 3, rating: { average: 3.75, count: 2 } });
    expect(await rateOk(first, 5, other.user.id)).toEqual({ stars: 5, rating: { average: 4, count: 2 } });
    const rows = await t.database.db.select().from(advisorRatings).where(eq(advisorRatings.advisorId, other.user.id));
    expect(rows.map((row) => row.halfStars).sort()).toEqual([10, 6]);
  });

  it('shows on the cards, the public profile, and the client’s Board of Advisors (with their own rating)', async () => {
    const { client } = await connected();
    const bystander = await connected();
    await rateOk(client, 2.5);
    const card = (await searchOk(t, { zip: '10001' })).advisors.find((row) => row.id === advisor.user.id);
    expect(card?.rating).toEqual({ average: 2.5, count: 1 });
    const profile = await t.request({ method: 'GET', url: `/api/directory/advisors/${advisor.user.id}` });
    expect(profile.json().advisor.rating).toEqual({ average: 2.5, count: 1 });
    const board = await t.request({ method: 'GET', url: '/api/connections/advisors', cookies: client.cookies });
    expect(board.statusCode, board.body).toBe(200);
    expect(board.json().advisors[0]).toMatchObject({ advisor: { id: advisor.user.id }, rating: { average: 2.5, count: 1 }, myRating: 2.5 });
    const theirs = await t.request({ method: 'GET', url: '/api/connections/advisors', cookies: bystander.client.cookies });
    expect(theirs.json().advisors[0]).toMatchObject({ rating: { average: 2.5, count: 1 }, myRating: null });
  });

  it('may still rate after the connection ended', async () => {
    const { client, linkId } = await connected();
    expect((await post(client, `/api/connections/${linkId}/disconnect`)).statusCode).toBe(200);
    expect((await rateOk(client, 1)).stars).toBe(1);
  });
});

describe('anyone else is refused', () => {
  it('a client who only asked, was declined, or withdrew, and one never connected: 404, nothing stored', async () => {
    const pending = await signUp(t, { role: 'client' });
    await requestFrom(pending);
    const declined = await signUp(t, { role: 'client' });
    expect((await post(advisor, `/api/connections/${await requestFrom(declined)}/decline`)).statusCode).toBe(200);
    const withdrew = await signUp(t, { role: 'client' });
    expect((await post(withdrew, `/api/connections/${await requestFrom(withdrew)}/disconnect`)).statusCode).toBe(200);
    const stranger = await signUp(t, { role: 'client' });
    for (const client of [pending, declined, withdrew, stranger]) {
      expectError(await rate(client, advisor.user.id, { stars: 5 }), 404, 'NOT_FOUND');
      expect(await t.database.db.select().from(advisorRatings).where(eq(advisorRatings.userId, client.user.id))).toEqual([]);
    }
  });

  it('an unknown advisor, or a client’s id: 404 alike', async () => {
    const { client } = await connected();
    const other = await signUp(t, { role: 'client' });
    for (const id of ['no-such-advisor', other.user.id, client.user.id]) expectError(await rate(client, id, { stars: 4 }), 404, 'NOT_FOUND');
  });

  it('signed out 401; an advisor 403; a client whose email is not verified 403', async () => {
    expectError(await rate(null, advisor.user.id, { stars: 4 }), 401, 'UNAUTHENTICATED');
    expectError(await rate(advisor, advisor.user.id, { stars: 4 }), 403, 'FORBIDDEN');
    const { client } = await connected();
    await t.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, client.user.id));
    expectError(await rate(client, advisor.user.id, { stars: 4 }), 403, 'FORBIDDEN');
  });

  it.each([
    ['zero', { stars: 0 }, true],
    ['over five', { stars: 5.5 }, true],
    ['a quarter step', { stars: 1.25 }, true],
    ['negative', { stars: -1 }, true],
    ['text', { stars: '4' }, false],
    ['missing', {}, false],
    ['an extra field', { stars: 4, userId: 'someone' }, false],
  ])('a rating that is %s → 400', async (_label, payload, withMessage) => {
    const { client } = await connected();
    const error = expectError(await rate(client, advisor.user.id, payload), 400, 'VALIDATION');
    if (withMessage) expect(error.message).toContain(RATING_MESSAGE);
    expect(await t.database.db.select().from(advisorRatings).where(eq(advisorRatings.userId, client.user.id))).toEqual([]);
  });
});
