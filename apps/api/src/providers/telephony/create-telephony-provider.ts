import type { Config } from '../../config/env';
import { createSandboxTelephony } from './sandbox-telephony';
import type { TelephonyProvider } from './telephony-provider';

/**
 * Twilio when its account is configured (the same settings as SMS), else the offline sandbox (also when a test points Twilio at a local fake,
 * which answers only the Messages API). Twilio's client is imported only when chosen.
 */
export async function createTelephonyProvider(config: Config): Promise<TelephonyProvider> {
  if (!config.twilio || config.twilio.apiBaseUrl) return createSandboxTelephony();
  const { createTwilioTelephony } = await import('./twilio-telephony');
  return createTwilioTelephony(config.twilio);
}
