import type { Config } from '../../config/env';
import { createSandboxTelephony } from './sandbox-telephony';
import type { TelephonyProvider } from './telephony-provider';
import { createTwilioTelephony } from './twilio-telephony';

/** Twilio when its account is configured (the same settings as SMS), else the offline sandbox (also when a test points Twilio at a local fake, which answers only the Messages API). */
export function createTelephonyProvider(config: Config): TelephonyProvider {
  return config.twilio && !config.twilio.apiBaseUrl ? createTwilioTelephony(config.twilio) : createSandboxTelephony();
}
