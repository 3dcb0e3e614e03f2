import type { Db } from '@finboard/db';
import type { FileStorage } from '../../providers/storage/file-storage';
import { csvHeader, csvLines, toCsv, ZipWriter } from './export-archive';
import { EXCLUDED_TABLES, EXPORT_PLAN, type ExportedTable } from './export-plan';
import { exportedColumnsOf, findAdvisorClients, findOwnedRowsPage, findStoredFilesOf, tableNameOf } from './export.repository';

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

/** Rows are read and written this many at a time, so a big account's export holds one page of a table, never all of it. */
export const EXPORT_PAGE_ROWS = 2_000;

/** Every page of the user's rows of one table, in primary-key order. */
async function* pagesOf(db: Db, entry: ExportedTable, userId: string, pageRows: number): AsyncGenerator<Record<string, unknown>[]> {
  for (let offset = 0; ; offset += pageRows) {
    const page = await findOwnedRowsPage(db, entry, userId, { limit: pageRows, offset });
    if (page.length > 0) yield page;
    if (page.length < pageRows) return;
  }
}

const jsonRows = (rows: readonly Record<string, unknown>[], first: boolean) =>
  rows.map((row, index) => `${first && index === 0 ? '' : ','}\n      ${JSON.stringify(row)}`).join('');

/**
 * The ZIP of everything the user has (on the primary: it runs just after its request committed): one
 * CSV per kind of record, `data.json` with everything (and the tables not exported, with why), and
 * the uploaded documents. Tables are read a page at a time, twice (once for the CSVs, once for the
 * JSON, as a ZIP's files are written one after another), and each page is compressed as it is written.
 */
export async function buildExportArchive(db: Db, storage: FileStorage, userId: string, exportedAt: Date, pageRows = EXPORT_PAGE_ROWS): Promise<Buffer> {
  // One snapshot for every page of both passes: a row written meanwhile is neither skipped nor read twice.
  return db.transaction((tx) => writeArchive(tx, storage, userId, exportedAt, pageRows), { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

async function writeArchive(db: Db, storage: FileStorage, userId: string, exportedAt: Date, pageRows: number): Promise<Buffer> {
  const zip = new ZipWriter();
  for (const entry of EXPORT_PLAN) {
    const header = exportedColumnsOf(entry);
    const file = zip.open(`${entry.file}.csv`);
    file.write(csvHeader(header));
    for await (const page of pagesOf(db, entry, userId, pageRows)) file.write(csvLines(header, page));
    file.end();
  }
  // An advisor's list is a few thousand rows at most (My Clients'): read at once.
  const clients = (await findAdvisorClients(db, userId)) as Record<string, unknown>[];
  zip.add('clients.csv', toCsv(clients));

  const json = zip.open('data.json');
  json.write(`{\n  "exportedAt": ${JSON.stringify(exportedAt.toISOString())},\n  "tables": {`);
  for (const [index, entry] of EXPORT_PLAN.entries()) {
    json.write(`${index === 0 ? '' : ','}\n    ${JSON.stringify(tableNameOf(entry))}: [`);
    let first = true;
    for await (const page of pagesOf(db, entry, userId, pageRows)) {
      json.write(jsonRows(page, first));
      first = false;
    }
    json.write(first ? ']' : '\n    ]');
  }
  json.write(`\n  },\n  "clients": ${JSON.stringify(clients)},\n  "notExported": ${JSON.stringify(EXCLUDED_TABLES)}\n}\n`);
  json.end();

  for (const stored of await findStoredFilesOf(db, userId)) {
    const body = await storage.get(stored.storageKey);
    // A file the storage lost is listed in documents.csv all the same; its absence is not the user's to fix.
    if (body) zip.add(`documents/${stored.purpose}-${stored.id}.${EXTENSIONS[stored.contentType] ?? 'bin'}`, body, { compress: false });
  }
  return zip.finish();
}
