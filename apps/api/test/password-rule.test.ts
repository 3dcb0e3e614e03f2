import { AUTH_MESSAGES } from '@finboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectError, logIn, registerVerified, registration, signUp, type TestApp, uniqueEmail, VALID_PASSWORD } from './test-app';

// One password rule, the checklist's: every way of setting a password refuses one without a
// special character (with a message saying so) and takes the same password with one.

const MISSING_SPECIAL = 'Abcdefg1';
const STRONG = 'Abcdefg1!';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
});
afterAll(() => t?.close());

const post = (url: string, payload: object, cookies?: string[]) => t.request({ method: 'POST', url, payload, cookies });

function expectSpecialMissing(response: Parameters<typeof expectError>[0]) {
  expect(expectError(response, 400, 'VALIDATION')).toMatchObject({ message: AUTH_MESSAGES.passwordSpecialMissing, field: 'password' });
}

async function resetCode(email: string): Promise<string> {
  expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
  const link = (await t.latestLinks(email)).find((candidate) => candidate.includes('/reset-password?'));
  expect(link, 'no reset link sent').toBeDefined();
  return new URL(link as string).searchParams.get('oobCode') as string;
}

describe('sign-up', () => {
  it(`refuses ${MISSING_SPECIAL}, and registers with ${STRONG}`, async () => {
    const email = uniqueEmail('rule');
    expectSpecialMissing(await post('/api/auth/register', registration({ email, password: MISSING_SPECIAL, confirmPassword: MISSING_SPECIAL })));
    await registerVerified(t, registration({ email, password: STRONG, confirmPassword: STRONG }));
    await logIn(t, email, STRONG);
  });
});

describe('password reset', () => {
  it(`refuses ${MISSING_SPECIAL} without spending the link, then resets to ${STRONG}`, async () => {
    const { email } = await signUp(t);
    const oobCode = await resetCode(email);
    expectSpecialMissing(await post('/api/auth/reset-password', { oobCode, password: MISSING_SPECIAL, confirmPassword: MISSING_SPECIAL }));
    const reset = await post('/api/auth/reset-password', { oobCode, password: STRONG, confirmPassword: STRONG });
    expect(reset.statusCode, reset.body).toBe(200);
    await logIn(t, email, STRONG);
  });
});

describe('change password', () => {
  it(`refuses ${MISSING_SPECIAL}, then changes to ${STRONG}`, async () => {
    const { email, cookies } = await signUp(t);
    expectSpecialMissing(
      await post('/api/auth/change-password', { currentPassword: VALID_PASSWORD, password: MISSING_SPECIAL, confirmPassword: MISSING_SPECIAL }, cookies),
    );
    const changed = await post('/api/auth/change-password', { currentPassword: VALID_PASSWORD, password: STRONG, confirmPassword: STRONG }, cookies);
    expect(changed.statusCode, changed.body).toBe(200);
    await logIn(t, email, STRONG);
  });
});

describe('set password', () => {
  it(`refuses ${MISSING_SPECIAL} before anything else`, async () => {
    const { cookies } = await signUp(t);
    expectSpecialMissing(await post('/api/auth/set-password', { password: MISSING_SPECIAL, confirmPassword: MISSING_SPECIAL }, cookies));
  });
});
