import type { Db } from '@finboard/db';
import type { FileStorage } from '../../providers/storage/file-storage';
import { type ArchiveEntry, toCsv, zipArchive } from './export-archive';
import { EXCLUDED_TABLES, EXPORT_PLAN } from './export-plan';
import { findAdvisorClients, findOwnedRows, findStoredFilesOf, tableNameOf } from './export.repository';

export interface ExportContents {
  /** Every exported table's rows of the user, by SQL table name (the JSON file's `tables`). */
  tables: Record<string, Record<string, unknown>[]>;
  /** An advisor's clients as My Clients lists them (empty for a client). */
  clients: Record<string, unknown>[];
  documents: { path: string; body: Buffer }[];
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

/** Everything the user has, read table by table (on the primary: it runs just after its request committed). */
export async function collectExport(db: Db, storage: FileStorage, userId: string): Promise<ExportContents> {
  const tables: ExportContents['tables'] = {};
  for (const entry of EXPORT_PLAN) tables[tableNameOf(entry)] = await findOwnedRows(db, entry, userId);
  const clients = await findAdvisorClients(db, userId);
  const documents: ExportContents['documents'] = [];
  for (const file of await findStoredFilesOf(db, userId)) {
    const body = await storage.get(file.storageKey);
    // A file the storage lost is listed in documents.csv all the same; its absence is not the user's to fix.
    if (body) documents.push({ path: `documents/${file.purpose}-${file.id}.${EXTENSIONS[file.contentType] ?? 'bin'}`, body });
  }
  return { tables, clients, documents };
}

/** The ZIP: one CSV per kind of record, `data.json` with everything, and the uploaded documents. */
export function packExport(contents: ExportContents, exportedAt: Date): Buffer {
  const entries: ArchiveEntry[] = EXPORT_PLAN.map((entry) => ({ path: `${entry.file}.csv`, body: toCsv(contents.tables[tableNameOf(entry)] ?? []) }));
  entries.push({ path: 'clients.csv', body: toCsv(contents.clients) });
  const json = { exportedAt: exportedAt.toISOString(), tables: contents.tables, clients: contents.clients, notExported: EXCLUDED_TABLES };
  entries.push({ path: 'data.json', body: JSON.stringify(json, null, 2) });
  for (const document of contents.documents) entries.push({ path: document.path, body: document.body });
  return zipArchive(entries);
}
