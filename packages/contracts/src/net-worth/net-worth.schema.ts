import { z } from 'zod';
import { ZAccount } from '../accounts/accounts.schema';
import { zCalendarDate } from '../common/primitives.schema';

/**
 * getNetWorthDateRange: the chart's range. Without dates the chip decides, ending on the product's
 * today (PRODUCT_TIME_ZONE, New York by default): 1W, 1M (default), 3M, 1Y. Both dates are included.
 */
export const ZNetWorthQuery = z
  .object({
    startDate: zCalendarDate.optional(),
    endDate: zCalendarDate.optional(),
    period: z.enum(['1W', '1M', '3M', '1Y']).optional(),
    userId: z.string().min(1).max(100).optional(),
  })
  .strict();
export type TNetWorthQuery = z.infer<typeof ZNetWorthQuery>;

export const ZNetWorthPoint = z.object({
  date: zCalendarDate,
  netWorthCents: z.number().int(),
  assetsCents: z.number().int(),
  liabilitiesCents: z.number().int(),
  /** False when the day had no snapshot of its own and carries the last one forward. */
  isSnapshot: z.boolean(),
});
export type TNetWorthPoint = z.infer<typeof ZNetWorthPoint>;

export const ZNetWorthResponse = z.object({
  startDate: zCalendarDate,
  endDate: zCalendarDate,
  /** One point per day from the first snapshot on (days before any snapshot have none). */
  points: z.array(ZNetWorthPoint),
  assets: z.array(ZAccount),
  liabilities: z.array(ZAccount),
});
export type TNetWorthResponse = z.infer<typeof ZNetWorthResponse>;
