import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * `column in ('a', 'b', …)` for a CHECK constraint, from the same tuple that types the column
 * (`text(name, { enum })`), so the database refuses what the code could never mean to write.
 */
export function isOneOf(column: AnyColumn, values: readonly string[]): SQL {
  // The tuples are the code's own constants; anything else would not belong in SQL text.
  for (const value of values) if (!/^[A-Za-z_-]+$/.test(value)) throw new Error(`not a closed-set value: ${value}`);
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
}

/** A message or text waiting in an outbox, then sent or failed. */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** What a stored image is for, as stored (the profile's upload routes name theirs with hyphens). */
export const STORED_FILE_PURPOSES = ['photo', 'company_logo', 'identity_front', 'identity_back', 'scenario_thumbnail'] as const;
export type StoredFilePurpose = (typeof STORED_FILE_PURPOSES)[number];

/** A report link: pending while 'all reports' is made in the background, then ready or failed. */
export const REPORT_LINK_STATUSES = ['pending', 'ready', 'failed'] as const;
export type ReportLinkStatus = (typeof REPORT_LINK_STATUSES)[number];
