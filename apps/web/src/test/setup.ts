import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Mantine reads these browser APIs that happy-dom does not provide.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
// Textarea autosize listens for web fonts loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() },
  });
}
window.ResizeObserver = ResizeObserverStub;
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

// findBy… and waitFor give up after 1 s by default. A page's first render (lazy chunks, Mantine's
// first styles) took 1.3 s alone and 1.7 s in a full run on a busy 2-core machine, failing a test
// that was right: wait longer before calling an element missing (a hang is still caught).
configure({ asyncUtilTimeout: 5_000 });

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // Toasts live in Mantine's store, not in the page: a file that shares its worker's module graph
  // (vitest.shared.ts) must not be shown an earlier file's.
  (await import('@mantine/notifications')).notifications.clean();
});
