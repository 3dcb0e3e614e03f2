// Standard normal variates by the ziggurat method (Marsaglia & Tsang 2000), 256 layers.
// Exact: rejection makes the output follow the normal density (no approximation).
// The layer index and the position come from different words, so the layer does not correlate
// with the value (a flaw of the one-word versions).
import { exp, log } from './portable-math';
import type { Xoshiro128 } from './rng';

const LAYERS = 256;
const R = 3.6541528853610088; // start of the tail
const V = 0.00492867323399; // area of each layer under f(x) = exp(-x^2/2)
const TWO_POW_32 = 4294967296;

// X[i]: right edge of layer i; F[i] = f(X[i]); layer i spans heights F[i]..F[i+1].
const X = new Float64Array(LAYERS + 1);
const F = new Float64Array(LAYERS + 1);
// ACCEPT[i]: integer threshold below which the point is inside the curve; SCALE[i] = X[i] / 2^32.
const ACCEPT = new Float64Array(LAYERS);
const SCALE = new Float64Array(LAYERS);

function buildTables(): void {
  X[0] = V / exp(-0.5 * R * R);
  X[1] = R;
  F[1] = exp(-0.5 * R * R);
  for (let i = 1; i < LAYERS - 1; i++) {
    const next = Math.sqrt(-2 * log((F[i] ?? 0) + V / (X[i] ?? 1)));
    X[i + 1] = next;
    F[i + 1] = exp(-0.5 * next * next);
  }
  X[LAYERS] = 0;
  F[LAYERS] = 1;
  for (let i = 0; i < LAYERS; i++) {
    const xi = X[i] ?? 1;
    ACCEPT[i] = Math.floor(((X[i + 1] ?? 0) / xi) * TWO_POW_32);
    SCALE[i] = xi / TWO_POW_32;
  }
}
buildTables();

/**
 * Writes standard normal variates into out[start..end). The generator state is kept in locals
 * for the fast path (about 99% of draws) and handed back to the generator for the rare rest.
 */
export function fillStandardNormals(rng: Xoshiro128, out: Float64Array, start: number, end: number): void {
  const st = rng.state;
  let s0 = st[0] ?? 0;
  let s1 = st[1] ?? 0;
  let s2 = st[2] ?? 0;
  let s3 = st[3] ?? 0;
  let i = start;
  while (i < end) {
    // Two xoshiro128** steps, inlined: a gives layer (8 bits) and sign, b the position.
    let m = Math.imul(s1, 5);
    const a = Math.imul((m << 7) | (m >>> 25), 9);
    let t = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= t;
    s3 = (s3 << 11) | (s3 >>> 21);
    m = Math.imul(s1, 5);
    const b = Math.imul((m << 7) | (m >>> 25), 9) >>> 0;
    t = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= t;
    s3 = (s3 << 11) | (s3 >>> 21);
    const layer = a & (LAYERS - 1);
    let x = b * SCALE[layer]!;
    if (b >= ACCEPT[layer]!) {
      st[0] = s0;
      st[1] = s1;
      st[2] = s2;
      st[3] = s3;
      x = layer === 0 ? tail(rng) : wedge(rng, layer, x);
      s0 = st[0] ?? 0;
      s1 = st[1] ?? 0;
      s2 = st[2] ?? 0;
      s3 = st[3] ?? 0;
      if (x < 0) continue; // rejected: draw again
    }
    out[i++] = x * (1 - ((a >>> 7) & 2)); // bit 8 is the sign; no branch to mispredict
  }
  st[0] = s0;
  st[1] = s1;
  st[2] = s2;
  st[3] = s3;
}

/** One standard normal variate (convenience; bulk callers use fillStandardNormals). */
export function nextStandardNormal(rng: Xoshiro128): number {
  const one = new Float64Array(1);
  fillStandardNormals(rng, one, 0, 1);
  return one[0] ?? 0;
}

// Tail beyond R (Marsaglia 1964); never rejects.
function tail(rng: Xoshiro128): number {
  for (;;) {
    const x = -log(1 - rng.nextFloat()) / R;
    const y = -log(1 - rng.nextFloat());
    if (y + y >= x * x) return R + x;
  }
}

// Wedge of layer i: keep x when a uniform height falls under the curve; -1 means draw again.
function wedge(rng: Xoshiro128, i: number, x: number): number {
  const lo = F[i] ?? 0;
  const y = lo + rng.nextFloat() * ((F[i + 1] ?? 1) - lo);
  return y < exp(-0.5 * x * x) ? x : -1;
}
