import { REPORT_KINDS } from '@finboard/domain/reports';
import { z } from 'zod';
import { zCalendarDate } from '../common/primitives.schema';
import { ZBalanceSheetResponse, ZIncome, ZInsurance } from '../accounts/accounts.schema';
import { ZCashFlowResponse } from '../cash-flow/cash-flow.schema';
import { ZInvestmentsResponse } from '../investments/investments.schema';
import { ZNetWorthResponse } from '../net-worth/net-worth.schema';
import { ZScenario } from '../scenarios/scenario.schema';
import { ZCreateReportRequest } from './reports.schema';

/** The /pdf/* pages ask for a report's data with the same options a PDF is made with. */
export const ZReportDataQuery = ZCreateReportRequest.extend({ userId: z.string().min(1).max(100).optional() }).strict();
export type TReportDataQuery = z.infer<typeof ZReportDataQuery>;

/** One report's data: the screens' own answers, as the PDF prints them. */
export const ZReportSection = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('netWorth'), netWorth: ZNetWorthResponse }),
  z.object({ kind: z.literal('cashFlow'), cashFlow: ZCashFlowResponse }),
  z.object({ kind: z.literal('investment'), investments: ZInvestmentsResponse }),
  z.object({ kind: z.literal('liabilities'), liabilities: ZBalanceSheetResponse }),
  z.object({ kind: z.literal('retirement'), scenario: ZScenario.nullable() }),
  z.object({ kind: z.literal('quickReport'), netWorth: ZNetWorthResponse, cashFlow: ZCashFlowResponse }),
  // The page-only /pdf/* pages (user-assets, user-income, user-insurance): their screens' answers.
  z.object({ kind: z.literal('assets'), assets: ZBalanceSheetResponse }),
  z.object({ kind: z.literal('income'), income: ZIncome }),
  z.object({ kind: z.literal('insurance'), insurance: ZInsurance }),
  z.object({ kind: z.literal('refused'), of: z.enum(REPORT_KINDS), message: z.string() }),
]);
export type TReportSection = z.infer<typeof ZReportSection>;

export const ZReportDataResponse = z.object({
  title: z.string(),
  clientName: z.string(),
  generatedDate: zCalendarDate,
  branding: z.object({ name: z.string(), lines: z.array(z.string()), logoUrl: z.string().nullable() }),
  sections: z.array(ZReportSection),
});
export type TReportDataResponse = z.infer<typeof ZReportDataResponse>;
