// Type-7 percentiles of many non-negative values, e.g. every path's balance at one age.
// A comparator sort is ~40x slower, and even quickselect spends most of its time on
// mispredicted branches, so the values are first bucketed by the high 32 bits of their IEEE-754
// representation (monotone in the value for non-negative doubles). Only the few buckets holding
// the wanted ranks are gathered and selected exactly, so the result equals a full sort.
import { interpolate, planPercentiles, selectKth, selectPercentiles, type7Position, type PercentilePlan } from './percentiles';

const BUCKETS = 4096; // plus bucket 0 for zero (and subnormals)
const IS_LITTLE_ENDIAN = new Uint8Array(Uint16Array.of(1).buffer)[0] === 1;
const HIGH = IS_LITTLE_ENDIAN ? 1 : 0;
const LOW = 1 - HIGH;

const scratchView = new DataView(new ArrayBuffer(8));

function highWordOf(x: number): number {
  scratchView.setFloat64(0, x);
  return scratchView.getInt32(0);
}

// Smallest shift that maps high words lowest..highest into BUCKETS buckets.
function shiftFor(lowest: number, highest: number): number {
  let shift = 0;
  while (Math.max(0, highest - lowest) >>> shift >= BUCKETS) shift++;
  return shift;
}

export class PercentileSelector {
  private readonly plan: PercentilePlan;
  private readonly bucketOf: Uint16Array;
  private readonly counts = new Int32Array(BUCKETS + 1);
  private readonly slotOf = new Int32Array(BUCKETS + 1);
  private readonly gathered: Float64Array;
  private readonly rankValues: Float64Array;
  private words: Int32Array | null = null;
  private wordsOf: Float64Array | null = null;
  private isZeroBucketAllZero = false;

  /** For arrays of n values and ascending probabilities ps. */
  constructor(
    readonly n: number,
    ps: readonly number[],
  ) {
    this.plan = planPercentiles(n, ps);
    this.bucketOf = new Uint16Array(n);
    this.gathered = new Float64Array(n);
    this.rankValues = new Float64Array(this.plan.ranks.length);
  }

  /** Writes one percentile per probability to out; `values` (n, not NaN) is left unchanged. */
  select(values: Float64Array, out: Float64Array): void {
    const words = this.highWords(values);
    const range = this.scan(words);
    if (range === null) return this.selectBySorting(values, out);
    this.bucketize(words, range.lowest, range.shift);
    this.finish(values, out);
  }

  /**
   * As select, for values known to be non-negative (not -0) with the given smallest positive
   * (or 0) and largest value, which saves a pass over them.
   */
  selectKnownRange(values: Float64Array, lowestPositive: number, highest: number, out: Float64Array): void {
    const lowest = highWordOf(lowestPositive);
    const words = this.highWords(values);
    this.bucketize(words, lowest, shiftFor(lowest, highWordOf(highest)));
    this.finish(values, out);
  }

  private finish(values: Float64Array, out: Float64Array): void {
    this.selectRanks(values);
    const { n, ps, ranks } = this.plan;
    for (let i = 0; i < ps.length; i++) {
      const { k, h } = type7Position(n, ps[i] ?? 0);
      const a = this.rankValues[ranks.indexOf(k)] ?? 0;
      out[i] = k + 1 < n ? interpolate(a, this.rankValues[ranks.indexOf(k + 1)] ?? a, h) : a;
    }
  }

  private highWords(values: Float64Array): Int32Array {
    if (this.wordsOf !== values || this.words === null) {
      this.words = new Int32Array(values.buffer, values.byteOffset, values.length * 2);
      this.wordsOf = values;
    }
    return this.words;
  }

  // Smallest positive and largest high word; null when a value is negative (or -0).
  private scan(words: Int32Array): { lowest: number; shift: number } | null {
    let lowestMinusOne = 0xffffffff; // unsigned hi - 1 keeps zeros (hi = 0) out of the minimum
    let highest = 0;
    let signs = 0;
    for (let i = 0; i < this.n; i++) {
      const hi = words[2 * i + HIGH]!;
      signs |= hi;
      lowestMinusOne = Math.min(lowestMinusOne, (hi - 1) >>> 0);
      highest = Math.max(highest, hi);
    }
    if (signs < 0) return null;
    const lowest = lowestMinusOne === 0xffffffff ? highest : lowestMinusOne + 1;
    return { lowest, shift: shiftFor(lowest, highest) };
  }

  // Bucket 0 holds values below `lowest` (zeros); bucket 1 + ((hi - lowest) >> shift) the
  // others, in value order. Notes whether bucket 0 holds only exact zeros (no subnormals): then
  // it need not be gathered.
  private bucketize(words: Int32Array, lowest: number, shift: number): void {
    const { counts, bucketOf } = this;
    const n = this.n;
    let subnormalBits = 0;
    counts.fill(0);
    for (let i = 0; i < n; i++) {
      const hi = words[2 * i + HIGH]!;
      const d = (hi - lowest) | 0;
      const bucket = ((d >>> shift) + 1) & ~(d >> 31); // 0 when d < 0
      subnormalBits |= words[2 * i + LOW]! & ((hi - 1) >> 31); // low words where hi = 0
      bucketOf[i] = bucket;
      counts[bucket]!++;
    }
    this.isZeroBucketAllZero = subnormalBits === 0 && lowest > 0;
  }

  // Finds each rank's bucket, gathers those buckets and selects inside them.
  private selectRanks(values: Float64Array): void {
    const { ranks } = this.plan;
    const { counts, slotOf, gathered, bucketOf } = this;
    const targets = this.findTargetBuckets(ranks).filter((t) => {
      if (t.bucket !== 0 || !this.isZeroBucketAllZero) return true;
      for (const { rankIndex } of t.ranks) this.rankValues[rankIndex] = 0;
      return false;
    });
    if (targets.length === 0) return;
    const starts: number[] = [];
    let size = 0;
    targets.forEach((t, slot) => {
      slotOf[t.bucket] = slot + 1;
      starts.push(size);
      size += counts[t.bucket] ?? 0;
    });
    const fill = starts.slice();
    for (let i = 0; i < this.n; i++) {
      const slot = slotOf[bucketOf[i]!]!;
      if (slot !== 0) gathered[fill[slot - 1]!++] = values[i]!;
    }
    targets.forEach((t, slot) => {
      slotOf[t.bucket] = 0;
      const start = starts[slot] ?? 0;
      const end = start + (counts[t.bucket] ?? 0) - 1;
      for (const { rankIndex, local } of t.ranks) {
        selectKth(gathered, start + local, start, end);
        this.rankValues[rankIndex] = gathered[start + local] ?? 0;
      }
    });
  }

  private findTargetBuckets(ranks: readonly number[]) {
    const targets: { bucket: number; ranks: { rankIndex: number; local: number }[] }[] = [];
    let bucket = 0;
    let before = 0; // values in buckets below `bucket`
    ranks.forEach((rank, rankIndex) => {
      while (before + (this.counts[bucket] ?? 0) <= rank) before += this.counts[bucket++] ?? 0;
      const last = targets[targets.length - 1];
      const entry = { rankIndex, local: rank - before };
      if (last?.bucket === bucket) last.ranks.push(entry);
      else targets.push({ bucket, ranks: [entry] });
    });
    return targets;
  }

  private selectBySorting(values: Float64Array, out: Float64Array): void {
    this.gathered.set(values.subarray(0, this.n));
    selectPercentiles(this.gathered, this.plan, out);
  }
}
