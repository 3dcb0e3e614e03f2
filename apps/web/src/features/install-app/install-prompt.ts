import { useSyncExternalStore } from 'react';

/** Chromium's install prompt event (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

// Listened for from the first script on: the browser may offer the install before React renders.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-bar away: our banner's Install asks instead.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    changed();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the browser offered to install the app (beforeinstallprompt), and the call that asks. */
export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<'accepted' | 'dismissed' | 'unavailable'> } {
  const event = useSyncExternalStore(
    subscribe,
    () => deferred,
    () => null,
  );
  const install = async () => {
    if (!deferred) return 'unavailable' as const;
    const prompt = deferred;
    deferred = null;
    changed();
    await prompt.prompt();
    return (await prompt.userChoice).outcome;
  };
  return { canInstall: event !== null, install };
}
