import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmsRefusedError } from '../src/providers/sms/sms-sender';
import { createTwilioSmsSender } from '../src/providers/sms/twilio-sms-sender';
import { type FakeTwilio, startFakeTwilio } from './fakes/fake-twilio-server';

/** The Twilio adapter, through Twilio's official client, against a server that answers as Twilio's Messages API does. */

let twilio: FakeTwilio;
beforeAll(async () => {
  twilio = await startFakeTwilio();
});
afterAll(() => twilio?.close());

const sender = (overrides: Partial<Parameters<typeof createTwilioSmsSender>[0]> = {}) =>
  createTwilioSmsSender({
    accountSid: twilio.accountSid,
    authToken: twilio.authToken,
    from: { number: twilio.fromNumber },
    apiBaseUrl: twilio.url,
    ...overrides,
  });

describe('the Twilio SMS sender', () => {
  it("posts To, From and Body as a form with Basic auth to the account's Messages resource, and keeps the message sid", async () => {
    const { providerId } = await sender().send({ to: '+14155552671', body: 'Finboard: Ann Lee wants to connect with you.' });
    expect(providerId).toMatch(/^SM[0-9a-f]{32}$/);
    const request = twilio.requests.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe(`/2010-04-01/Accounts/${twilio.accountSid}/Messages.json`);
    expect(request?.authorization).toBe(`Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}`);
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      To: '+14155552671',
      From: twilio.fromNumber,
      Body: 'Finboard: Ann Lee wants to connect with you.',
    });
    expect(twilio.messages.at(-1)).toEqual(expect.objectContaining({ sid: providerId, to: '+14155552671' }));
  });

  it('sends through a Messaging Service when one is set instead of a number', async () => {
    await sender({ from: { messagingServiceSid: twilio.messagingServiceSid } }).send({ to: '+14155552671', body: 'hello' });
    const form = Object.fromEntries(twilio.requests.at(-1)?.form ?? []);
    expect(form).toEqual({ To: '+14155552671', MessagingServiceSid: twilio.messagingServiceSid, Body: 'hello' });
  });

  it('refuses for good what Twilio documents as final: an invalid number, one that cannot receive texts, a region not enabled, a recipient who replied STOP', async () => {
    const cases: [string, number, boolean][] = [
      ['+15005550001', 21211, false],
      ['+15005550009', 21614, false],
      ['+15005550003', 21408, false],
      ['+15005550004', 21610, true],
    ];
    for (const [to, code, optedOut] of cases) {
      const error = await sender()
        .send({ to, body: 'x' })
        .catch((caught: unknown) => caught);
      expect(error, to).toBeInstanceOf(SmsRefusedError);
      expect(error, to).toEqual(expect.objectContaining({ code, optedOut }));
    }
    const tooLong = await sender()
      .send({ to: '+14155552671', body: 'x'.repeat(1601) })
      .catch((caught: unknown) => caught);
    expect(tooLong).toEqual(expect.objectContaining({ code: 21617 }));
  });

  it('leaves to another attempt what may pass later: a rate limit, a Twilio outage, wrong credentials', async () => {
    twilio.failNext(1, 'rate-limited');
    const limited = await sender()
      .send({ to: '+14155552671', body: 'x' })
      .catch((caught: unknown) => caught);
    expect(limited).not.toBeInstanceOf(SmsRefusedError);
    expect(limited).toEqual(expect.objectContaining({ status: 429, code: 20429 }));

    twilio.failNext(1, 'server-error');
    const down = await sender()
      .send({ to: '+14155552671', body: 'x' })
      .catch((caught: unknown) => caught);
    expect(down).not.toBeInstanceOf(SmsRefusedError);
    expect(down).toEqual(expect.objectContaining({ status: 500 }));

    const unauthenticated = await sender({ authToken: 'wrong' })
      .send({ to: '+14155552671', body: 'x' })
      .catch((caught: unknown) => caught);
    expect(unauthenticated).toEqual(expect.objectContaining({ status: 401, code: 20003 }));
    expect(unauthenticated).not.toBeInstanceOf(SmsRefusedError);
  });
});
