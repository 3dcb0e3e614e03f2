// Seeding many rows at once: one INSERT per batch keeps each statement under PostgreSQL's limit of
// 65,535 parameters while still writing thousands of rows a statement.

/** Writes `rows` through `write` in slices of `size`, one after another. */
export async function inBatches<T>(rows: T[], write: (batch: T[]) => Promise<unknown>, size = 1000): Promise<void> {
  for (let start = 0; start < rows.length; start += size) await write(rows.slice(start, start + size));
}
