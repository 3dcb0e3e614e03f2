import { ZCsvMapping, ZImportDateFormat } from '@finboard/contracts';
import { z } from 'zod';
import { parseStoredJson } from '../../errors/stored-json';

/** import_mappings.mapping: the columns and the date format a client chose for an account's CSV files. */
export const ZStoredImportMapping = z.object({ columns: ZCsvMapping, dateFormat: ZImportDateFormat.nullable() });
export type TStoredImportMapping = z.infer<typeof ZStoredImportMapping>;

export function readStoredMapping(value: unknown, accountId: string): TStoredImportMapping {
  return parseStoredJson(ZStoredImportMapping, value, { table: 'import_mappings', column: 'mapping', rowId: accountId });
}

export function readStoredHeaders(value: unknown, accountId: string): string[] {
  return parseStoredJson(z.array(z.string()), value, { table: 'import_mappings', column: 'headers', rowId: accountId });
}
