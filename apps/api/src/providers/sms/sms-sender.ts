/** A text message ready to go out; every one is also kept in the sms_outbox table. */
export interface OutgoingSms {
  /** E.164, e.g. +14155552671. */
  to: string;
  body: string;
}

/** Sends text messages to the outside world; the outbox is written before sending is tried. */
export interface SmsSender {
  readonly kind: 'outbox-only' | 'twilio';
  /** The provider's id of the accepted message. */
  send(message: OutgoingSms): Promise<{ providerId: string | null }>;
}

/**
 * The provider refused this message for good (an invalid or landline number, a recipient who
 * replied STOP): another attempt would be refused the same way.
 */
export class SmsRefusedError extends Error {
  constructor(
    message: string,
    /** The provider's error code (Twilio's 21610 for an unsubscribed recipient, for instance). */
    readonly code: number | null,
    /** The recipient asked not to be texted: their text alerts should be turned off. */
    readonly optedOut: boolean,
  ) {
    super(message);
    this.name = 'SmsRefusedError';
  }
}
