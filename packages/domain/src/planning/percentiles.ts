// Percentiles by selection (Floyd-Rivest), never a full sort: the replay after a drag is
// dominated by three percentiles per age, and a comparator sort of every value is ~40x slower.

/** Type-7 (linear interpolation) position of probability p among n values: rank k and weight h. */
export function type7Position(n: number, p: number): { k: number; h: number } {
  const position = (n - 1) * p;
  const k = Math.floor(position);
  return { k, h: position - k };
}

/**
 * (1 - h) a + h b. This form is monotone in a and b even in floating point, so percentiles of
 * pathwise larger values are never smaller.
 */
export function interpolate(a: number, b: number, h: number): number {
  return (1 - h) * a + h * b;
}

/** Type-7 percentile of an ascending array (the reference the selection must equal). */
export function percentileOfSorted(sorted: ArrayLike<number>, p: number): number {
  const n = sorted.length;
  const { k, h } = type7Position(n, p);
  const a = sorted[k] ?? 0;
  return k + 1 < n ? interpolate(a, sorted[k + 1] ?? a, h) : a;
}

/** Order statistics needed for type-7 percentiles of n values at ascending probabilities ps. */
export interface PercentilePlan {
  n: number;
  ps: readonly number[];
  ranks: readonly number[];
}

export function planPercentiles(n: number, ps: readonly number[]): PercentilePlan {
  const ranks = new Set<number>();
  for (const p of ps) {
    const { k } = type7Position(n, p);
    ranks.add(k);
    if (k + 1 < n) ranks.add(k + 1);
  }
  return { n, ps, ranks: [...ranks].sort((x, y) => x - y) };
}

/**
 * Type-7 percentiles of values[0..plan.n), one per plan.ps, written to out. Reorders `values`
 * (pass a scratch copy); selects only the k-th and (k+1)-th order statistics each needs.
 */
export function selectPercentiles(values: Float64Array, plan: PercentilePlan, out: Float64Array): void {
  const { n, ps, ranks } = plan;
  multiSelect(values, 0, n - 1, ranks, 0, ranks.length - 1);
  for (let i = 0; i < ps.length; i++) {
    const { k, h } = type7Position(n, ps[i] ?? 0);
    const a = values[k] ?? 0;
    out[i] = k + 1 < n ? interpolate(a, values[k + 1] ?? a, h) : a;
  }
}

// Places every rank in ranks[rlo..rhi] (ascending) at its sorted position within a[lo..hi],
// splitting around the middle rank so each later selection works on a smaller range.
function multiSelect(a: Float64Array, lo: number, hi: number, ranks: readonly number[], rlo: number, rhi: number): void {
  if (rlo > rhi || lo > hi) return;
  const mid = (rlo + rhi) >> 1;
  const k = ranks[mid] ?? lo;
  selectKth(a, k, lo, hi);
  multiSelect(a, lo, k - 1, ranks, rlo, mid - 1);
  multiSelect(a, k + 1, hi, ranks, mid + 1, rhi);
}

/** Rearranges a[left..right] so a[k] is the value it would hold if that range were sorted. */
export function selectKth(a: Float64Array, k: number, left: number, right: number): void {
  let lo = left;
  let hi = right;
  while (hi > lo) {
    if (k === lo) return moveExtreme(a, lo, hi, true);
    if (k === hi) return moveExtreme(a, lo, hi, false);
    if (hi - lo > 600) narrowBySample(a, k, lo, hi);
    const j = partitionAround(a, k, lo, hi);
    if (j <= k) lo = j + 1;
    if (k <= j) hi = j - 1;
  }
}

// Floyd-Rivest: first select within a small sample range likely to hold the k-th value.
function narrowBySample(a: Float64Array, k: number, lo: number, hi: number): void {
  const n = hi - lo + 1;
  const m = k - lo + 1;
  const z = Math.log(n);
  const s = 0.5 * Math.exp((2 * z) / 3);
  const sd = 0.5 * Math.sqrt((z * s * (n - s)) / n) * (m - n / 2 < 0 ? -1 : 1);
  const newLo = Math.max(lo, Math.floor(k - (m * s) / n + sd));
  const newHi = Math.min(hi, Math.floor(k + ((n - m) * s) / n + sd));
  selectKth(a, k, newLo, newHi);
}

// Hoare-style partition around t = a[k]; stops on equal values, so many duplicates (the zeros
// of depleted paths) stay balanced. Returns the final position of t.
function partitionAround(a: Float64Array, k: number, lo: number, hi: number): number {
  const t = a[k] ?? 0;
  let i = lo;
  let j = hi;
  swap(a, lo, k);
  if ((a[hi] ?? 0) > t) swap(a, lo, hi);
  while (i < j) {
    swap(a, i, j);
    i++;
    j--;
    while ((a[i] ?? 0) < t) i++;
    while ((a[j] ?? 0) > t) j--;
  }
  if (a[lo] === t) swap(a, lo, j);
  else {
    j++;
    swap(a, j, hi);
  }
  return j;
}

// Selecting the minimum or maximum of a range is one linear scan.
function moveExtreme(a: Float64Array, lo: number, hi: number, isMin: boolean): void {
  let best = lo;
  for (let i = lo + 1; i <= hi; i++) {
    const v = a[i] ?? 0;
    const b = a[best] ?? 0;
    if (isMin ? v < b : v > b) best = i;
  }
  swap(a, best, isMin ? lo : hi);
}

function swap(a: Float64Array, i: number, j: number): void {
  const t = a[i] ?? 0;
  a[i] = a[j] ?? 0;
  a[j] = t;
}
