import type { Database } from '@finboard/db';

export interface ColumnOfText {
  table: string;
  column: string;
  /** text and varchar are compared whole; jsonb and arrays are searched as text. */
  whole: boolean;
}

/** Every column of the public schema that can hold a user's id or email, from the database itself (not a hand list). */
export async function textColumns(database: Database): Promise<ColumnOfText[]> {
  const { rows } = await database.querySql(
    `select table_name, column_name, data_type from information_schema.columns
     where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')
       and table_name not like '\\_\\_%' order by table_name, column_name`,
  );
  return (rows as { table_name: string; column_name: string; data_type: string }[]).map((row) => ({
    table: row.table_name,
    column: row.column_name,
    whole: row.data_type === 'text' || row.data_type === 'character varying',
  }));
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** How many rows of each column hold the value: exactly (text) or anywhere in it (jsonb, arrays, and text when `within`). */
export async function findReferences(database: Database, value: string, { within = false }: { within?: boolean } = {}): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (const { table, column, whole } of await textColumns(database)) {
    const test = whole && !within ? `${quoted(column)} = $1` : `strpos(${quoted(column)}::text, $1) > 0`;
    const { rows } = await database.querySql(`select count(*)::int as n from ${quoted(table)} where ${test}`, [value]);
    const n = Number((rows[0] as { n: number } | undefined)?.n ?? 0);
    if (n > 0) found.set(`${table}.${column}`, n);
  }
  return found;
}
