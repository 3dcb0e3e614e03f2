/** Whether a database error is a unique index refusing a second row (PostgreSQL's 23505), as pg or PGlite report it. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
  return code === '23505';
}
