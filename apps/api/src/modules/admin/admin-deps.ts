import type { Db } from '@finboard/db';
import type { BetterAuth } from '../auth/better-auth';
import type { MailService } from '../mail/mail.service';

export interface AdminDeps {
  db: Db;
  /** Sends a verification email again (better-auth's own, as the user's resend does). */
  auth: BetterAuth;
  mail: MailService;
  /** The session cache: a suspension or a role change must not wait for a cached lookup to lapse. */
  sessions: { forgetUser(userId: string): Promise<void> };
  /** The directory's reused searches on this instance (the others' lapse within DIRECTORY_CACHE_SECONDS). */
  directorySearches: { clear(): void };
  /** The billing provider's name (sandbox | stripe), and Stripe's mode: only Stripe's objects have a page to link to. */
  billing: { provider: 'sandbox' | 'stripe'; stripeTestMode: boolean };
  now: () => Date;
  /** The product's calendar day (PRODUCT_TIME_ZONE, New York by default). */
  today: () => string;
}
