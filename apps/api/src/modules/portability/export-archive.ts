import { stringify } from 'csv-stringify/sync';
import { zipSync } from 'fflate';

/** A cell as a spreadsheet reads it: instants in ISO 8601, structured values as JSON, nothing for null. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  // A spreadsheet runs a cell starting so as a formula: text another person typed (a client's name in an advisor's list) must not.
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
}

/** One CSV of rows, the header being every key any row has (in first-seen order). */
export function toCsv(rows: readonly Record<string, unknown>[]): string {
  const header: string[] = [];
  for (const row of rows) for (const key of Object.keys(row)) if (!header.includes(key)) header.push(key);
  return stringify([header, ...rows.map((row) => header.map((key) => cell(row[key])))]);
}

export interface ArchiveEntry {
  path: string;
  body: Uint8Array | string;
}

/** The ZIP (deflate) of the entries; paths are ours, never a user's text. */
export function zipArchive(entries: readonly ArchiveEntry[]): Buffer {
  const files: Record<string, Uint8Array> = {};
  for (const entry of entries) files[entry.path] = typeof entry.body === 'string' ? new TextEncoder().encode(entry.body) : entry.body;
  return Buffer.from(zipSync(files, { level: 6 }));
}
