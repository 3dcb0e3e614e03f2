/** An email ready to go out. Every message is also kept in the outbox table. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Delivers mail to the outside world; the outbox is written before delivery is tried. */
export interface Mailer {
  readonly kind: 'outbox-only' | 'smtp';
  deliver(mail: OutgoingMail): Promise<void>;
}
