import { createTwilioClient, type TwilioSettings } from '../sms/twilio-sms-sender';
import { NumberUnavailableError, type TelephonyProvider } from './telephony-provider';

const SEARCH_LIMIT = 10;

/**
 * Local numbers through Twilio's official client: AvailablePhoneNumbers/US/Local by area code, and
 * IncomingPhoneNumbers to buy one. A number gone between search and purchase is Twilio's 21422.
 */
export function createTwilioTelephony(settings: Pick<TwilioSettings, 'accountSid' | 'authToken' | 'apiBaseUrl'>): TelephonyProvider {
  const client = createTwilioClient(settings);
  return {
    kind: 'twilio',
    async findLocalNumbers(areaCode) {
      const numbers = await client.availablePhoneNumbers('US').local.list({ areaCode: Number(areaCode), limit: SEARCH_LIMIT });
      return numbers.map((number) => ({ friendlyName: number.friendlyName, phoneNumber: number.phoneNumber }));
    },
    async provisionNumber(phoneNumber) {
      try {
        const bought = await client.incomingPhoneNumbers.create({ phoneNumber });
        return { friendlyName: bought.friendlyName, phoneNumber: bought.phoneNumber };
      } catch (error) {
        if ((error as { code?: number }).code === 21422) throw new NumberUnavailableError(phoneNumber);
        throw error;
      }
    },
  };
}
