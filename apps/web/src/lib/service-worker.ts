/**
 * Registers public/sw.js, which keeps the app shell for the installed app (never /api). Only in a
 * built app: the development server's modules change on every edit.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without it the app still works; it only cannot be installed or open offline.
    });
  });
}
