import twilio from 'twilio';
import type { OutgoingSms, SmsSender } from './sms-sender';
import { SmsRefusedError } from './sms-sender';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** Sends from this number, or through this Messaging Service (one of the two). */
  from: { number: string } | { messagingServiceSid: string };
  /** Another address for Twilio's REST API (a local server that answers as Twilio does, in tests). */
  apiBaseUrl: string | null;
  /** How long one request may take (TWILIO_TIMEOUT_MS); 15 s when not given. */
  timeoutMs?: number;
}

const TWILIO_API = 'https://api.twilio.com';

/**
 * Twilio's documented refusals that no retry can change (https://www.twilio.com/docs/api/errors):
 * 21211 invalid To, 21408 region not enabled, 21610 the recipient replied STOP, 21612 and 21614 not
 * a number that can receive texts, 21606/21659 a From this account cannot use, 21602/21617 the body.
 */
const REFUSED_FOR_GOOD = new Set([21211, 21408, 21602, 21606, 21610, 21612, 21614, 21617, 21659]);
const UNSUBSCRIBED = 21610;

interface TwilioRestError {
  status?: number;
  code?: number;
  message?: string;
}

const isRestError = (error: unknown): error is TwilioRestError =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number';

/** Twilio's official client with its own transport, pointed elsewhere only when a base URL is set (SMS and telephony share it). */
export function createTwilioClient(settings: Pick<TwilioSettings, 'accountSid' | 'authToken' | 'apiBaseUrl' | 'timeoutMs'>) {
  const base = settings.apiBaseUrl?.replace(/\/$/, '') ?? null;
  const transport = new twilio.RequestClient({ timeout: settings.timeoutMs ?? 15_000 });
  const httpClient = base
    ? { request: <T>(opts: Parameters<typeof transport.request<T>>[0]) => transport.request<T>({ ...opts, uri: opts.uri.replace(TWILIO_API, base) }) }
    : transport;
  return twilio(settings.accountSid, settings.authToken, { httpClient: httpClient as typeof transport });
}

/** Text messages through Twilio's official client (Messages API, POST /2010-04-01/Accounts/{sid}/Messages.json). */
export function createTwilioSmsSender(settings: TwilioSettings): SmsSender {
  const client = createTwilioClient(settings);

  return {
    kind: 'twilio',
    async send(message: OutgoingSms) {
      try {
        const sent = await client.messages.create({
          to: message.to,
          body: message.body,
          ...('number' in settings.from ? { from: settings.from.number } : { messagingServiceSid: settings.from.messagingServiceSid }),
        });
        return { providerId: sent.sid };
      } catch (error) {
        if (isRestError(error) && error.code !== undefined && REFUSED_FOR_GOOD.has(error.code)) {
          throw new SmsRefusedError(`Twilio ${error.code}: ${error.message ?? 'refused'}`, error.code, error.code === UNSUBSCRIBED);
        }
        // Authentication (20003), rate limits (20429), Twilio's 5xx and the network: worth another try.
        throw error;
      }
    },
  };
}
