import { friendlyPhoneName } from '@finboard/domain/workspace';
import { NumberUnavailableError, type PhoneOption, type TelephonyProvider } from './telephony-provider';

const NUMBERS_PER_AREA = 5;

/**
 * A real implementation without the outside world: every area code offers the same five numbers
 * in the 555-01xx range reserved for fiction, so the flow works offline and the same on every run.
 */
export function createSandboxTelephony(): TelephonyProvider {
  const offered = (areaCode: string): PhoneOption[] =>
    Array.from({ length: NUMBERS_PER_AREA }, (_, index) => {
      const phoneNumber = `+1${areaCode}55501${String(index * 7 + 10).padStart(2, '0')}`;
      return { phoneNumber, friendlyName: friendlyPhoneName(phoneNumber) };
    });
  return {
    kind: 'sandbox',
    findLocalNumbers: async (areaCode) => offered(areaCode),
    provisionNumber: async (phoneNumber) => {
      const found = offered(phoneNumber.slice(2, 5)).find((option) => option.phoneNumber === phoneNumber);
      if (!found) throw new NumberUnavailableError(phoneNumber);
      return found;
    },
  };
}
