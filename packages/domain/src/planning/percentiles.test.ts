import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PercentileSelector } from './percentile-selector';
import { percentileOfSorted, planPercentiles, selectKth, selectPercentiles } from './percentiles';

const PS = [0.1, 0.5, 0.9];

function bySorting(values: Float64Array, ps: readonly number[]): number[] {
  const sorted = Float64Array.from(values).sort();
  return ps.map((p) => percentileOfSorted(sorted, p));
}

// Balances: non-negative, many exact zeros (depleted paths), duplicates, wide ranges.
const balance = fc.oneof(
  fc.constant(0),
  fc.double({ min: 0, max: 1e7, noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: 0, max: 20 }),
  fc.double({ min: 0, max: 1e-300, noNaN: true }), // subnormals and tiny values
);
const anyFinite = fc.double({ noNaN: true, noDefaultInfinity: true });

describe('type-7 percentiles by selection (invariant 7: the fast percentile equals a full sort)', () => {
  it('interpolates linearly between order statistics', () => {
    const sorted = Float64Array.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
    expect(percentileOfSorted(sorted, 0.5)).toBe(5.5);
    expect(percentileOfSorted(sorted, 0.1)).toBeCloseTo(1.9, 14);
    expect(percentileOfSorted(Float64Array.of(7), 0.9)).toBe(7);
  });

  it('PercentileSelector equals a full sort on balances and leaves them unchanged', () => {
    fc.assert(
      fc.property(fc.array(balance, { minLength: 1, maxLength: 400 }), (list) => {
        const values = Float64Array.from(list);
        const before = Array.from(values);
        const out = new Float64Array(3);
        new PercentileSelector(values.length, PS).select(values, out);
        expect(Array.from(out)).toEqual(bySorting(values, PS));
        expect(Array.from(values)).toEqual(before);
      }),
      { numRuns: 300, seed: 3 },
    );
  });

  it('PercentileSelector equals a full sort on any finite values (negatives take the fallback)', () => {
    fc.assert(
      fc.property(fc.array(anyFinite, { minLength: 1, maxLength: 300 }), (list) => {
        const values = Float64Array.from(list);
        const out = new Float64Array(3);
        new PercentileSelector(values.length, PS).select(values, out);
        expect(Array.from(out)).toEqual(bySorting(values, PS));
      }),
      { numRuns: 200, seed: 4 },
    );
  });

  it('selectKnownRange equals a full sort given the smallest positive and largest value', () => {
    fc.assert(
      fc.property(fc.array(balance, { minLength: 1, maxLength: 400 }), (list) => {
        const values = Float64Array.from(list);
        const positives = list.filter((v) => v > 0);
        const lowest = positives.length ? Math.min(...positives) : Number.MAX_VALUE;
        const out = new Float64Array(3);
        new PercentileSelector(values.length, PS).selectKnownRange(values, lowest, Math.max(...list), out);
        expect(Array.from(out)).toEqual(bySorting(values, PS));
      }),
      { numRuns: 300, seed: 5 },
    );
  });

  it('agrees with a sort on 10,000 lognormal balances with 30% zeros', () => {
    const values = new Float64Array(10_000);
    let x = 12345;
    for (let i = 0; i < values.length; i++) {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      values[i] = x % 10 < 3 ? 0 : Math.exp((x / 2 ** 32) * 8) * 1000;
    }
    const out = new Float64Array(3);
    new PercentileSelector(values.length, PS).select(values, out);
    expect(Array.from(out)).toEqual(bySorting(values, PS));
  });

  it('selectKth and selectPercentiles put order statistics in place', () => {
    fc.assert(
      fc.property(fc.array(anyFinite, { minLength: 1, maxLength: 200 }), fc.nat(), (list, r) => {
        const values = Float64Array.from(list);
        const k = r % values.length;
        selectKth(values, k, 0, values.length - 1);
        expect(values[k]).toBe(Float64Array.from(list).sort()[k]);
        const out = new Float64Array(3);
        selectPercentiles(Float64Array.from(list), planPercentiles(list.length, PS), out);
        expect(Array.from(out)).toEqual(bySorting(Float64Array.from(list), PS));
      }),
      { numRuns: 300, seed: 6 },
    );
  });
});
