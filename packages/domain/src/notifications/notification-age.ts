const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * A notification's age as the panel shows it (spec 01 §2): under 48 hours 'N hours ago', else
 * 'N days ago', whole units rounded down. A date in the future (clock skew) reads as 0 hours.
 */
export function notificationAgeText(createdAt: Date, now: Date): string {
  const elapsed = Math.max(0, now.getTime() - createdAt.getTime());
  if (elapsed < 48 * HOUR_MS) {
    const hours = Math.floor(elapsed / HOUR_MS);
    return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  }
  return `${Math.floor(elapsed / DAY_MS)} days ago`;
}
