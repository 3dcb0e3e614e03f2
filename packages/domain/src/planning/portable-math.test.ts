import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exp, fastExp, log, TABLE_EXP_LIMIT, tableExp } from './portable-math';

// V8 computes Math.exp and Math.log with fdlibm, so on Node the ports must agree bit for bit.
describe('exp and log ports', () => {
  const specials = [0, -0, 1, -1, 0.5, 2, 1e-300, 5e-324, 709.78, 709.79, -745.1, -746, Infinity, -Infinity, NaN];

  it('match Math.exp bit for bit', () => {
    for (const x of specials) expect(Object.is(exp(x), Math.exp(x))).toBe(true);
    fc.assert(
      fc.property(fc.double({ min: -750, max: 710, noNaN: true }), (x) => Object.is(exp(x), Math.exp(x))),
      { numRuns: 20_000, seed: 7 },
    );
  });

  it('match Math.log bit for bit', () => {
    for (const x of [...specials, 1e308, 2.2250738585072014e-308, 1 + 1e-12]) {
      expect(Object.is(log(x), Math.log(x))).toBe(true);
    }
    fc.assert(
      fc.property(fc.double({ min: 0, noNaN: true }), (x) => Object.is(log(x), Math.log(x))),
      {
        numRuns: 20_000,
        seed: 7,
      },
    );
  });
});

describe('tableExp', () => {
  it('is within 1.5 ulp of e^x inside its range and falls back outside it', () => {
    const ulps = (x: number) => Math.abs(tableExp(x) - exp(x)) / (exp(x) * Number.EPSILON);
    fc.assert(
      fc.property(fc.double({ min: -TABLE_EXP_LIMIT, max: TABLE_EXP_LIMIT, noNaN: true }), (x) => {
        expect(ulps(x)).toBeLessThanOrEqual(1.5);
      }),
      { numRuns: 20_000, seed: 11 },
    );
    expect(fastExp(100)).toBe(exp(100));
    expect(fastExp(-800)).toBe(0);
  });
});
