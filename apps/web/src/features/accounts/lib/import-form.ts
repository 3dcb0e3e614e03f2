import type { TCsvMapping, TImportOptions, TImportPreviewResponse } from '@finboard/contracts';

export type ImportTargetChoice =
  { mode: 'existing'; accountId: string } | { mode: 'new'; institutionName: string; name: string; kind: 'checking' | 'savings' | 'credit card' };

export const EMPTY_TARGET: ImportTargetChoice = { mode: 'existing', accountId: '' };

/** What a column is called on the columns step: its header, or 'Column N' for a file without one. */
export function columnLabels(headers: readonly string[], hasHeader: boolean): string[] {
  return headers.map((header, index) => (hasHeader && header.trim() !== '' ? header : `Column ${index + 1}`));
}

/** The first rows of the file as the columns step shows them (a file without a header shows its first line too). */
export function sampleRows(csv: NonNullable<TImportPreviewResponse['csv']>, hasHeader: boolean): string[][] {
  return (hasHeader ? csv.sampleRows : [csv.headers, ...csv.sampleRows]).slice(0, 5);
}

/** A mapping to start the columns step from when the server could not guess one. */
export const BLANK_MAPPING: TCsvMapping = {
  hasHeader: true,
  date: 0,
  description: 1,
  amount: 2,
  debit: null,
  credit: null,
  category: null,
  amountSign: 'in-positive',
};

/** The request's options: the target, then the columns and date format the client chose (if any), then the near-duplicates to add. */
export function importOptions(
  target: ImportTargetChoice,
  choices: { mapping?: TCsvMapping | null; dateFormat?: string | null; include?: number[] },
): TImportOptions {
  const base: TImportOptions =
    target.mode === 'existing'
      ? { accountId: target.accountId }
      : { newAccount: { institutionName: target.institutionName, name: target.name, kind: target.kind } };
  return {
    ...base,
    ...(choices.mapping ? { mapping: choices.mapping } : {}),
    ...(choices.dateFormat ? { dateFormat: choices.dateFormat as TImportOptions['dateFormat'] } : {}),
    ...(choices.include && choices.include.length > 0 ? { includeNearDuplicates: choices.include } : {}),
  };
}

/** Why the first step cannot go on yet, in words, or null. */
export function targetProblem(file: File | null, target: ImportTargetChoice): string | null {
  if (!file) return 'Choose a file to import (OFX, QFX, QIF or CSV).';
  if (target.mode === 'existing') return target.accountId ? null : 'Choose an account to import into, or name a new one.';
  if (target.institutionName.trim() === '') return 'Institution name field is required';
  if (target.name.trim() === '') return 'Account name field is required';
  return null;
}
