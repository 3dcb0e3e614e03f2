import { DEFAULT_PRODUCT_TIME_ZONE, setProductTimeZone } from '@finboard/domain/calendar';
import { formatMediumDateTime } from '@finboard/domain/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config/env';
import { findRecentOutboxMessages } from '../src/modules/mail/outbox.repository';
import { createTestApp, signUp, type TestApp } from './test-app';

// Issue 33: the product's time zone is a setting (PRODUCT_TIME_ZONE): the server writes its files and
// emails in it, and ships it to the web (GET /api/app-settings), which writes its pages in it.

describe('the PRODUCT_TIME_ZONE setting', () => {
  it('is New York unless set, and must be a time zone', () => {
    expect(parseConfig({ NODE_ENV: 'test' }).productTimeZone).toBe('America/New_York');
    expect(parseConfig({ NODE_ENV: 'test', PRODUCT_TIME_ZONE: 'Asia/Tokyo' }).productTimeZone).toBe('Asia/Tokyo');
    expect(() => parseConfig({ NODE_ENV: 'test', PRODUCT_TIME_ZONE: 'Eastern' })).toThrow(/PRODUCT_TIME_ZONE is an IANA time zone/);
  });
});

describe('a server set to another zone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PRODUCT_TIME_ZONE: 'Asia/Tokyo' });
  });
  afterAll(async () => {
    await t?.close();
    setProductTimeZone(DEFAULT_PRODUCT_TIME_ZONE);
  });

  it('tells the web its zone in the app settings', async () => {
    const settings = await t.request({ method: 'GET', url: '/api/app-settings' });
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toMatchObject({ productTimeZone: 'Asia/Tokyo' });
  });

  it("writes an email's time on its clock, named ('New sign-in' at Tokyo's time, GMT+9)", async () => {
    const person = await signUp(t);
    const before = new Date();
    const login = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: person.email, password: person.password } });
    expect(login.statusCode, login.body).toBe(200);
    const after = new Date();
    const mail = (await findRecentOutboxMessages(t.database.db, 50)).find(
      (row) => row.toAddress === person.email.toLowerCase() && row.subject.startsWith('New sign-in'),
    );
    const at = /at (.+)\.\n/.exec(mail?.textBody ?? '')?.[1];
    // The minute may turn during the request: either side of it is the time the mail was written.
    expect([before, after].map((instant) => `${formatMediumDateTime(instant, 'Asia/Tokyo')} GMT+9`)).toContain(at);
  });
});
