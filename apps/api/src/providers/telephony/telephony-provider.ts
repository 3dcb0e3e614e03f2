/** A local number as the provider offers it (spec 01 §3 Phone option: friendly_name, phone_number). */
export interface PhoneOption {
  friendlyName: string;
  /** E.164, e.g. +12125550142. */
  phoneNumber: string;
}

/** Local phone numbers for advisors: the embedded sandbox by default, Twilio when configured. */
export interface TelephonyProvider {
  readonly kind: 'sandbox' | 'twilio';
  /** Numbers that can be bought now in a US area code (a few, in the provider's order). */
  findLocalNumbers(areaCode: string): Promise<PhoneOption[]>;
  /** Buys a number for the account; fails when it is no longer available. */
  provisionNumber(phoneNumber: string): Promise<PhoneOption>;
}

/** The provider no longer offers that number (someone else took it). */
export class NumberUnavailableError extends Error {
  constructor(phoneNumber: string) {
    super(`number ${phoneNumber} is not available`);
    this.name = 'NumberUnavailableError';
  }
}
