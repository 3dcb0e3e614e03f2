import {
  type CsvMapping,
  detectFileKind,
  type FileBalance,
  guessCsvMapping,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  type ImportFileKind,
  parseOfx,
  parseQif,
} from '@finboard/domain/imports';
import Papa from 'papaparse';
import { validationError } from '../../errors/app-error';
import { decodeImportFile } from './decode-import-file';
import type { FileRecord } from '@finboard/domain/imports';

/** What one uploaded file holds, before a CSV's columns are chosen. */
export type ImportFile =
  | { kind: 'ofx'; records: FileRecord[]; ledgerBalance: FileBalance | null; isCreditCard: boolean }
  | { kind: 'qif'; records: FileRecord[] }
  | { kind: 'csv'; rows: string[][]; guess: CsvMapping | null };

const refuse = (message: string) => validationError(message, 'file');

function checkCount(count: number) {
  if (count > IMPORT_MAX_ROWS) throw refuse(IMPORT_MESSAGES.tooManyRows);
}

/** CSV by papaparse: the delimiter (comma, semicolon, tab, pipe) detected from the file, quotes as RFC 4180 has them. */
function readCsvRows(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text, { delimitersToGuess: [',', ';', '\t', '|'], skipEmptyLines: false });
  const rows = parsed.data;
  // A last line break leaves one empty row.
  while (rows.length > 0 && (rows.at(-1) ?? []).every((cell) => cell.trim() === '')) rows.pop();
  checkCount(rows.length - 1);
  if (rows.length === 0) throw refuse(IMPORT_MESSAGES.noTransactions);
  if (Math.max(...rows.slice(0, 50).map((row) => row.length)) < 2) throw refuse(IMPORT_MESSAGES.csvOneColumn);
  return rows;
}

export function readImportFile(bytes: Buffer): ImportFile {
  const text = decodeImportFile(bytes);
  const kind: ImportFileKind | null = detectFileKind(text);
  if (kind === null) throw refuse(IMPORT_MESSAGES.unknownKind);
  if (kind === 'csv') {
    const rows = readCsvRows(text);
    return { kind, rows, guess: guessCsvMapping(rows) };
  }
  const reading = kind === 'ofx' ? parseOfx(text) : parseQif(text);
  if (!reading.ok) throw refuse(reading.message);
  const records = 'statement' in reading ? reading.statement.records : reading.records;
  checkCount(records.length);
  if (records.length === 0) throw refuse(IMPORT_MESSAGES.noTransactions);
  if ('statement' in reading) return { kind: 'ofx', records, ledgerBalance: reading.statement.ledgerBalance, isCreditCard: reading.statement.isCreditCard };
  return { kind: 'qif', records };
}
