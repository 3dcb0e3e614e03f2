import { formatDateTime, formatDayMonthYear } from '@finboard/domain/format';

/** A Board of Advisors day ('Connected Since', 'Requested'), like the app's other dates: '24 Nov, 2026'. */
export const formatConnectionDay = (iso: string) => formatDayMonthYear(iso);

/** When an advisor read the client's data, to the minute on the product's 12-hour clock: '24 Nov, 2026 10:42 AM'. */
export const formatViewedAt = (iso: string) => formatDateTime(iso);

/** The audit line of one read: 'Viewed your Cash Flow, 24 Nov, 2026 10:42 AM'. */
export const describeView = (view: { label: string; viewedAt: string }) => `Viewed your ${view.label}, ${formatViewedAt(view.viewedAt)}`;
