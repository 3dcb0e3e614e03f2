// How long ago something happened (spec 01 §2: under 48 hours 'N hours ago', else 'N days ago'),
// with 'just now' under an hour rather than '0 hours ago'.

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** 'just now', '1 hour ago', '47 hours ago', '2 days ago': whole units rounded down; a future time (clock skew) is 'just now'. */
export function formatAge(at: Date, now: Date): string {
  const elapsed = now.getTime() - at.getTime();
  if (!(elapsed >= HOUR_MS)) return 'just now';
  if (elapsed < 48 * HOUR_MS) {
    const hours = Math.floor(elapsed / HOUR_MS);
    return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  }
  return `${Math.floor(elapsed / DAY_MS)} days ago`;
}
