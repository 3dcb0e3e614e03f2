import { FORGOT_PASSWORD_ANSWER, VERIFICATION_RESEND_ANSWER } from '@finboard/contracts';
import { mailOutbox, rateLimitHits } from '@finboard/db';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOnly, registration, seedSession, type TestApp, uniqueEmail } from './test-app';

/**
 * Password-reset and verification mails are capped per account and kind (AUTH_MAIL_MAX_PER_HOUR,
 * 3 by default) in the database, so parallel requests and several instances count together; over
 * the cap the answer is the same and no mail leaves.
 */

let t: TestApp;
beforeAll(async () => {
  // The per-address limit of the auth routes is not what is tested here.
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
});
afterAll(() => t?.close());

/** A registration left unverified, with a session of its own (see signUp's `verified: false`). */
async function register() {
  const email = uniqueEmail('quota');
  await registerOnly(t, registration({ email }));
  const { cookies, user } = await seedSession(t, email);
  return { email, cookies, id: user.id };
}

async function mailsTo(email: string, subject: string) {
  const rows = await t.database.db.select({ subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  return rows.filter((row) => row.subject.includes(subject)).length;
}

const forgot = (email: string) => t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });

describe('password reset mails', () => {
  it('sends at most 3 an hour to one account, answering every request the same', async () => {
    const { email, id } = await register();
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await forgot(email));
    answers.push(...(await Promise.all(Array.from({ length: 10 }, () => forgot(email)))));
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    }
    expect(await mailsTo(email, 'Reset your')).toBe(3);
    // An unknown address answers the same.
    expect((await forgot(uniqueEmail('nobody'))).json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });

    // Another account is not held up by this one's count.
    const other = await register();
    await forgot(other.email);
    expect(await mailsTo(other.email, 'Reset your')).toBe(1);

    // Once the hour is over, mails go again.
    await t.database.db
      .update(rateLimitHits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(like(rateLimitHits.key, `%${id}`));
    await forgot(email);
    expect(await mailsTo(email, 'Reset your')).toBe(4);
  });
});

describe('verification mails', () => {
  it('counts apart from reset mails: the sign-up one and two more, then none', async () => {
    const { email, cookies, id } = await register();
    expect(await mailsTo(email, 'Verify your')).toBe(1);
    for (let i = 0; i < 5; i += 1) {
      const answer = await t.request({ method: 'POST', url: '/api/auth/resend-verification', payload: {}, cookies });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ message: `We have sent a new verification link to ${email}.` });
    }
    expect(await mailsTo(email, 'Verify your')).toBe(3);
    await forgot(email);
    expect(await mailsTo(email, 'Reset your')).toBe(1);
    const counted = await t.database.db
      .select({ key: rateLimitHits.key, hits: rateLimitHits.hits })
      .from(rateLimitHits)
      .where(and(like(rateLimitHits.key, `auth-mail:%`), like(rateLimitHits.key, `%${id}`)));
    expect(counted.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: `auth-mail:reset-password:${id}`, hits: 1 },
      { key: `auth-mail:verify-email:${id}`, hits: 6 },
    ]);
  });
});

describe('verification mails asked for by address (no session)', () => {
  const resendTo = (email: string) => t.request({ method: 'POST', url: '/api/auth/resend-verification/by-email', payload: { email } });

  it('share the same count: the sign-up one and two more, then none; every answer the same, for any address', async () => {
    const { email } = await register();
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await resendTo(email.toUpperCase()));
    answers.push(await resendTo(uniqueEmail('nobody')));
    const verified = uniqueEmail('verified');
    await registerOnly(t, registration({ email: verified }));
    await t.request({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: new URL((await t.latestLinks(verified))[0] ?? '').searchParams.get('token') },
    });
    answers.push(await resendTo(verified));
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.body).toBe(JSON.stringify({ message: VERIFICATION_RESEND_ANSWER }));
    }
    expect(await mailsTo(email, 'Verify your')).toBe(3);
    // A verified account is sent nothing more.
    expect(await mailsTo(verified, 'Verify your')).toBe(1);
  });
});
