// One file read against one account: what a preview shows and what a confirm writes, decided alike.
import type { TImportOptions } from '@finboard/contracts';
import type { Db } from '@finboard/db';
import {
  checkCsvMapping,
  chooseDateFormat,
  classifyImportRows,
  csvRecords,
  type CsvMapping,
  type DateFormatChoice,
  type ExistingTransaction,
  type FileRecord,
  IMPORT_MESSAGES,
  type ImportRow,
  parseAmountText,
  parseDateText,
  readRecords,
  recordsDecimalSeparator,
  type RowError,
  type RowStatus,
} from '@finboard/domain/imports';
import { validationError } from '../../errors/app-error';
import { findAccountTransactions, findImportMapping } from './imports.repository';
import type { ImportFile } from './read-import-file';
import { readStoredHeaders, readStoredMapping, type TStoredImportMapping } from './stored-mapping';

/** The account a file goes into: an existing manual one, or one the confirm creates (no id yet). */
export interface ImportTarget {
  ownerId: string;
  accountId: string | null;
  isLiability: boolean;
}

export interface PreparedImport {
  kind: ImportFile['kind'];
  csv: { headers: string[]; sampleRows: string[][]; mapping: CsvMapping | null; mappingSaved: boolean } | null;
  dateFormat: DateFormatChoice;
  needs: string | null;
  rows: ImportRow[];
  errors: RowError[];
  statuses: RowStatus[];
  /** In the account's sign (a card's balance owed positive). */
  ledgerBalance: { amountCents: number; date: string } | null;
  /** A CSV's choices, kept for the account's next file once confirmed. */
  mappingToSave: { headers: string[]; stored: TStoredImportMapping } | null;
}

/** A FITID is unique only per account: the account's id goes before it in the provider id. */
export const fitIdProviderId = (accountId: string, fitId: string) => `ofx:${accountId}:${fitId}`;

const NO_DATE_FORMAT: DateFormatChoice = { used: null, detected: false, fits: [] };

async function savedMapping(db: Db, target: ImportTarget, header: string[]): Promise<TStoredImportMapping | null> {
  if (!target.accountId) return null;
  const row = await findImportMapping(db, { ownerId: target.ownerId, accountId: target.accountId });
  if (!row) return null;
  const stored = readStoredMapping(row.mapping, target.accountId);
  const headers = readStoredHeaders(row.headers, target.accountId);
  const fits = stored.columns.hasHeader ? headers.join('\u0000') === header.join('\u0000') : headers.length === header.length;
  return fits ? stored : null;
}

function ledgerOf(file: ImportFile, target: ImportTarget): PreparedImport['ledgerBalance'] {
  if (file.kind !== 'ofx' || !file.ledgerBalance) return null;
  const amount = parseAmountText(file.ledgerBalance.amountText, file.ledgerBalance.amountText.includes('.') ? '.' : ',');
  const date = parseDateText(file.ledgerBalance.dateText, 'YYYYMMDD');
  if (!amount.ok || !date) return null;
  // A card's or a loan's statement states what is owed as negative; the account keeps it positive.
  return { amountCents: target.isLiability && amount.cents !== 0 ? -amount.cents : amount.cents, date };
}

async function existingOf(db: Db, target: ImportTarget): Promise<ExistingTransaction[]> {
  if (!target.accountId) return [];
  const prefix = fitIdProviderId(target.accountId, '');
  const rows = await findAccountTransactions(db, { ownerId: target.ownerId, accountId: target.accountId });
  return rows.map((row) => ({
    date: row.date,
    amountCents: row.amountCents,
    name: row.name,
    fitId: row.providerTransactionId.startsWith(prefix) ? row.providerTransactionId.slice(prefix.length) : null,
  }));
}

export async function prepareImport(db: Db, file: ImportFile, target: ImportTarget, options: TImportOptions, today: string): Promise<PreparedImport> {
  let records: FileRecord[];
  let csv: PreparedImport['csv'] = null;
  let stored: TStoredImportMapping | null = null;
  const empty = { rows: [], errors: [], statuses: [], ledgerBalance: null, mappingToSave: null };
  if (file.kind === 'csv') {
    const header = file.rows[0] ?? [];
    const saved = options.mapping ? null : await savedMapping(db, target, header);
    const mapping = options.mapping ?? saved?.columns ?? file.guess;
    // Cells cut short for the preview: a line of a hostile file may be megabytes long.
    const cut = (cells: string[]) => cells.slice(0, 100).map((cell) => cell.slice(0, 200));
    csv = { headers: cut(header), sampleRows: file.rows.slice(1, 6).map(cut), mapping, mappingSaved: saved !== null };
    if (!mapping) return { kind: file.kind, csv, dateFormat: NO_DATE_FORMAT, needs: IMPORT_MESSAGES.csvMappingNeeded, ...empty };
    const wrong = checkCsvMapping(mapping, Math.max(...file.rows.slice(0, 50).map((row) => row.length)));
    if (wrong) return { kind: file.kind, csv, dateFormat: NO_DATE_FORMAT, needs: wrong, ...empty };
    records = csvRecords(file.rows, mapping);
    stored = { columns: mapping, dateFormat: options.dateFormat ?? saved?.dateFormat ?? null };
  } else records = file.records;
  if (records.length === 0) throw validationError(IMPORT_MESSAGES.noTransactions, 'file');

  const dateFormat =
    file.kind === 'ofx'
      ? { used: 'YYYYMMDD' as const, detected: true, fits: ['YYYYMMDD' as const] }
      : chooseDateFormat(records, options.dateFormat ?? stored?.dateFormat ?? null);
  if (!dateFormat.used) return { kind: file.kind, csv, dateFormat, needs: IMPORT_MESSAGES.dateFormatNone, ...empty };
  const outPositive = csv?.mapping?.amountSign === 'out-positive';
  const { rows, errors } = readRecords(records, { dateFormat: dateFormat.used, decimal: recordsDecimalSeparator(records), today, outPositive });
  const statuses = classifyImportRows(rows, await existingOf(db, target));
  const mappingToSave = stored ? { headers: file.kind === 'csv' ? (file.rows[0] ?? []) : [], stored: { ...stored, dateFormat: dateFormat.used } } : null;
  return { kind: file.kind, csv, dateFormat, needs: null, rows, errors, statuses, ledgerBalance: ledgerOf(file, target), mappingToSave };
}
