import { users } from '@finboard/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from './admin-helpers';
import { createAdvisor, searchOk } from './directory-helpers';
import { createTestApp, expectError, signUp, type TestApp } from './test-app';

/**
 * `GET /api/advisors/:id/profile` (email, phone, address, description) is the directory's to show:
 * a listed advisor's to anyone signed in; an unverified, unlisted or sub-advisor's only to the
 * advisor and to clients connected to them. Anyone else gets the answer of an unknown id.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
});
afterAll(() => t?.close());

type Party = Awaited<ReturnType<typeof signUp>>;
const profileOf = (viewer: Party, advisorId: string) => t.request({ method: 'GET', url: `/api/advisors/${advisorId}/profile`, cookies: viewer.cookies });

async function expectHidden(viewer: Party, advisorId: string) {
  const { message } = expectError(await profileOf(viewer, advisorId), 404, 'NOT_FOUND');
  expect(message).toBe(expectError(await profileOf(viewer, 'no-such-advisor'), 404, 'NOT_FOUND').message);
}

async function expectShown(viewer: Party, advisorId: string) {
  const answer = await profileOf(viewer, advisorId);
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.json().profile.id ?? advisorId).toBe(advisorId);
}

describe('an advisor profile', () => {
  it('of a listed advisor is shown to any signed-in user', async () => {
    const advisor = await createAdvisor(t, { zip: '10001' });
    await expectShown(await signUp(t, { role: 'client' }), advisor.user.id);
    await expectShown(await signUp(t, { role: 'advisor' }), advisor.user.id);
  });

  it('of an unverified advisor is hidden from strangers (and from the directory), shown to itself and a connected client', async () => {
    const advisor = await createAdvisor(t, { zip: '10001', firstName: 'Unverified' });
    await t.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, advisor.user.id));
    const [stranger, connected] = [await signUp(t, { role: 'client' }), await signUp(t, { role: 'client' })];
    await connect(t, connected.user.id, advisor.user.id);
    await expectHidden(stranger, advisor.user.id);
    await expectHidden(await signUp(t, { role: 'advisor' }), advisor.user.id);
    await expectShown(advisor, advisor.user.id);
    await expectShown(connected, advisor.user.id);
    expect((await searchOk(t, { zip: '10001', pageSize: 60 })).advisors.map((card) => card.id)).not.toContain(advisor.user.id);
    expect((await t.request({ method: 'GET', url: `/api/directory/advisors/${advisor.user.id}` })).statusCode).toBe(404);
  });

  it('of an advisor who never finished onboarding is hidden from strangers, and from a client whose request is only pending', async () => {
    const advisor = await createAdvisor(t, { finish: false });
    const [stranger, pending, connected] = [await signUp(t, { role: 'client' }), await signUp(t, { role: 'client' }), await signUp(t, { role: 'client' })];
    await connect(t, pending.user.id, advisor.user.id, 'pending');
    await connect(t, connected.user.id, advisor.user.id);
    await expectHidden(stranger, advisor.user.id);
    await expectHidden(pending, advisor.user.id);
    await expectShown(connected, advisor.user.id);
    await expectShown(advisor, advisor.user.id);
  });

  it("of a sub-advisor is hidden from strangers (and from the directory), shown to the primary's connected clients", async () => {
    // Another ZIP code than the earlier tests: their searches are still reused (DIRECTORY_CACHE_SECONDS).
    const primary = await createAdvisor(t, { zip: '60601', firstName: 'Primary' });
    const sub = await createAdvisor(t, { zip: '60601', firstName: 'Sub' });
    await t.database.db.update(users).set({ parentId: primary.user.id }).where(eq(users.id, sub.user.id));
    const [stranger, clientOfPrimary] = [await signUp(t, { role: 'client' }), await signUp(t, { role: 'client' })];
    await connect(t, clientOfPrimary.user.id, primary.user.id);
    await expectHidden(stranger, sub.user.id);
    await expectShown(clientOfPrimary, sub.user.id);
    await expectShown(sub, sub.user.id);
    const listed = (await searchOk(t, { zip: '60601', pageSize: 60 })).advisors.map((card) => card.id);
    expect(listed).toContain(primary.user.id);
    expect(listed).not.toContain(sub.user.id);
  });

  it("of a client is never shown, not even to the client's connected advisor", async () => {
    const advisor = await createAdvisor(t);
    const client = await signUp(t, { role: 'client' });
    await connect(t, client.user.id, advisor.user.id);
    await expectHidden(advisor, client.user.id);
  });
});
