import { useCallback, useRef } from 'react';
import { isAppError } from '../../../lib/app-error';

/**
 * Whether an attempt's outcome is known. A network failure or a 5xx may have happened after the api
 * acted, so the retry must carry the same key (the api answers it with the first outcome); a success
 * or a refusal (4xx: a declined card, already subscribed) is final, and the next try is a new attempt.
 */
export function isSettled(error: unknown): boolean {
  if (error === undefined) return true;
  return isAppError(error) && error.status >= 400 && error.status < 500;
}

/**
 * One idempotency key per attempt to subscribe or change plan (crypto.randomUUID()): made on first
 * use, kept across a double click and across retries of an unknown outcome, replaced once the
 * attempt is settled, or when what is asked for changes (`reset`).
 */
export function useAttemptKey() {
  const key = useRef<string | null>(null);
  const current = useCallback(() => (key.current ??= crypto.randomUUID()), []);
  const settle = useCallback((error?: unknown) => {
    if (isSettled(error)) key.current = null;
  }, []);
  const reset = useCallback(() => {
    key.current = null;
  }, []);
  return { current, settle, reset };
}
