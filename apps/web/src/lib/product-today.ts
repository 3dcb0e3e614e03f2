import { calendarDateIn, productTimeZone } from '@finboard/domain/calendar';

/** The product's calendar date (PRODUCT_TIME_ZONE, New York by default): the same "today" the api's periods end on. */
export const productToday = (now: Date = new Date()) => calendarDateIn(productTimeZone(), now);
