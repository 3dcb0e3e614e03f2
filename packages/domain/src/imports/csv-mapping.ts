// A CSV file's columns: which holds the date, the description, the amount (or debit and credit) and the category.
import { IMPORT_MESSAGES } from './import-messages';
import type { FileRecord } from './file-records';
import { detectDateFormats } from './date-text';
import { parseAmountText } from './amount-text';

export const AMOUNT_SIGNS = ['in-positive', 'out-positive'] as const;
export type AmountSign = (typeof AMOUNT_SIGNS)[number];

export interface CsvMapping {
  hasHeader: boolean;
  date: number;
  description: number;
  amount: number | null;
  debit: number | null;
  credit: number | null;
  category: number | null;
  /** in-positive: money in is positive (most banks); out-positive: money out is (many card statements). */
  amountSign: AmountSign;
}

const NAMES: Record<'date' | 'description' | 'amount' | 'debit' | 'credit' | 'category', RegExp[]> = {
  date: [/^(transaction |trans\.? |posting |posted |booking )?date$/, /date/, /datum|fecha/],
  description: [/^description$/, /payee|merchant/, /description|narrative|details|particulars/, /^name$|memo|transaction/],
  amount: [/^amount$/, /amount|^value$|^sum$/],
  debit: [/debit|withdrawal|money out|paid out|^out$|outflow/],
  credit: [/credit|deposit|money in|paid in|^in$|inflow/],
  category: [/category/],
};

function findColumn(headers: string[], patterns: RegExp[], taken: Set<number>): number | null {
  const names = headers.map((header) => header.trim().toLowerCase());
  for (const pattern of patterns) {
    const index = names.findIndex((name, at) => !taken.has(at) && !/balance/.test(name) && pattern.test(name));
    if (index >= 0) return index;
  }
  return null;
}

const isDateCell = (cell: string) => detectDateFormats([cell]).length > 0;

/** The mapping read from the header's names (or, with none, from the cells: the date column, the amount one, the longest text), or null. */
export function guessCsvMapping(rows: readonly string[][]): CsvMapping | null {
  const first = rows[0] ?? [];
  const hasHeader = !first.some(isDateCell);
  const taken = new Set<number>();
  const pick = (field: keyof typeof NAMES) => {
    const index = hasHeader ? findColumn(first, NAMES[field], taken) : null;
    if (index !== null) taken.add(index);
    return index;
  };
  let date = pick('date');
  const amount = pick('amount');
  const debit = amount === null ? pick('debit') : null;
  const credit = amount === null ? pick('credit') : null;
  const category = pick('category');
  let description = pick('description');
  if (!hasHeader) {
    const body = rows.slice(0, 50);
    const columns = first.map((_, index) => body.map((row) => row[index] ?? ''));
    date = columns.findIndex((cells) => cells.every(isDateCell));
    const amountAt = columns.findIndex((cells, index) => index !== date && cells.every((cell) => parseAmountText(cell).ok));
    const lengths = columns.map((cells, index) => (index === date || index === amountAt ? -1 : cells.join('').length));
    description = lengths.indexOf(Math.max(...lengths));
    if (date < 0 || amountAt < 0 || description < 0) return null;
    return { hasHeader, date, description, amount: amountAt, debit: null, credit: null, category: null, amountSign: 'in-positive' };
  }
  if (date === null || description === null || (amount === null && (debit === null || credit === null))) return null;
  return { hasHeader, date, description, amount, debit, credit, category, amountSign: 'in-positive' };
}

/** Why a mapping cannot read a file of `columnCount` columns, or null. */
export function checkCsvMapping(mapping: CsvMapping, columnCount: number): string | null {
  if (mapping.amount === null && (mapping.debit === null || mapping.credit === null)) return IMPORT_MESSAGES.csvMappingAmount;
  const used: [string, number | null][] = [
    ['date', mapping.date],
    ['description', mapping.description],
    ['amount', mapping.amount],
    ['debit', mapping.debit],
    ['credit', mapping.credit],
    ['category', mapping.category],
  ];
  const outside = used.find(([, index]) => index !== null && index >= columnCount);
  return outside ? IMPORT_MESSAGES.csvMappingColumn(outside[0]) : null;
}

/** The file's transactions under a mapping (checked first); blank lines skipped, rows numbered as a spreadsheet shows them. */
export function csvRecords(rows: readonly string[][], mapping: CsvMapping): FileRecord[] {
  const records: FileRecord[] = [];
  const needed = Math.max(mapping.date, mapping.description, mapping.amount ?? 0, mapping.debit ?? 0, mapping.credit ?? 0, mapping.category ?? 0) + 1;
  rows.forEach((cells, index) => {
    if (mapping.hasHeader && index === 0) return;
    if (cells.every((cell) => cell.trim() === '')) return;
    const row = `Row ${index + 1}`;
    const cell = (at: number | null) => (at === null ? '' : (cells[at] ?? ''));
    records.push({
      row,
      dateText: cell(mapping.date),
      amount:
        mapping.amount !== null ? { kind: 'signed', text: cell(mapping.amount) } : { kind: 'split', debit: cell(mapping.debit), credit: cell(mapping.credit) },
      description: cell(mapping.description),
      category: cell(mapping.category).trim() || null,
      fitId: null,
      ...(cells.length < needed ? { shortRow: cells.length } : {}),
    });
  });
  return records;
}
