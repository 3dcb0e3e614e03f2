import { z } from 'zod';
import { zCalendarDate } from '../common/primitives.schema';

/** ?userId= selects the advisor's connected client (spec 01 §2); a client asks for their own. */
export const ZReportQuery = z.object({ userId: z.string().min(1).max(100).optional() }).strict();
export type TReportQuery = z.infer<typeof ZReportQuery>;

/**
 * What a report covers: the screens' own periods unless dates are given (Net Worth and Cash Flows),
 * and for My Retirement Score the scenario chosen in the selector (the plan My Plan shows otherwise).
 */
export const ZCreateReportRequest = z
  .object({
    startDate: zCalendarDate.optional(),
    endDate: zCalendarDate.optional(),
    scenarioId: z.string().min(1).max(100).optional(),
  })
  .strict();
export type TCreateReportRequest = z.infer<typeof ZCreateReportRequest>;

/** A report link: `url` opens the PDF while it is ready and not expired; 'all' is pending while it runs. */
export const ZReportLinkResponse = z.object({
  url: z.string(),
  statusUrl: z.string(),
  fileName: z.string(),
  status: z.enum(['pending', 'ready', 'failed']),
  /** 0 to 1, the share of the report's sections done. */
  progress: z.number().min(0).max(1),
  expiresAt: z.string(),
});
export type TReportLinkResponse = z.infer<typeof ZReportLinkResponse>;

/** The link's secret: 32 random bytes, base64url (256 bits). In the query, so it never reaches the logs' paths. */
export const ZReportKeyQuery = z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Report link not found') }).strict();
export type TReportKeyQuery = z.infer<typeof ZReportKeyQuery>;

export const REPORT_LINK_NOT_FOUND = 'Report link not found';
export const REPORT_LINK_EXPIRED = 'This report link has expired. Please generate the report again.';
