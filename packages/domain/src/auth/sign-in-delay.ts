/**
 * Sign-in throttling per account: a growing delay after repeated failures, never a lock. The first
 * few failures cost nothing (typos); after that each attempt must wait twice as long as the last,
 * up to a cap, and a quiet day forgets the failures. A browser the owner has signed in from before
 * is counted apart, so an attacker who keeps failing cannot keep the owner out.
 */
export const SIGN_IN_FREE_FAILURES = 5;
export const SIGN_IN_MAX_DELAY_SECONDS = 15 * 60;
export const SIGN_IN_FAILURE_MEMORY_SECONDS = 24 * 60 * 60;

/** How long after the last failure the next attempt must wait, given the failures so far. */
export function signInDelaySeconds(failures: number): number {
  if (failures < SIGN_IN_FREE_FAILURES) return 0;
  return Math.min(2 ** (failures - SIGN_IN_FREE_FAILURES), SIGN_IN_MAX_DELAY_SECONDS);
}

export interface SignInFailures {
  failures: number;
  lastFailedAt: Date;
}

/** Seconds left before an attempt is heard again (0: go ahead). */
export function signInWaitSeconds(record: SignInFailures | null, now: Date): number {
  if (!record) return 0;
  const sinceLast = (now.getTime() - record.lastFailedAt.getTime()) / 1000;
  if (sinceLast >= SIGN_IN_FAILURE_MEMORY_SECONDS) return 0;
  return Math.max(0, Math.ceil(signInDelaySeconds(record.failures) - sinceLast));
}

/** The failures to keep after one more: older ones are forgotten after a quiet day. */
export function failuresAfterAnother(record: SignInFailures | null, now: Date): number {
  if (!record) return 1;
  const sinceLast = (now.getTime() - record.lastFailedAt.getTime()) / 1000;
  return sinceLast >= SIGN_IN_FAILURE_MEMORY_SECONDS ? 1 : record.failures + 1;
}

export function signInThrottledMessage(waitSeconds: number): string {
  const wait = waitSeconds < 60 ? `${waitSeconds} second${waitSeconds === 1 ? '' : 's'}` : `${Math.ceil(waitSeconds / 60)} minutes`;
  return `Too many failed sign-ins for this account. Please wait ${wait} and try again.`;
}
