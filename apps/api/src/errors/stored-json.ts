import type { z } from 'zod';

/** Which stored value: the table and jsonb column, and the row's key. */
export interface StoredJsonPlace {
  table: string;
  column: string;
  rowId: string;
}

/**
 * A jsonb value read from the database that does not have the shape its contract says. Not the
 * caller's fault and nothing they can fix: the one error mapping logs it (with the place and the
 * first issues, never the value itself, which may be a client's data) and answers a bare 500.
 */
export class StoredDataError extends Error {
  constructor(
    readonly place: StoredJsonPlace,
    readonly issues: readonly string[],
  ) {
    super(`${place.table}.${place.column} of row ${place.rowId} does not match its schema: ${issues.join('; ')}`);
    this.name = 'StoredDataError';
  }
}

const MAX_ISSUES = 5;
const describe = (issue: z.core.$ZodIssue) => `${issue.path.join('.') || '(root)'}: ${issue.code}`;

/**
 * The one way the api reads a jsonb column: parsed with the contracts' schema, so a value written by
 * an older build, by hand or by a bug is refused at the edge instead of travelling on under a cast.
 * Returns the parsed value (with the schema's defaults applied); throws StoredDataError otherwise.
 */
export function parseStoredJson<S extends z.ZodType>(schema: S, value: unknown, place: StoredJsonPlace): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new StoredDataError(place, parsed.error.issues.slice(0, MAX_ISSUES).map(describe));
}

/** Whether a stored value has its schema's shape: for derived columns a refresh can recompute instead. */
export const isStoredJson = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;
