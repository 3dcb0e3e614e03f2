import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAdmin } from './admin-helpers';
import { createAdvisor, searchOk } from './directory-helpers';
import { createTestApp, expectError, signUp, type TestApp } from './test-app';

/**
 * A suspended account is invisible: out of the directory's search (its reused pages too), its
 * public profile and its profile page answer as an unknown id does, and a connection request to it
 * is refused as one to an unknown id. Restored, it is back. (Its live streams: sessions-end-everywhere.test.ts.)
 */

let t: TestApp;
beforeAll(async () => {
  // The search cache on, as in production, so a reused page is what is checked.
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000', DIRECTORY_CACHE_SECONDS: '60' });
});
afterAll(() => t?.close());

const ZIP = '10001';

describe('a suspended advisor', () => {
  it('leaves search, profiles and connection requests, and comes back when restored', async () => {
    const admin = await signUpAdmin(t);
    const advisor = await createAdvisor(t, { zip: ZIP, firstName: 'Suspendable' });
    const client = await signUp(t, { role: 'client' });
    const ids = async () => (await searchOk(t, { zip: ZIP, pageSize: 60 })).advisors.map((card) => card.id);
    const everywhere = async () => (await searchOk(t, { pageSize: 60 })).advisors.map((card) => card.id);
    expect(await ids()).toContain(advisor.user.id);
    expect(await everywhere()).toContain(advisor.user.id);
    const totalBefore = (await searchOk(t, { zip: ZIP, pageSize: 60 })).total;
    expect((await t.request({ method: 'GET', url: `/api/directory/advisors/${advisor.user.id}` })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/advisors/${advisor.user.id}/profile`, cookies: client.cookies })).statusCode).toBe(200);

    const suspend = await t.request({
      method: 'POST',
      url: `/api/admin/users/${advisor.user.id}/suspend`,
      payload: { reason: 'Fraud report' },
      cookies: admin.cookies,
    });
    expect(suspend.statusCode, suspend.body).toBe(200);

    // The same searches, reused a moment ago, no longer show them, and the total agrees.
    expect(await ids()).not.toContain(advisor.user.id);
    expect(await everywhere()).not.toContain(advisor.user.id);
    expect((await searchOk(t, { zip: ZIP, pageSize: 60 })).total).toBe(totalBefore - 1);

    const unknownId = 'no-such-advisor-id';
    const publicProfile = await t.request({ method: 'GET', url: `/api/directory/advisors/${advisor.user.id}` });
    const unknownPublic = await t.request({ method: 'GET', url: `/api/directory/advisors/${unknownId}` });
    expect(expectError(publicProfile, 404, 'NOT_FOUND').message).toBe(expectError(unknownPublic, 404, 'NOT_FOUND').message);
    const profile = await t.request({ method: 'GET', url: `/api/advisors/${advisor.user.id}/profile`, cookies: client.cookies });
    const unknownProfile = await t.request({ method: 'GET', url: `/api/advisors/${unknownId}/profile`, cookies: client.cookies });
    expect(expectError(profile, 404, 'NOT_FOUND').message).toBe(expectError(unknownProfile, 404, 'NOT_FOUND').message);

    const request = await t.request({ method: 'POST', url: '/api/connections', payload: { advisorId: advisor.user.id }, cookies: client.cookies });
    const unknownRequest = await t.request({ method: 'POST', url: '/api/connections', payload: { advisorId: unknownId }, cookies: client.cookies });
    expect(request.statusCode).toBe(unknownRequest.statusCode);
    const withoutRequestId = (body: { error: Record<string, unknown> }) => ({ ...body.error, requestId: undefined });
    expect(withoutRequestId(request.json())).toEqual(withoutRequestId(unknownRequest.json()));
    expect(request.statusCode).toBeGreaterThanOrEqual(400);

    const restore = await t.request({
      method: 'POST',
      url: `/api/admin/users/${advisor.user.id}/restore`,
      payload: { reason: 'Cleared' },
      cookies: admin.cookies,
    });
    expect(restore.statusCode, restore.body).toBe(200);
    expect(await ids()).toContain(advisor.user.id);
    expect((await t.request({ method: 'GET', url: `/api/directory/advisors/${advisor.user.id}` })).statusCode).toBe(200);
    const again = await t.request({ method: 'POST', url: '/api/connections', payload: { advisorId: advisor.user.id }, cookies: client.cookies });
    expect(again.statusCode, again.body).toBe(201);
  });
});
