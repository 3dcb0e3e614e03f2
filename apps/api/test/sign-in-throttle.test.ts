import { signInThrottle } from '@finboard/db';
import { SIGN_IN_FREE_FAILURES } from '@finboard/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TRUSTED_DEVICE_COOKIE } from '../src/modules/auth/sign-in-throttle';
import { failedJustNow as failedJustNowOn } from './support/sign-in-throttle-clock';
import { cookiesOf, createTestApp, expectError, signUp, type TestApp } from './test-app';

/**
 * Per-account throttling of sign-in: a growing delay after repeated failures that no change of
 * client address escapes, and that never keeps the owner out of a browser they signed in from.
 */

let t: TestApp;
let addressCounter = 0;

beforeAll(async () => {
  // The per-address limit is lifted so only the per-account throttle is measured.
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.database.db.delete(signInThrottle);
});

/** Each attempt from another client address, as a botnet would send them. */
function attempt(email: string, password: string, cookies: string[] = []) {
  addressCounter += 1;
  return t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    cookies,
    remoteAddress: `198.51.100.${addressCounter % 250}`,
  });
}

/** As if the last failure had happened at this moment (the delay it started is still running). */
const failedJustNow = () => failedJustNowOn(t.database.db);

/** As if the last failure had happened this many seconds earlier. */
async function letTimePass(seconds: number) {
  await t.database.db.update(signInThrottle).set({ lastFailedAt: sql`${signInThrottle.lastFailedAt} - make_interval(secs => ${seconds})` });
}

describe('per-account sign-in throttling', () => {
  it('30 wrong passwords from 30 addresses: after the free failures every attempt waits, the right password too, until the delay has passed', async () => {
    const { email, password } = await signUp(t);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      // The first delay is one second: each attempt is sent within it, however slow the machine.
      if (i >= SIGN_IN_FREE_FAILURES) await failedJustNow();
      statuses.push((await attempt(email, 'Wrong-password1!')).statusCode);
    }
    expect(statuses.slice(0, SIGN_IN_FREE_FAILURES)).toEqual(Array(SIGN_IN_FREE_FAILURES).fill(401));
    expect(statuses.slice(SIGN_IN_FREE_FAILURES)).toEqual(Array(30 - SIGN_IN_FREE_FAILURES).fill(429));

    await failedJustNow();
    const throttled = await attempt(email, password);
    const error = expectError(throttled, 429, 'RATE_LIMITED');
    expect(error.message).toMatch(/^Too many failed sign-ins for this account\. Please wait \d+ seconds? and try again\.$/);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);

    await letTimePass(60);
    expect((await attempt(email, password)).statusCode).toBe(200);
  });

  it('the delay grows with every failure after the free ones, and a refused attempt does not extend it', async () => {
    const { email } = await signUp(t);
    const waits: number[] = [];
    for (let failures = 1; failures <= SIGN_IN_FREE_FAILURES + 4; failures++) {
      expect((await attempt(email, 'Wrong-password1!')).statusCode, `failure ${failures}`).toBe(401);
      if (failures < SIGN_IN_FREE_FAILURES) continue;
      // The delay counts from that failure; on a slow machine the failed attempt itself can take a
      // second, so the refusal is sent as if at once after it.
      await failedJustNow();
      const refused = await attempt(email, 'Wrong-password1!');
      expect(refused.statusCode).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      waits.push(wait);
      await letTimePass(wait);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16]);
  });

  it('an unknown email is throttled exactly like a known one (nothing to tell them apart)', async () => {
    const known = await signUp(t);
    const statusesOf = async (email: string) => {
      const statuses: number[] = [];
      for (let i = 0; i < SIGN_IN_FREE_FAILURES + 2; i++) statuses.push((await attempt(email, 'Wrong-password1!')).statusCode);
      return statuses;
    };
    expect(await statusesOf('nobody.here@example.com')).toEqual(await statusesOf(known.email));
  });

  it('a burst of parallel guesses gets no more than the free failures', async () => {
    const { email } = await signUp(t);
    const answers = await Promise.all(Array.from({ length: 20 }, () => attempt(email, 'Wrong-password1!')));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(SIGN_IN_FREE_FAILURES);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - SIGN_IN_FREE_FAILURES);
  });

  it('a success forgets the failures', async () => {
    const { email, password } = await signUp(t);
    for (let i = 0; i < SIGN_IN_FREE_FAILURES - 1; i++) expect((await attempt(email, 'Wrong-password1!')).statusCode).toBe(401);
    expect((await attempt(email, password)).statusCode).toBe(200);
    for (let i = 0; i < SIGN_IN_FREE_FAILURES; i++) expect((await attempt(email, 'Wrong-password1!')).statusCode).toBe(401);
  });
});

describe('the owner is never locked out of a browser they signed in from', () => {
  it('an attacker hammering the account does not delay the owner on their own browser', async () => {
    const owner = await signUp(t);
    const first = await attempt(owner.email, owner.password);
    expect(first.statusCode).toBe(200);
    const device = cookiesOf(first).filter((cookie) => cookie.startsWith(`${TRUSTED_DEVICE_COOKIE}=`));
    expect(device).toHaveLength(1);

    for (let i = 0; i < 20; i++) await attempt(owner.email, 'Wrong-password1!');
    // The last delay still running, however long the attempts took on a slow machine.
    await failedJustNow();
    expect((await attempt(owner.email, owner.password)).statusCode).toBe(429);
    await failedJustNow();
    expect((await attempt(owner.email, owner.password, device)).statusCode).toBe(200);
  });

  it("a forged device cookie, or another account's, counts with everyone else", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const otherDevice = cookiesOf(await attempt(other.email, other.password)).filter((cookie) => cookie.startsWith(`${TRUSTED_DEVICE_COOKIE}=`));
    const ownerDevice = cookiesOf(await attempt(owner.email, owner.password)).find((cookie) => cookie.startsWith(`${TRUSTED_DEVICE_COOKIE}=`)) as string;
    const forged = [`${ownerDevice.slice(0, -4)}AAAA`];

    for (let i = 0; i < 20; i++) await attempt(owner.email, 'Wrong-password1!');
    // The last delay still running, however long the attempts took on a slow machine.
    await failedJustNow();
    expect((await attempt(owner.email, owner.password, otherDevice)).statusCode).toBe(429);
    await failedJustNow();
    expect((await attempt(owner.email, owner.password, forged)).statusCode).toBe(429);
  });

  it("the trusted browser's own failures are throttled too (a stolen cookie is no free pass)", async () => {
    const owner = await signUp(t);
    const device = cookiesOf(await attempt(owner.email, owner.password)).filter((cookie) => cookie.startsWith(`${TRUSTED_DEVICE_COOKIE}=`));
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_FREE_FAILURES + 3; i++) {
      // As in the first test: each attempt is sent within the delay, however slow the machine.
      if (i >= SIGN_IN_FREE_FAILURES) await failedJustNow();
      statuses.push((await attempt(owner.email, 'Wrong-password1!', device)).statusCode);
    }
    expect(statuses.slice(SIGN_IN_FREE_FAILURES)).toEqual([429, 429, 429]);
  });
});
