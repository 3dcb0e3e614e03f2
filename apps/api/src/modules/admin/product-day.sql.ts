import { productTimeZone } from '@finboard/domain';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** An instant's product day (in the product's time zone; a zone Intl knows, so it is safe to inline) as `YYYY-MM-DD`, in SQL: figures count days as the product does. */
export const productDayOf = (column: AnyColumn | SQL): SQL<string> =>
  sql<string>`to_char(${column} at time zone ${sql.raw(`'${productTimeZone()}'`)}, 'YYYY-MM-DD')`;

/** The first instant of a product day, in SQL: a range of days is [start of the first, start of the day after the last). */
export const startOfProductDay = (date: string): SQL => sql`(${date}::date)::timestamp at time zone ${sql.raw(`'${productTimeZone()}'`)}`;

/** The instant falls on one of the product days from `startDate` to `endDate`, both included. */
export const withinProductDays = (column: AnyColumn | SQL, startDate: string, endDate: string): SQL =>
  sql`(${column} >= ${startOfProductDay(startDate)} and ${column} < ${startOfProductDay(endDate)} + interval '1 day')`;
