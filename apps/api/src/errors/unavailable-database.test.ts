import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable-database';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
// drizzle wraps the driver's error: the reason is in `cause`.
const wrapped = (cause: Error) => new Error('Failed query: select 1', { cause });

describe('isDatabaseUnavailable', () => {
  it('recognises an unreachable or restarting PostgreSQL, wrapped or not', () => {
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('timeout exceeded when trying to connect')))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(withCode('terminating connection due to administrator command', '57P01')))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(withCode('the database system is starting up', '57P03')))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(withCode('connection failure', '08006')))).toBe(true);
  });

  it("leaves the request's and our own faults alone", () => {
    expect(isDatabaseUnavailable(wrapped(withCode('duplicate key value violates unique constraint', '23505')))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(withCode('syntax error at or near "selec"', '42601')))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
