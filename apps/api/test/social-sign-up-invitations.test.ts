import { billingSubscriptions } from '@finboard/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { invitationTokenSentTo } from './registration-links';
import { createTestApp, expectError, signUp, type TestApp, uniqueEmail, subscribeToPlan } from './test-app';

/**
 * A social sign-up from a sub-advisor invitation is checked as an email sign-up is: the primary's plan
 * must have a place, before the browser is sent to the provider (the parent itself is set when the
 * account is created: e2e/specs/social-sign-in.spec.ts, through a local OpenID Connect provider).
 */

let t: TestApp;
beforeAll(async () => {
  // Configured, so the start gets past 'not configured'; the issuer is never reached by a refused start.
  t = await createTestApp({ GOOGLE_CLIENT_ID: 'test-client', GOOGLE_CLIENT_SECRET: 'test-secret', GOOGLE_ISSUER: 'http://127.0.0.1:9/' });
}, 60_000);
afterAll(() => t?.close());

it("refuses an advisor's Google sign-up from an invitation whose primary has no place left on the plan, with no sign-up cookie", async () => {
  const primary = await signUp(t, { role: 'advisor' });
  await subscribeToPlan(t, primary.user.id, 'firm');
  const email = uniqueEmail('sub');
  const sent = await t.request({
    method: 'POST',
    url: '/api/advisor/sub-advisors/invites',
    payload: { firstName: 'Sam', lastName: 'Sub', email },
    cookies: primary.cookies,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const invitation = await invitationTokenSentTo(t, email);
  // The primary moves to a plan without sub-advisors before the invitation is used.
  await t.database.db.update(billingSubscriptions).set({ planKey: 'advanced' }).where(eq(billingSubscriptions.userId, primary.user.id));
  const answer = await t.request({
    method: 'POST',
    url: '/api/auth/social/sign-in',
    payload: { provider: 'google', role: 'advisor', context: { inviter: primary.user.id, inviteType: 'advisor', invitation } },
  });
  expect(expectError(answer, 400, 'VALIDATION').message).toBe("Your advisor's plan has no place for another sub-advisor.");
  expect(answer.headers['set-cookie'] ?? []).toEqual([]);
});
