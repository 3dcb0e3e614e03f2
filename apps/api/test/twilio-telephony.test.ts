import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwilioTelephony } from '../src/providers/telephony/twilio-telephony';
import { NumberUnavailableError } from '../src/providers/telephony/telephony-provider';
import { type FakeTwilio, startFakeTwilio } from './fakes/fake-twilio-server';

/**
 * The Twilio telephony adapter (Connect with SMS's local number) against a local server answering
 * as Twilio documents AvailablePhoneNumbers/US/Local and IncomingPhoneNumbers: the official client's
 * requests, the numbers it returns, and Twilio's refusals mapped to what the service expects.
 */

let fake: FakeTwilio;
const telephony = () => createTwilioTelephony({ accountSid: fake.accountSid, authToken: fake.authToken, apiBaseUrl: fake.url });

beforeAll(async () => {
  fake = await startFakeTwilio();
});
afterAll(() => fake?.close());

describe('the Twilio telephony adapter', () => {
  it("finds local numbers by area code with the account's credentials, ten at most", async () => {
    const numbers = await telephony().findLocalNumbers('415');
    expect(numbers).toEqual([0, 1, 2, 3, 4].map((n) => ({ friendlyName: `(415) 555-010${n}`, phoneNumber: `+1415555010${n}` })));
    const request = fake.requests.at(-1);
    expect(request).toMatchObject({ method: 'GET', path: `/2010-04-01/Accounts/${fake.accountSid}/AvailablePhoneNumbers/US/Local.json` });
    expect(request?.query.get('AreaCode')).toBe('415');
    expect(request?.query.get('PageSize')).toBe('10');
    expect(request?.authorization).toBe(`Basic ${Buffer.from(`${fake.accountSid}:${fake.authToken}`).toString('base64')}`);
  });

  it('buys a number through IncomingPhoneNumbers; it is then no longer offered', async () => {
    const bought = await telephony().provisionNumber('+12125550102');
    expect(bought).toEqual({ friendlyName: '(212) 555-0102', phoneNumber: '+12125550102' });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', path: `/2010-04-01/Accounts/${fake.accountSid}/IncomingPhoneNumbers.json` });
    expect(fake.requests.at(-1)?.form.get('PhoneNumber')).toBe('+12125550102');
    expect(fake.incomingNumbers.map((number) => number.phoneNumber)).toEqual(['+12125550102']);
    expect((await telephony().findLocalNumbers('212')).map((number) => number.phoneNumber)).not.toContain('+12125550102');
  });

  it("maps Twilio's 21422 (a number taken meanwhile, or never offered) to NumberUnavailableError", async () => {
    await expect(telephony().provisionNumber('+12125550102')).rejects.toBeInstanceOf(NumberUnavailableError);
    await expect(telephony().provisionNumber('+15005550000')).rejects.toBeInstanceOf(NumberUnavailableError);
  });

  it("passes Twilio's other refusals on as they are: an invalid number, no numbers in the area code, bad credentials", async () => {
    await expect(telephony().provisionNumber('+15005550001')).rejects.toMatchObject({ status: 400, code: 21421 });
    await expect(telephony().findLocalNumbers('533')).rejects.toMatchObject({ status: 400, code: 21452 });
    const wrong = createTwilioTelephony({ accountSid: fake.accountSid, authToken: 'not-the-token', apiBaseUrl: fake.url });
    await expect(wrong.findLocalNumbers('415')).rejects.toMatchObject({ status: 401, code: 20003 });
    expect(fake.incomingNumbers).toHaveLength(1);
  });
});
