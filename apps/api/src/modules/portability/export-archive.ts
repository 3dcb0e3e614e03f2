import { stringify } from 'csv-stringify/sync';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** A cell as a spreadsheet reads it: instants in ISO 8601, structured values as JSON, nothing for null. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  // A spreadsheet runs a cell starting so as a formula: text another person typed (a client's name in an advisor's list) must not.
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
}

/** CSV lines of these rows under `header` (no header line: `csvHeader` writes it once per file). */
export function csvLines(header: readonly string[], rows: readonly Record<string, unknown>[]): string {
  return rows.length === 0 ? '' : stringify(rows.map((row) => header.map((key) => cell(row[key]))));
}

export const csvHeader = (header: readonly string[]): string => stringify([[...header]]);

/** One CSV of rows, the header being every key any row has (in first-seen order). */
export function toCsv(rows: readonly Record<string, unknown>[]): string {
  const header: string[] = [];
  for (const row of rows) for (const key of Object.keys(row)) if (!header.includes(key)) header.push(key);
  return csvHeader(header) + csvLines(header, rows);
}

export interface ArchiveFile {
  /** Appends to the file; text is written as UTF-8. */
  write(body: string | Uint8Array): void;
  end(): void;
}

/**
 * A ZIP written file by file (fflate's streaming Zip): each file is compressed as its parts are
 * written, so the archive holds at most one part of its input at a time besides its compressed
 * output. Files are written one after another (a file is ended before the next is opened); paths
 * are ours, never a user's text.
 */
export class ZipWriter {
  private readonly chunks: Uint8Array[] = [];
  private failure: Error | null = null;
  private done = false;
  private readonly zip = new Zip((error, chunk, final) => {
    if (error) this.failure = error;
    else this.chunks.push(chunk);
    if (final) this.done = true;
  });
  private readonly encoder = new TextEncoder();

  /** `compress: false` stores the bytes as they are (images and PDFs are compressed already). */
  open(path: string, { compress = true }: { compress?: boolean } = {}): ArchiveFile {
    const entry = compress ? new ZipDeflate(path, { level: 6 }) : new ZipPassThrough(path);
    this.zip.add(entry);
    return {
      write: (body) => entry.push(typeof body === 'string' ? this.encoder.encode(body) : body),
      end: () => entry.push(new Uint8Array(0), true),
    };
  }

  /** Writes a whole file at once. */
  add(path: string, body: string | Uint8Array, options?: { compress?: boolean }): void {
    const file = this.open(path, options);
    file.write(body);
    file.end();
  }

  finish(): Buffer {
    this.zip.end();
    if (this.failure) throw this.failure;
    if (!this.done) throw new Error('the ZIP did not finish');
    return Buffer.concat(this.chunks);
  }
}
