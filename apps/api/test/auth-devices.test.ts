import { sessions } from '@finboard/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, createTestApp, expectError, sessionUser, signUp, type TestApp } from './test-app';

/** Signed-in devices (issue #36): the owner's sessions, named by browser, each signed out alone or all but this one. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
});
afterAll(() => t?.close());

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function signInWith(email: string, password: string, userAgent: string) {
  const response = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers: { 'user-agent': userAgent } });
  expect(response.statusCode, response.body).toBe(200);
  return cookiesOf(response);
}

interface Device {
  id: string;
  browser: string;
  current: boolean;
  firstSeenAt: string;
  lastSeenAt: string;
  ipAddress: string | null;
}
async function devicesOf(cookies: string[]): Promise<Device[]> {
  const response = await t.request({ method: 'GET', url: '/api/auth/devices', cookies });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ devices: Device[] }>().devices;
}

describe('signed-in devices', () => {
  it('lists every session with its browser, first and last seen, and which one is this; never a token', async () => {
    const person = await signUp(t);
    const laptop = await signInWith(person.email, person.password, FIREFOX_LINUX);
    await signInWith(person.email, person.password, SAFARI_IPHONE);
    const devices = await devicesOf(laptop);
    expect(devices).toHaveLength(3); // the verification link's session, the laptop, the phone
    expect(devices.map((device) => device.browser)).toEqual(expect.arrayContaining(['Firefox 133 on Linux', 'Safari 17 on iOS']));
    expect(devices.filter((device) => device.current).map((device) => device.browser)).toEqual(['Firefox 133 on Linux']);
    for (const device of devices) expect(Date.parse(device.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(device.firstSeenAt));
    const tokens = (await t.database.db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, person.user.id))).map((row) => row.token);
    const body = JSON.stringify(devices);
    for (const token of tokens) expect(body).not.toContain(token);
  });

  it("'Sign out' ends that device's session at once; another user's device is not found and stays signed in", async () => {
    const person = await signUp(t);
    const other = await signUp(t);
    const laptop = await signInWith(person.email, person.password, FIREFOX_LINUX);
    const phone = await signInWith(person.email, person.password, SAFARI_IPHONE);
    const phoneId = (await devicesOf(phone)).find((device) => device.current)!.id;

    expectError(await t.request({ method: 'DELETE', url: `/api/auth/devices/${phoneId}`, cookies: other.cookies }), 404, 'NOT_FOUND');
    expect(await sessionUser(t, phone)).not.toBeNull();
    expectError(await t.request({ method: 'DELETE', url: `/api/auth/devices/${phoneId}` }), 401);

    const signedOut = await t.request({ method: 'DELETE', url: `/api/auth/devices/${phoneId}`, cookies: laptop });
    expect(signedOut.json()).toEqual({ signedOut: 1 });
    expect(await sessionUser(t, phone)).toBeNull();
    expect(await sessionUser(t, laptop)).not.toBeNull();
  });

  it("'Sign out all other devices' keeps this one only", async () => {
    const person = await signUp(t);
    const laptop = await signInWith(person.email, person.password, FIREFOX_LINUX);
    const phone = await signInWith(person.email, person.password, SAFARI_IPHONE);
    const response = await t.request({ method: 'POST', url: '/api/auth/devices/sign-out-others', payload: {}, cookies: laptop });
    expect(response.json()).toEqual({ signedOut: 2 });
    expect(await sessionUser(t, phone)).toBeNull();
    expect(await sessionUser(t, person.cookies)).toBeNull();
    expect((await devicesOf(laptop)).map((device) => device.current)).toEqual([true]);
  });
});
