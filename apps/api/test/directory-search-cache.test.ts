import { users } from '@finboard/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdvisor, type Party, searchOk } from './directory-helpers';
import { createTestApp, signUp, type TestApp } from './test-app';

/**
 * The directory's search results are reused for DIRECTORY_CACHE_SECONDS (5 by default): what is
 * kept is public, a signed-in client's own links are added per request, and a rating written here
 * shows at once.
 */

let t: TestApp;
let advisor: Party;
let other: Party;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
  advisor = await createAdvisor(t, { firstName: 'Cached', zip: '60601' });
  other = await createAdvisor(t, { firstName: 'Neighbour', zip: '60602' });
}, 60_000);
afterAll(() => t?.close());

const idsNear = async (zip: string, cookies?: string[]) => (await searchOk(t, { zip }, { cookies })).advisors.map((card) => card.id);

describe('search results kept for a few seconds', () => {
  it('answers a repeated search from memory, and another search from the database', async () => {
    expect(await idsNear('60601')).toEqual([advisor.user.id, other.user.id]);
    // Unlisted behind the server's back: the same search within the seconds still lists them…
    await t.database.db.update(users).set({ completionDate: null }).where(eq(users.id, other.user.id));
    expect(await idsNear('60601')).toEqual([advisor.user.id, other.user.id]);
    // …a search the cache has not seen does not.
    expect(await idsNear('60602')).toEqual([advisor.user.id]);
    await t.database.db.update(users).set({ completionDate: '2024-01-02' }).where(eq(users.id, other.user.id));
  });

  it('never hands one client’s own link to anyone else', async () => {
    const client = await signUp(t, { role: 'client' });
    const requested = await t.request({ method: 'POST', url: '/api/connections', payload: { advisorId: advisor.user.id }, cookies: client.cookies });
    expect(requested.statusCode, requested.body).toBe(201);
    const cardOf = async (cookies?: string[]) =>
      (await searchOk(t, { zip: '60601', radius: 10 }, { cookies })).advisors.find((card) => card.id === advisor.user.id);
    // The same search three times in a row, each as someone else: one database read, three answers.
    expect((await cardOf())?.viewerConnection).toBeNull();
    expect((await cardOf(client.cookies))?.viewerConnection).toMatchObject({ status: 'pending', requestedBy: 'client' });
    expect((await cardOf((await signUp(t, { role: 'client' })).cookies))?.viewerConnection).toBeNull();
  });

  it('shows a rating written on this server at once', async () => {
    const client = await signUp(t, { role: 'client' });
    const linkId = (await t.request({ method: 'POST', url: '/api/connections', payload: { advisorId: other.user.id }, cookies: client.cookies })).json()
      .connection.id;
    expect((await t.request({ method: 'POST', url: `/api/connections/${linkId}/accept`, payload: {}, cookies: other.cookies })).statusCode).toBe(200);
    const ratingNear = async () => (await searchOk(t, { zip: '60602', radius: 10 })).advisors.find((card) => card.id === other.user.id)?.rating;
    expect(await ratingNear()).toEqual({ average: null, count: 0 });
    const rated = await t.request({ method: 'PUT', url: `/api/directory/advisors/${other.user.id}/rating`, payload: { stars: 4.5 }, cookies: client.cookies });
    expect(rated.statusCode, rated.body).toBe(200);
    expect(await ratingNear()).toEqual({ average: 4.5, count: 1 });
  });

  it('is off with DIRECTORY_CACHE_SECONDS=0', async () => {
    // A second server on the same database, as another instance would be.
    const second = await t.database.reopen();
    const fresh = await createTestApp({ DIRECTORY_CACHE_SECONDS: '0' }, { database: { ...second, reopen: t.database.reopen } });
    try {
      const near = async () => (await searchOk(fresh, { zip: '60601', radius: 50 })).advisors.map((card) => card.id);
      const before = await near();
      expect(before).toContain(advisor.user.id);
      await t.database.db.update(users).set({ completionDate: null }).where(eq(users.id, advisor.user.id));
      expect(await near()).not.toContain(advisor.user.id);
    } finally {
      await t.database.db.update(users).set({ completionDate: '2024-01-02' }).where(eq(users.id, advisor.user.id));
      await fresh.close();
    }
  });
});
