// Every message the file import shows a person, in one place (the api's refusals and the preview's row errors).
import { IMPORT_MAX_BYTES_LABEL, IMPORT_MAX_ROWS } from './import-limits';

const rowsLabel = IMPORT_MAX_ROWS.toLocaleString('en-US');
/** A file's text quoted back, cut short: a cell may be megabytes long. */
const quoted = (text: string) => `"${text.length > 40 ? `${text.slice(0, 40)}…` : text}"`;

export const IMPORT_MESSAGES = {
  noFile: 'Choose a file to import (OFX, QFX, QIF or CSV).',
  emptyFile: 'The file is empty: there is nothing to import.',
  tooLarge: `The file is larger than ${IMPORT_MAX_BYTES_LABEL}, the most one import takes. Split it into smaller files.`,
  tooManyRows: `The file has more than ${rowsLabel} rows, the most one import takes. Split it into smaller files.`,
  unknownKind: 'This is not a file we can import. Choose an OFX, QFX, QIF or CSV file exported by your bank.',
  notText: 'This file is not text (perhaps a spreadsheet or a PDF). Export it from your bank as OFX, QFX, QIF or CSV.',
  ofxIncomplete: 'This OFX file has no statement in it: export it again from your bank.',
  ofxManyAccounts: (count: number) => `This file holds statements of ${count} accounts. Export one account at a time and import each into its own account.`,
  qifInvestment: 'This QIF file holds investment transactions, which import does not take. Export the bank or card account instead.',
  noTransactions: 'The file has no transactions in it.',
  csvOneColumn: 'Only one column was found in this CSV file. Check that it is separated by commas, semicolons or tabs.',
  csvMappingNeeded: 'Choose which columns hold the date, the description and the amount (or debit and credit).',
  csvMappingColumn: (field: string) => `The ${field} column is not in this file.`,
  csvMappingAmount: 'Choose an amount column, or a debit and a credit column.',
  dateFormatNone: 'The dates in this file are in no format we know. Choose the date format.',
  manualOnly: 'Files can be imported only into a manual account.',
  accountNeeded: 'Choose an account to import into, or name a new one.',
  optionsInvalid: 'The import options are not valid.',
  rowDate: (row: string, text: string) =>
    text.trim() === '' ? `${row}: the date is missing` : `${row}: the date ${quoted(text)} is not a date in the format chosen`,
  rowFutureDate: (row: string, date: string) => `${row}: the date ${date} is in the future`,
  rowAmount: (row: string, text: string) => (text.trim() === '' ? `${row}: the amount is missing` : `${row}: the amount ${quoted(text)} is not a number`),
  rowDebitCredit: (row: string) => `${row}: both debit and credit hold an amount`,
  rowDescription: (row: string) => `${row}: the description is missing`,
  rowColumns: (row: string, count: number) => `${row}: has ${count} columns, fewer than the columns chosen`,
  rowTooLarge: (row: string, text: string) => `${row}: the amount ${quoted(text)} is too large`,
} as const;

/** The preview's one line (issue 37): 'N new, M already here, K with errors'. */
export function importSummary(counts: { new: number; alreadyHere: number; errors: number }): string {
  return `${counts.new} new, ${counts.alreadyHere} already here, ${counts.errors} with errors`;
}
