import { z } from 'zod';
import { zCalendarDate } from '../common/primitives.schema';

const zUserId = z.string().min(1).max(100);
const zId = z.string().uuid();
/** Budget Insights' groups: what a recategorisation moves a transaction (and its category) to. */
export const CASH_FLOW_BUDGET_CATEGORY_TYPES = ['essential', 'non-essential', 'savings'] as const;
export const ZCashFlowBudgetCategoryType = z.enum(CASH_FLOW_BUDGET_CATEGORY_TYPES);
/** A transaction's group: a budget group, or a transfer (between the client's accounts, or to a debt), which is neither income nor expense. */
export const CASH_FLOW_CATEGORY_TYPES = [...CASH_FLOW_BUDGET_CATEGORY_TYPES, 'transfer'] as const;
export const ZCashFlowCategoryType = z.enum(CASH_FLOW_CATEGORY_TYPES);

/**
 * A cash-flow range. The web sends the dates of its chip or custom range; without dates the
 * period chip decides, ending on the product's today (PRODUCT_TIME_ZONE, New York by default): 1D today, 1W the past 7
 * days, 1M the past month (default), 3M the past 3 months. Both dates are included.
 */
export const ZCashFlowQuery = z
  .object({
    startDate: zCalendarDate.optional(),
    endDate: zCalendarDate.optional(),
    period: z.enum(['1D', '1W', '1M', '3M']).optional(),
    accountId: zId.optional(),
    /** The account filter: comma-separated institution ids (institutions with cash or depository assets). */
    institutionIds: z.string().max(4000).optional(),
    /**
     * The table's filters; the totals ignore them. Expenses are positive amounts, income negative
     * ones, both without transfers; transfers are the transfers of either sign.
     */
    direction: z.enum(['expenses', 'income', 'transfers']).optional(),
    categoryType: ZCashFlowCategoryType.optional(),
    /** Case-insensitive, on the merchant name (the name when there is none) or the transaction type. */
    search: z.string().trim().max(100).optional(),
    /** One page of the table, newest first: the totals always cover the whole range. */
    limit: z.coerce.number().int().min(1).max(1000).default(100),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    userId: zUserId.optional(),
  })
  .strict();
export type TCashFlowQuery = z.infer<typeof ZCashFlowQuery>;

export const ZCashFlowTransaction = z.object({
  id: z.string(),
  /** Plaid's sign: positive is money out (an expense), negative is money in (income); a transfer is neither. */
  amountCents: z.number().int(),
  date: zCalendarDate,
  name: z.string(),
  merchantName: z.string().nullable(),
  merchantLogoUrl: z.string().nullable(),
  accountId: z.string(),
  accountName: z.string(),
  institutionId: z.string(),
  transactionType: z.string(),
  categoryType: ZCashFlowCategoryType,
  /** The provider's detailed category, or its primary one: recategorising moves every transaction of this id. */
  categoryId: z.string().nullable(),
  pending: z.boolean(),
});
export type TCashFlowTransaction = z.infer<typeof ZCashFlowTransaction>;

const ZCategoryTotals = z.object({ essential: z.number().int(), nonEssential: z.number().int(), savings: z.number().int() });

export const ZCashFlowResponse = z.object({
  startDate: zCalendarDate,
  endDate: zCalendarDate,
  /** Money in (negative amounts), as a positive number; transfers are not income. */
  incomeCents: z.number().int(),
  /** Money out (positive amounts); transfers are not expenses. */
  expensesCents: z.number().int(),
  /** income − expenses. */
  netCents: z.number().int(),
  /** Transfers, apart from income and expenses: the money that came in by them, as a positive number. */
  transfersInCents: z.number().int(),
  /** And the money that went out by them. */
  transfersOutCents: z.number().int(),
  /** Budget Insights: money out per category type, rounded to whole dollars (multiples of 100 cents). */
  categories: ZCategoryTotals,
  /** The same for money in (the Expenses/Income toggle). */
  incomeCategories: ZCategoryTotals,
  /** Transactions in the range that pass the table's filters; `transactions` holds the page asked for (limit/offset, newest first). */
  transactionCount: z.number().int(),
  /** Newest first. */
  transactions: z.array(ZCashFlowTransaction),
});
export type TCashFlowResponse = z.infer<typeof ZCashFlowResponse>;

