import { describe, expect, it } from 'vitest';
import { fillStandardNormals, nextStandardNormal } from './normal';
import { createRng } from './rng';

// Standard normal CDF values (Abramowitz & Stegun, Table 26.1).
const PHI: [number, number][] = [
  [-3, 0.0013498980316301],
  [-2, 0.0227501319481792],
  [-1, 0.1586552539314571],
  [-0.5, 0.3085375387259869],
  [0, 0.5],
  [0.5, 0.6914624612740131],
  [1, 0.8413447460685429],
  [2, 0.9772498680518208],
  [3, 0.9986501019683699],
];

describe('ziggurat normals', () => {
  const n = 400_000;
  const sample = new Float64Array(n);
  fillStandardNormals(createRng(2024), sample, 0, n);

  it('have mean 0, variance 1, skewness 0 and kurtosis 3 within 4 standard errors', () => {
    let s1 = 0;
    let s2 = 0;
    let s3 = 0;
    let s4 = 0;
    for (const x of sample) {
      s1 += x;
      s2 += x * x;
      s3 += x ** 3;
      s4 += x ** 4;
    }
    expect(Math.abs(s1 / n)).toBeLessThan(4 * Math.sqrt(1 / n));
    expect(Math.abs(s2 / n - 1)).toBeLessThan(4 * Math.sqrt(2 / n));
    expect(Math.abs(s3 / n)).toBeLessThan(4 * Math.sqrt(15 / n));
    expect(Math.abs(s4 / n - 3)).toBeLessThan(4 * Math.sqrt(96 / n));
  });

  it('follow the normal CDF, tails included', () => {
    for (const [x, p] of PHI) {
      const below = sample.reduce((count, v) => count + (v <= x ? 1 : 0), 0) / n;
      expect(Math.abs(below - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
    }
    // Beyond 3.5 (the ziggurat's tail starts at 3.654): 2 (1 - PHI(3.5)) = 4.6527e-4.
    const tail = sample.reduce((count, v) => count + (Math.abs(v) > 3.5 ? 1 : 0), 0) / n;
    expect(Math.abs(tail - 4.6527e-4)).toBeLessThan(4 * Math.sqrt(4.6527e-4 / n));
  });

  it('are reproducible from the seed, in bulk or one at a time', () => {
    const again = new Float64Array(1000);
    fillStandardNormals(createRng(2024), again, 0, 1000);
    expect(Array.from(again)).toEqual(Array.from(sample.subarray(0, 1000)));
    const rng = createRng(2024);
    expect(Array.from({ length: 1000 }, () => nextStandardNormal(rng))).toEqual(Array.from(again));
  });
});
