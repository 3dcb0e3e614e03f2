// From what a file writes to transactions: its dates in one format, its amounts in cents (Plaid's
// sign: positive is money out), every row that cannot be read named with why.
import { IMPORT_MESSAGES } from './import-messages';
import { detectDecimalSeparator, parseAmountText, type AmountReading, type DecimalSeparator } from './amount-text';
import { detectDateFormats, parseDateText, type ImportDateFormat } from './date-text';
import type { FileRecord } from './file-records';

export interface ImportRow {
  /** Its place among the file's transactions: how the client names a near-duplicate to add. */
  index: number;
  row: string;
  date: string;
  /** Plaid's sign: positive is money out. */
  amountCents: number;
  description: string;
  category: string | null;
  fitId: string | null;
}

export interface RowError {
  row: string;
  message: string;
}

export interface DateFormatChoice {
  /** The format the dates are read in: the one asked for, else the first detected (null when none reads them all). */
  used: ImportDateFormat | null;
  detected: boolean;
  /** Every format in which all the file's dates read. */
  fits: ImportDateFormat[];
}

const MAX_DESCRIPTION = 500;

export function chooseDateFormat(records: readonly FileRecord[], asked: ImportDateFormat | null): DateFormatChoice {
  const fits = detectDateFormats(records.map((record) => record.dateText));
  if (asked) return { used: asked, detected: false, fits };
  return { used: fits[0] ?? null, detected: fits.length > 0, fits };
}

/** The decimal separator of a file's amounts (see detectDecimalSeparator). */
export function recordsDecimalSeparator(records: readonly FileRecord[]): DecimalSeparator {
  return detectDecimalSeparator(
    records.flatMap((record) => (record.amount.kind === 'signed' ? [record.amount.text] : [record.amount.debit, record.amount.credit])),
  );
}

interface ReadOptions {
  dateFormat: ImportDateFormat;
  decimal: DecimalSeparator;
  today: string;
  /** The file writes money out as positive (many card statements). */
  outPositive: boolean;
}

function amountError(row: string, text: string, reading: AmountReading): string {
  return !reading.ok && reading.reason === 'too-large' ? IMPORT_MESSAGES.rowTooLarge(row, text) : IMPORT_MESSAGES.rowAmount(row, text);
}

/** The amount as written (money in positive), or the row's error. */
function readAmount(record: FileRecord, decimal: DecimalSeparator): { cents: number } | { error: string } {
  if (record.amount.kind === 'signed') {
    const reading = parseAmountText(record.amount.text, decimal);
    return reading.ok ? { cents: reading.cents } : { error: amountError(record.row, record.amount.text, reading) };
  }
  const { debit, credit } = record.amount;
  const hasDebit = debit.trim() !== '';
  const hasCredit = credit.trim() !== '';
  if (hasDebit && hasCredit) {
    const [d, c] = [parseAmountText(debit, decimal), parseAmountText(credit, decimal)];
    // Some banks write 0.00 in the column not used.
    if (d.ok && d.cents === 0 && c.ok) return { cents: Math.abs(c.cents) };
    if (c.ok && c.cents === 0 && d.ok) return { cents: -Math.abs(d.cents) };
    return { error: IMPORT_MESSAGES.rowDebitCredit(record.row) };
  }
  if (!hasDebit && !hasCredit) return { error: IMPORT_MESSAGES.rowAmount(record.row, '') };
  const text = hasDebit ? debit : credit;
  const reading = parseAmountText(text, decimal);
  if (!reading.ok) return { error: amountError(record.row, text, reading) };
  return { cents: hasDebit ? -Math.abs(reading.cents) : Math.abs(reading.cents) };
}

function readRecord(record: FileRecord, index: number, options: ReadOptions): ImportRow | RowError {
  const { row } = record;
  if (record.shortRow !== undefined) return { row, message: IMPORT_MESSAGES.rowColumns(row, record.shortRow) };
  const date = parseDateText(record.dateText, options.dateFormat);
  if (!date) return { row, message: IMPORT_MESSAGES.rowDate(row, record.dateText) };
  if (date > options.today) return { row, message: IMPORT_MESSAGES.rowFutureDate(row, date) };
  const amount = readAmount(record, options.decimal);
  if ('error' in amount) return { row, message: amount.error };
  const description = record.description.replace(/\s+/g, ' ').trim().slice(0, MAX_DESCRIPTION);
  if (description === '') return { row, message: IMPORT_MESSAGES.rowDescription(row) };
  const signed = options.outPositive ? amount.cents : -amount.cents;
  return { index, row, date, amountCents: signed === 0 ? 0 : signed, description, category: record.category?.slice(0, 200) ?? null, fitId: record.fitId };
}

export function readRecords(records: readonly FileRecord[], options: ReadOptions): { rows: ImportRow[]; errors: RowError[] } {
  const rows: ImportRow[] = [];
  const errors: RowError[] = [];
  for (const [index, record] of records.entries()) {
    const read = readRecord(record, index, options);
    if ('message' in read) errors.push(read);
    else rows.push(read);
  }
  return { rows, errors };
}