/** getCashFlowCount: the web checks the past 3 months first and shows 'Sorry there is not enough data for this period.' on 0. */
export const ZCashFlowCountQuery = z
  .object({
    startDate: zCalendarDate.optional(),
    endDate: zCalendarDate.optional(),
    /** Comma-separated institution ids. */
    institutionIds: z.string().max(4000).optional(),
    userId: zUserId.optional(),
  })
  .strict();
export type TCashFlowCountQuery = z.infer<typeof ZCashFlowCountQuery>;
/** The Excel report ('Cash Flow Report.xlsx'): the same range and account filters as the page. */
export const ZCashFlowReportQuery = ZCashFlowQuery.pick({
  startDate: true,
  endDate: true,
  period: true,
  accountId: true,
  institutionIds: true,
  userId: true,
}).strict();
export type TCashFlowReportQuery = z.infer<typeof ZCashFlowReportQuery>;
export const CASH_FLOW_REPORT_FILE_NAME = 'Cash Flow Report.xlsx';

export const ZCashFlowCountResponse = z.object({ count: z.number().int() });
export const NOT_ENOUGH_CASH_FLOW_DATA = 'Sorry there is not enough data for this period.';

/** The account filter: institutions with cash or depository assets above 0, with those accounts. */
export const ZCashFlowAccountsResponse = z.object({
  institutions: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      logoUrl: z.string().nullable(),
      accounts: z.array(z.object({ id: z.string(), name: z.string(), accountType: z.string(), accountSubtype: z.string(), amountCents: z.number().int() })),
    }),
  ),
});
export type TCashFlowAccountsResponse = z.infer<typeof ZCashFlowAccountsResponse>;

/**
 * changeCategoryType: the transaction and every one of the same category id in the range move to
 * the new type (transfers among them stay transfers: that is decided one transaction at a time).
 */
export const ZRecategorizeRequest = z
  .object({
    transactionId: zId,
    categoryType: ZCashFlowBudgetCategoryType,
    startDate: zCalendarDate,
    endDate: zCalendarDate,
    accountId: zId.optional(),
    /** 'category' (the spec's default): every transaction of its category in the range; 'transaction': this one only. */
    scope: z.enum(['category', 'transaction']).optional(),
  })
  .strict();
export type TRecategorizeRequest = z.infer<typeof ZRecategorizeRequest>;
/** What a recategorisation of the whole category would move, asked before it is made. */
export const ZRecategorizePreviewResponse = z.object({
  count: z.number().int(),
  /** The moved transactions' amounts added up (Plaid's sign: positive is money out). */
  amountCents: z.number().int(),
  categoryId: z.string().nullable(),
  /** The category in words ('Groceries'), or null for a transaction without one. */
  categoryLabel: z.string().nullable(),
});
export type TRecategorizePreviewResponse = z.infer<typeof ZRecategorizePreviewResponse>;
export const ZRecategorizeResponse = z.object({ updated: z.number().int(), categoryId: z.string().nullable(), categoryType: ZCashFlowBudgetCategoryType });
export type TRecategorizeResponse = z.infer<typeof ZRecategorizeResponse>;

/**
 * The client marks one transaction as a transfer, or as not one (it goes back to the budget group
 * of its provider category). The choice is the client's: no sync or matching changes it again.
 */
export const ZMarkTransferRequest = z.object({ transactionId: zId, isTransfer: z.boolean() }).strict();
export type TMarkTransferRequest = z.infer<typeof ZMarkTransferRequest>;
export const ZMarkTransferResponse = z.object({ id: z.string(), categoryType: ZCashFlowCategoryType });
export type TMarkTransferResponse = z.infer<typeof ZMarkTransferResponse>;
