/**
 * A page whose script did not arrive (a dropped connection, or a deployment that replaced the file):
 * the browsers' messages for a failed dynamic import, and Vite's for a stylesheet it preloads with it.
 */
const SCRIPT_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/;

const RELOADED_AT_KEY = 'finboard.reloadedForScriptAt';
/** A second failure this soon after a reload is not a passing one: the error page shows instead. */
const RELOAD_AGAIN_AFTER_MS = 30_000;

export function isScriptFailure(error: unknown): boolean {
  return error instanceof Error && SCRIPT_FAILURE.test(error.message);
}

/** Whether the page should reload to fetch its scripts again: a script failure, and no such reload just before. */
export function shouldReloadForScript(error: unknown, now = Date.now(), storage: Pick<Storage, 'getItem'> = window.sessionStorage): boolean {
  if (!isScriptFailure(error)) return false;
  return now - Number(storage.getItem(RELOADED_AT_KEY) ?? 0) >= RELOAD_AGAIN_AFTER_MS;
}

/** Reloads the page, noting when, so a script that keeps failing shows the error page instead of a loop. */
export function reloadForScript(now = Date.now()): void {
  window.sessionStorage.setItem(RELOADED_AT_KEY, String(now));
  window.location.reload();
}
