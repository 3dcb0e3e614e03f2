import { describe, expect, it } from 'vitest';
import { createRng, splitmix32, Xoshiro128 } from './rng';

// Reference xoshiro128** written the plain way (BigInt words), from the published algorithm.
function referenceXoshiro(state: [number, number, number, number], count: number): number[] {
  const mask = 0xffffffffn;
  let [s0, s1, s2, s3] = state.map((x) => BigInt(x >>> 0)) as [bigint, bigint, bigint, bigint];
  const rotl = (x: bigint, k: bigint) => ((x << k) | (x >> (32n - k))) & mask;
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    out.push(Number((rotl((s1 * 5n) & mask, 7n) * 9n) & mask));
    const t = (s1 << 9n) & mask;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= t;
    s3 = rotl(s3, 11n);
  }
  return out;
}

describe('xoshiro128**', () => {
  it('matches the reference algorithm', () => {
    const rng = new Xoshiro128(1, 2, 3, 4);
    const ours = Array.from({ length: 1000 }, () => rng.nextUint32());
    expect(ours[0]).toBe(11520); // rotl(2 * 5, 7) * 9
    expect(ours).toEqual(referenceXoshiro([1, 2, 3, 4], 1000));
  });

  it('refuses an all-zero state', () => {
    expect(() => new Xoshiro128(0, 0, 0, 0)).toThrow(RangeError);
  });

  it('gives the same stream for the same seed and different streams for different seeds', () => {
    const draw = (seed: number) => {
      const rng = createRng(seed);
      return Array.from({ length: 8 }, () => rng.nextUint32());
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
    expect(draw(0)).not.toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('makes uniform doubles in [0, 1) with a sensible spread', () => {
    const rng = createRng(9);
    const bins = new Array<number>(10).fill(0);
    const n = 100_000;
    let outside = 0;
    for (let i = 0; i < n; i++) {
      const u = rng.nextFloat();
      if (!(u >= 0 && u < 1)) outside++;
      bins[Math.floor(u * 10)]!++;
    }
    expect(outside).toBe(0);
    const chiSquare = bins.reduce((sum, b) => sum + (b - n / 10) ** 2 / (n / 10), 0);
    expect(chiSquare).toBeLessThan(27.9); // 99.9th percentile of chi-square with 9 df
  });
});

describe('splitmix32', () => {
  it('is a pure step', () => {
    expect(splitmix32(123)).toEqual(splitmix32(123));
    const [, next] = splitmix32(0);
    expect(next).toBe(0x9e3779b9 | 0);
  });
});
