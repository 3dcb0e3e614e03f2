import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { APP_TIME_ZONE } from '../../../lib/format-date';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Date Linked, in the product's time zone, in the spec's pattern 'DD MMM, YYYY HH:mm A'. */
export function formatLinkedAt(iso: string): string {
  const date = dayjs(iso);
  return date.isValid() ? date.tz(APP_TIME_ZONE).format('DD MMM, YYYY HH:mm A') : iso;
}

// Abbreviations that read as letters: 'sep ira' → 'SEP IRA'.
const ACRONYMS = new Set(['ira', 'sep', 'hsa', 'cd', 'ugma', 'utma', 'simple', 'tfsa', 'rrsp', 'ebt', 'apr']);

/** A provider's subtype for people: 'money market' → 'Money Market', 'sep ira' → 'SEP IRA', '401k' stays. */
export function labelOf(value: string): string {
  return value
    .replace(/_/g, ' ')
    .split(' ')
    .map((word) => (ACRONYMS.has(word.toLowerCase()) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}
