import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { APP_TIME_ZONE } from '../../../lib/format-date';

dayjs.extend(utc);
dayjs.extend(timezone);

const inAppZone = (iso: string, pattern: string) => {
  const date = dayjs(iso);
  return date.isValid() ? date.tz(APP_TIME_ZONE).format(pattern) : iso;
};

/** A Board of Advisors day ('Connected Since', 'Requested'), like the app's other dates: '24 Nov, 2026'. */
export const formatConnectionDay = (iso: string) => inAppZone(iso, 'DD MMM, YYYY');

/** When an advisor read the client's data, to the minute on a 24-hour clock: '24 Nov 2026 10:42'. */
export const formatViewedAt = (iso: string) => inAppZone(iso, 'DD MMM YYYY HH:mm');

/** The audit line of one read: 'Viewed your Cash Flow, 24 Nov 2026 10:42'. */
export const describeView = (view: { label: string; viewedAt: string }) => `Viewed your ${view.label}, ${formatViewedAt(view.viewedAt)}`;
