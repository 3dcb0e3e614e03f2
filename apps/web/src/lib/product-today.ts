import { calendarDateIn, productTimeZone } from '@finboard/domain/calendar';

/** The product's calendar date (America/New_York): the same "today" the api's periods end on. */
export const productToday = (now: Date = new Date()) => calendarDateIn(productTimeZone(), now);
