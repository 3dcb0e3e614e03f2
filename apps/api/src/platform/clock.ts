import { calendarDateIn, productTimeZone } from '@finboard/domain';

/** "Today" as the product counts it: the calendar date in America/New_York. */
export const productToday = (now = new Date()) => calendarDateIn(productTimeZone(), now);
