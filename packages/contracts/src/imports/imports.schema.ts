import { AMOUNT_SIGNS, IMPORT_DATE_FORMATS, IMPORT_MAX_ROWS, IMPORT_MESSAGES } from '@finboard/domain/imports';
import { z } from 'zod';
import { zCalendarDate, zText } from '../common/primitives.schema';

/** Signed cents: a transaction's (Plaid's sign) or a balance (an overdraft, an overpaid card). */
const zSignedCents = z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);
const zColumn = z.number().int().min(0).max(999);

/** Which CSV column holds what (0-based); an amount column, or a debit and a credit column. */
export const ZCsvMapping = z
  .object({
    hasHeader: z.boolean(),
    date: zColumn,
    description: zColumn,
    amount: zColumn.nullable(),
    debit: zColumn.nullable(),
    credit: zColumn.nullable(),
    category: zColumn.nullable(),
    amountSign: z.enum(AMOUNT_SIGNS),
  })
  .strict();
export type TCsvMapping = z.infer<typeof ZCsvMapping>;

export const ZImportDateFormat = z.enum(IMPORT_DATE_FORMATS);
export const IMPORT_ACCOUNT_KINDS = ['checking', 'savings', 'credit card'] as const;

/** A manual account the import creates (on confirm only). */
export const ZNewImportAccount = z
  .object({
    institutionName: zText(200).refine((value) => value !== '', { error: 'Institution name field is required' }),
    name: zText(200).refine((value) => value !== '', { error: 'Account name field is required' }),
    kind: z.enum(IMPORT_ACCOUNT_KINDS),
  })
  .strict();

/**
 * The import's choices, sent as the multipart field `options` (JSON) before the file: into which
 * account, the CSV's columns and the date format when the client chose them, and (on confirm) the
 * near-duplicates the client wants added, by their index among the file's transactions.
 */
export const ZImportOptions = z
  .object({
    accountId: z.string().uuid().optional(),
    newAccount: ZNewImportAccount.optional(),
    mapping: ZCsvMapping.optional(),
    dateFormat: ZImportDateFormat.optional(),
    includeNearDuplicates: z.array(z.number().int().min(0).max(IMPORT_MAX_ROWS)).max(IMPORT_MAX_ROWS).optional(),
  })
  .strict()
  .refine((options) => (options.accountId === undefined) !== (options.newAccount === undefined), { error: IMPORT_MESSAGES.accountNeeded });
export type TImportOptions = z.infer<typeof ZImportOptions>;

const ZImportedRow = z.object({
  index: z.number().int(),
  row: z.string(),
  date: zCalendarDate,
  description: z.string(),
  amountCents: zSignedCents,
  categoryType: z.string(),
});

export const ZImportPreviewResponse = z.object({
  kind: z.enum(['ofx', 'qif', 'csv']),
  /** The CSV's first rows and the columns used: the saved ones, the client's, or a guess (null when none fits). */
  csv: z
    .object({ headers: z.array(z.string()), sampleRows: z.array(z.array(z.string())), mapping: ZCsvMapping.nullable(), mappingSaved: z.boolean() })
    .nullable(),
  dateFormat: z.object({ used: ZImportDateFormat.nullable(), detected: z.boolean(), fits: z.array(ZImportDateFormat) }),
  /** Why the file cannot be read as it is yet (a CSV's columns, its date format): the client chooses, then previews again. */
  needs: z.string().nullable(),
  counts: z.object({ new: z.number().int(), alreadyHere: z.number().int(), nearDuplicates: z.number().int(), errors: z.number().int() }),
  /** 'N new, M already here, K with errors' */
  summary: z.string(),
  errors: z.array(z.object({ row: z.string(), message: z.string() })),
  nearDuplicates: z.array(ZImportedRow.extend({ existing: z.object({ date: zCalendarDate, name: z.string(), amountCents: zSignedCents }) })),
  sample: z.array(ZImportedRow),
  /** The file's ledger balance, which the account's balance will follow (in the account's sign). */
  ledgerBalance: z.object({ amountCents: zSignedCents, date: zCalendarDate }).nullable(),
});
export type TImportPreviewResponse = z.infer<typeof ZImportPreviewResponse>;

export const ZImportConfirmResponse = z.object({ accountId: z.string(), added: z.number().int(), skipped: z.number().int(), balanceUpdated: z.boolean() });
export type TImportConfirmResponse = z.infer<typeof ZImportConfirmResponse>;

/** The client's manual accounts, which a file may go into. */
export const ZImportAccountsResponse = z.object({
  accounts: z.array(z.object({ id: z.string(), name: z.string(), institutionName: z.string(), balanceType: z.string() })),
});
