import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRecentOutboxMessages } from '../src/modules/mail/outbox.repository';
import { createTestApp, expectError, signUp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: 'help@finboard.test', SUPPORT_RATE_LIMIT_MAX: '100' });
}, 60_000);
afterAll(() => t?.close());

describe('the Support page contact form', () => {
  it('mails the message to the support mailbox through the mail service', async () => {
    const client = await signUp(t, { role: 'client' });
    const payload = {
      name: 'Ada Lovelace',
      email: 'ada.reply@example.com',
      subject: 'Cannot link my bank',
      message: 'It says the login is required.\nWhat now?',
    };
    const response = await t.request({ method: 'POST', url: '/api/support/messages', payload, cookies: client.cookies });
    expect(response.statusCode, response.body).toBe(200);
    const [mail] = (await findRecentOutboxMessages(t.database.db, 10)).filter((row) => row.toAddress === 'help@finboard.test');
    expect(mail?.subject).toBe('[Finboard support] Cannot link my bank');
    expect(mail?.textBody).toContain('From: Ada Lovelace <ada.reply@example.com>');
    expect(mail?.textBody).toContain(`Account: ${client.email}`);
    expect(mail?.textBody).toContain('What now?');
  });

  it("mails the help chat's message with the phone it asked for", async () => {
    const client = await signUp(t, { role: 'client' });
    const payload = {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '555 0100',
      subject: "Help chat: Sure, Let's talk!",
      message: 'Can someone call me?',
    };
    const response = await t.request({ method: 'POST', url: '/api/support/messages', payload, cookies: client.cookies });
    expect(response.statusCode, response.body).toBe(200);
    const [mail] = (await findRecentOutboxMessages(t.database.db, 10)).filter((row) => row.toAddress === 'help@finboard.test');
    expect(mail?.subject).toBe("[Finboard support] Help chat: Sure, Let's talk!");
    expect(mail?.textBody).toContain('Phone: 555 0100');
    expect(mail?.textBody).toContain('Can someone call me?');
  });

  it('refuses an empty message, and anyone signed out', async () => {
    const client = await signUp(t, { role: 'client' });
    const empty = await t.request({
      method: 'POST',
      url: '/api/support/messages',
      payload: { name: 'A', email: 'a@example.com', subject: 'Hi', message: '  ' },
      cookies: client.cookies,
    });
    expect(expectError(empty, 400, 'VALIDATION').message).toBe('Message is required');
    const anonymous = await t.request({
      method: 'POST',
      url: '/api/support/messages',
      payload: { name: 'A', email: 'a@example.com', subject: 'Hi', message: 'Hello' },
    });
    expectError(anonymous, 401, 'UNAUTHENTICATED');
  });
});

describe('the support mailbox is rate limited', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ SUPPORT_RATE_LIMIT_MAX: '2' });
  }, 60_000);
  afterAll(() => limited?.close());

  it('answers 429 once an address has sent the limit, and mails nothing more', async () => {
    const client = await signUp(limited, { role: 'client' });
    const send = (n: number) =>
      limited.request({
        method: 'POST',
        url: '/api/support/messages',
        payload: { name: 'A', email: 'a@example.com', subject: `Try ${n}`, message: 'Hello' },
        cookies: client.cookies,
      });
    expect((await send(1)).statusCode).toBe(200);
    expect((await send(2)).statusCode).toBe(200);
    expectError(await send(3), 429, 'RATE_LIMITED');
    const subjects = (await findRecentOutboxMessages(limited.database.db, 20)).map((row) => row.subject);
    expect(subjects.filter((subject) => subject.includes('Try '))).toHaveLength(2);
  });
});
