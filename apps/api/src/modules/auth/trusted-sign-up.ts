import { AsyncLocalStorage } from 'node:async_hooks';
import type { Role } from '@finboard/domain';

/** The fields of a new user that only our own validated sign-up may choose (better-auth marks them `input: false`). */
export interface TrustedSignUpFields {
  /** A person picks client or advisor at sign-up; only the demo seeder makes an admin. */
  role: Role;
  /** What the user row keeps of the registration's link: only what it proved (registration-context.service.ts). */
  registrationContext: Record<string, string>;
}

const trusted = new AsyncLocalStorage<TrustedSignUpFields>();

/**
 * Runs a better-auth sign-up with fields that no request body can set: better-auth's user hook
 * reads them from here, so they travel beside the call rather than through its input.
 */
export function withTrustedSignUp<T>(fields: TrustedSignUpFields, run: () => Promise<T>): Promise<T> {
  return trusted.run(fields, run);
}

export function currentTrustedSignUp(): TrustedSignUpFields | null {
  return trusted.getStore() ?? null;
}
