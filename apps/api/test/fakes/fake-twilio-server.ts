import { randomBytes } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeServer, hangSwitch, readBody } from './fake-http';

/**
 * A local server that answers Twilio's Messages API as Twilio documents it
 * (https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource): HTTP
 * Basic auth with the account SID and auth token, a form-encoded body, 201 with the Message
 * resource, and Twilio's error body { code, message, more_info, status } for its documented errors,
 * including the magic test numbers of Twilio's test credentials
 * (https://www.twilio.com/docs/iam/test-credentials#test-sms-messages).
 *
 * It also answers the phone-number APIs: AvailablePhoneNumbers/{Country}/Local.json (GET, AreaCode
 * and PageSize, a page of `available_phone_numbers` with Twilio's paging fields;
 * https://www.twilio.com/docs/phone-numbers/api/availablephonenumberlocal-resource) and
 * IncomingPhoneNumbers.json (POST PhoneNumber, 201 with the IncomingPhoneNumber resource;
 * https://www.twilio.com/docs/phone-numbers/api/incomingphonenumber-resource), with Twilio's 21421
 * (Phone Number is invalid) and 21422 (PhoneNumber is not available: not offered, or bought already)
 * and the test credentials' magic numbers (+15005550000 unavailable, +15005550001 invalid; area code
 * 533 has no numbers, 21452).
 */

export interface FakeTwilioMessage {
  sid: string;
  accountSid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
}

export interface FakeTwilio {
  url: string;
  accountSid: string;
  authToken: string;
  /** A number this account owns and may send from. */
  fromNumber: string;
  messagingServiceSid: string;
  messages: FakeTwilioMessage[];
  /** The numbers this account bought (IncomingPhoneNumbers), E.164. */
  incomingNumbers: { sid: string; phoneNumber: string; friendlyName: string }[];
  /** Every request as it came: method, path, query, authorization and form fields. */
  requests: { method: string; path: string; query: URLSearchParams; authorization: string | undefined; form: URLSearchParams }[];
  /** Answer the next n requests as Twilio does when rate limited (429, 20429) or failing (500). */
  failNext(n: number, kind: 'rate-limited' | 'server-error'): void;
  /** From now on every request is read and never answered (the connection stays open): a provider that hangs. */
  hang(): void;
  close(): Promise<void>;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const E164 = /^\+[1-9]\d{7,14}$/;
const MAX_BODY = 1600;

/** The magic To numbers of Twilio's test credentials, and what Twilio answers for each. */
const MAGIC_TO: Record<string, { code: number; message: (to: string) => string }> = {
  '+15005550001': { code: 21211, message: (to) => `The 'To' number ${to} is not a valid phone number.` },
  '+15005550002': { code: 21612, message: (to) => `The 'To' phone number: ${to}, is not currently reachable using the 'From' phone number via SMS.` },
  '+15005550003': { code: 21408, message: (to) => `Permission to send an SMS has not been enabled for the region indicated by the 'To' number: ${to}.` },
  '+15005550004': { code: 21610, message: () => 'Attempt to send to unsubscribed recipient' },
  '+15005550009': { code: 21614, message: (to) => `'To' number ${to} is not a valid mobile number` },
};

/** The local numbers offered in an area code: five fictional 555-01xx numbers, as Twilio's test data uses. */
const offeredIn = (areaCode: string) => Array.from({ length: 5 }, (_, n) => `+1${areaCode}55501${String(n).padStart(2, '0')}`);
/** Twilio's friendly name of a US number: (415) 555-0100. */
const friendlyNameOf = (e164: string) => `(${e164.slice(2, 5)}) ${e164.slice(5, 8)}-${e164.slice(8)}`;
const AREA_CODE = /^[2-9]\d{2}$/;

function twilioError(res: ServerResponse, status: number, code: number, message: string): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }));
}

