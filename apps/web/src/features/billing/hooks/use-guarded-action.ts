import { useRef, useState } from 'react';
import { errorMessage } from '../../../lib/app-error';

/**
 * Runs an action one at a time (a second click while it runs does nothing, even before React has
 * re-rendered the disabled button), keeping its busy flag and the message of its last failure.
 */
export function useGuardedAction(messageOf: (error: unknown) => string = errorMessage) {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<unknown>) {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return { run, busy, error, clearError: () => setError(null) };
}
