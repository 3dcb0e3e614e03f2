// "Data you can trust" (issue 18): the advisor sees which clients' numbers are current.

/** A linked institution not synced for this many days is stale. */
export const STALE_AFTER_DAYS = 3;
const DAY_MS = 86_400_000;

/** Whether a client's linked data is stale: never synced, or the last successful sync over 3 days ago. */
export function isSyncStale(lastSyncedAtMs: number | null, nowMs: number): boolean {
  return lastSyncedAtMs === null || nowMs - lastSyncedAtMs > STALE_AFTER_DAYS * DAY_MS;
}