export async function startFakeTwilio(): Promise<FakeTwilio> {
  const accountSid = `AC${hex(16)}`;
  const authToken = hex(16);
  const fromNumber = '+15005550006';
  const messagingServiceSid = `MG${hex(16)}`;
  const messages: FakeTwilioMessage[] = [];
  const incomingNumbers: FakeTwilio['incomingNumbers'] = [];
  const requests: FakeTwilio['requests'] = [];
  let failures: { left: number; kind: 'rate-limited' | 'server-error' } = { left: 0, kind: 'server-error' };
  const hanging = hangSwitch();

  function listAvailable(res: ServerResponse, path: string, country: string, query: URLSearchParams) {
    const areaCode = query.get('AreaCode') ?? '';
    const pageSize = Math.min(1000, Number(query.get('PageSize') ?? 50) || 50);
    if (areaCode === '533') return twilioError(res, 400, 21452, 'No phone numbers found in area code 533');
    const bought = new Set(incomingNumbers.map((number) => number.phoneNumber));
    const offered =
      country === 'US' && AREA_CODE.test(areaCode)
        ? offeredIn(areaCode)
            .filter((number) => !bought.has(number))
            .slice(0, pageSize)
        : [];
    const uri = `${path}?AreaCode=${areaCode}&PageSize=${pageSize}`;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        available_phone_numbers: offered.map((phoneNumber) => ({
          friendly_name: friendlyNameOf(phoneNumber),
          phone_number: phoneNumber,
          lata: null,
          locality: null,
          rate_center: null,
          latitude: null,
          longitude: null,
          region: null,
          postal_code: null,
          iso_country: country,
          address_requirements: 'none',
          beta: false,
          capabilities: { voice: true, SMS: true, MMS: true },
        })),
        end: Math.max(0, offered.length - 1),
        first_page_uri: uri,
        next_page_uri: null,
        page: 0,
        page_size: pageSize,
        previous_page_uri: null,
        start: 0,
        uri,
      }),
    );
  }

  function buyNumber(res: ServerResponse, form: URLSearchParams) {
    const phoneNumber = form.get('PhoneNumber') ?? '';
    if (!E164.test(phoneNumber) || phoneNumber === '+15005550001') return twilioError(res, 400, 21421, 'PhoneNumber is invalid');
    const areaCode = phoneNumber.slice(2, 5);
    const offered = phoneNumber.startsWith('+1') && offeredIn(areaCode).includes(phoneNumber);
    if (!offered || incomingNumbers.some((number) => number.phoneNumber === phoneNumber)) return twilioError(res, 400, 21422, 'PhoneNumber is not available');
    const sid = `PN${hex(16)}`;
    const friendlyName = form.get('FriendlyName') ?? friendlyNameOf(phoneNumber);
    incomingNumbers.push({ sid, phoneNumber, friendlyName });
    const now = new Date().toUTCString().replace('GMT', '+0000');
    res.writeHead(201, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        account_sid: accountSid,
        address_requirements: 'none',
        address_sid: null,
        api_version: '2010-04-01',
        beta: false,
        capabilities: { voice: true, sms: true, mms: true, fax: false },
        date_created: now,
        date_updated: now,
        emergency_status: 'Inactive',
        friendly_name: friendlyName,
        identity_sid: null,
        origin: 'twilio',
        phone_number: phoneNumber,
        sid,
        sms_method: 'POST',
        sms_url: '',
        status: 'in-use',
        uri: `/2010-04-01/Accounts/${accountSid}/IncomingPhoneNumbers/${sid}.json`,
        voice_method: 'POST',
        voice_url: null,
      }),
    );
  }

  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const form = new URLSearchParams(req.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ? body : '');
      const { pathname: path, searchParams: query } = new URL(req.url ?? '/', 'http://localhost');
      requests.push({ method: req.method ?? '', path, query, authorization: req.headers.authorization, form });
      if (hanging.hanging) return;

      const [user, password] = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64')
        .toString('utf8')
        .split(':');
      if (user !== accountSid || password !== authToken) return twilioError(res, 401, 20003, 'Authenticate');
      const numbers = /^\/2010-04-01\/Accounts\/([^/]+)\/(AvailablePhoneNumbers\/([A-Z]{2})\/Local|IncomingPhoneNumbers)\.json$/.exec(path);
      if (numbers) {
        if (numbers[1] !== accountSid) return twilioError(res, 404, 20404, `The requested resource ${path} was not found`);
        if (numbers[2] === 'IncomingPhoneNumbers' && req.method === 'POST') return buyNumber(res, form);
        if (numbers[3] && req.method === 'GET') return listAvailable(res, path, numbers[3], query);
        return twilioError(res, 405, 20004, 'Method not allowed');
      }
      const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(path);
      if (!match || req.method !== 'POST') return twilioError(res, 404, 20404, `The requested resource ${path} was not found`);
      if (match[1] !== accountSid) return twilioError(res, 404, 20404, `The requested resource ${path} was not found`);
      if (failures.left > 0) {
        failures.left -= 1;
        return failures.kind === 'rate-limited' ? twilioError(res, 429, 20429, 'Too Many Requests') : twilioError(res, 500, 20500, 'Internal Server Error');
      }

      const to = form.get('To');
      const from = form.get('From');
      const service = form.get('MessagingServiceSid');
      const text = form.get('Body');
      if (!to) return twilioError(res, 400, 21604, "A 'To' phone number is required.");
      if (!from && !service) return twilioError(res, 400, 21603, "A 'From' phone number is required.");
      if (!text && !form.get('MediaUrl')) return twilioError(res, 400, 21602, 'Message body is required.');
      if ((text ?? '').length > MAX_BODY) return twilioError(res, 400, 21617, 'The concatenated message body exceeds the 1600 character limit.');
      if (service && service !== messagingServiceSid) return twilioError(res, 400, 21703, 'The Messaging Service Sid is invalid.');
      if (from && from !== fromNumber)
        return twilioError(res, 400, 21606, `The From phone number ${from} is not a valid, SMS-capable inbound phone number or short code for your account.`);
      if (!E164.test(to)) return twilioError(res, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
      const magic = MAGIC_TO[to];
      if (magic) return twilioError(res, 400, magic.code, magic.message(to));

      const sid = `SM${hex(16)}`;
      messages.push({ sid, accountSid, to, from, messagingServiceSid: service, body: text ?? '' });
      const now = new Date().toUTCString().replace('GMT', '+0000');
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          account_sid: accountSid,
          api_version: '2010-04-01',
          body: text,
          date_created: now,
          date_sent: null,
          date_updated: now,
          direction: 'outbound-api',
          error_code: null,
          error_message: null,
          from: from ?? null,
          messaging_service_sid: service ?? null,
          num_media: '0',
          num_segments: String(Math.max(1, Math.ceil((text ?? '').length / 153))),
          price: null,
          price_unit: 'USD',
          sid,
          // A Messaging Service first accepts the message; a From number queues it.
          status: service ? 'accepted' : 'queued',
          subresource_uris: { media: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}/Media.json` },
          to,
          uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
        }),
      );
    })().catch(() => twilioError(res, 500, 20500, 'Internal Server Error'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    fromNumber,
    messagingServiceSid,
    messages,
    incomingNumbers,
    requests,
    failNext(n, kind) {
      failures = { left: n, kind };
    },
    hang: hanging.hang,
    close: () => closeServer(server),
  };
}
