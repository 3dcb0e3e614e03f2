import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  failuresAfterAnother,
  SIGN_IN_FAILURE_MEMORY_SECONDS,
  SIGN_IN_FREE_FAILURES,
  SIGN_IN_MAX_DELAY_SECONDS,
  signInDelaySeconds,
  signInThrottledMessage,
  signInWaitSeconds,
} from './sign-in-delay';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 24) + seconds * 1000);

describe('signInDelaySeconds', () => {
  it('lets the first failures through, then doubles: 1, 2, 4, 8 … seconds', () => {
    const delays = Array.from({ length: SIGN_IN_FREE_FAILURES + 5 }, (_, failures) => signInDelaySeconds(failures));
    expect(delays).toEqual([0, 0, 0, 0, 0, 1, 2, 4, 8, 16]);
  });

  it('never decreases with more failures and never exceeds the cap (a delay, never a lock)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (failures) => {
        const delay = signInDelaySeconds(failures);
        expect(delay).toBeLessThanOrEqual(SIGN_IN_MAX_DELAY_SECONDS);
        expect(signInDelaySeconds(failures + 1)).toBeGreaterThanOrEqual(delay);
      }),
    );
    expect(signInDelaySeconds(1_000_000)).toBe(SIGN_IN_MAX_DELAY_SECONDS);
  });
});

describe('signInWaitSeconds', () => {
  it('is 0 with no record, and counts down from the last failure', () => {
    expect(signInWaitSeconds(null, at(0))).toBe(0);
    const record = { failures: SIGN_IN_FREE_FAILURES + 3, lastFailedAt: at(0) };
    expect(signInWaitSeconds(record, at(0))).toBe(8);
    expect(signInWaitSeconds(record, at(5))).toBe(3);
    expect(signInWaitSeconds(record, at(8))).toBe(0);
  });

  it('is never longer than the cap, however many failures', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 2 * SIGN_IN_FAILURE_MEMORY_SECONDS }), (failures, later) => {
        expect(signInWaitSeconds({ failures, lastFailedAt: at(0) }, at(later))).toBeLessThanOrEqual(SIGN_IN_MAX_DELAY_SECONDS);
      }),
    );
  });
});

describe('failuresAfterAnother', () => {
  it('adds one, or starts again after a quiet day', () => {
    expect(failuresAfterAnother(null, at(0))).toBe(1);
    expect(failuresAfterAnother({ failures: 7, lastFailedAt: at(0) }, at(60))).toBe(8);
    expect(failuresAfterAnother({ failures: 7, lastFailedAt: at(0) }, at(SIGN_IN_FAILURE_MEMORY_SECONDS))).toBe(1);
  });
});

describe('signInThrottledMessage', () => {
  it('says how long to wait in seconds or minutes', () => {
    expect(signInThrottledMessage(1)).toBe('Too many failed sign-ins for this account. Please wait 1 second and try again.');
    expect(signInThrottledMessage(16)).toBe('Too many failed sign-ins for this account. Please wait 16 seconds and try again.');
    expect(signInThrottledMessage(900)).toBe('Too many failed sign-ins for this account. Please wait 15 minutes and try again.');
  });
});
