// Ports of fdlibm's exp and log (the code V8 itself uses for Math.exp and Math.log).
// ECMAScript lets engines approximate Math.exp/Math.log differently; written with only
// IEEE-754 basic operations, these give the same bits in every engine, so a simulation
// run in a browser Web Worker matches the one stored by the api bit for bit.

const view = new DataView(new ArrayBuffer(8));

function fromWords(hi: number, lo: number): number {
  view.setUint32(0, hi >>> 0);
  view.setUint32(4, lo >>> 0);
  return view.getFloat64(0);
}

function highWord(x: number): number {
  view.setFloat64(0, x);
  return view.getInt32(0);
}

function lowWord(x: number): number {
  view.setFloat64(0, x);
  return view.getUint32(4);
}

function withHighWord(x: number, hi: number): number {
  view.setFloat64(0, x);
  view.setInt32(0, hi);
  return view.getFloat64(0);
}

// 2^k for k in [-1074, 1023], built by exact doubling/halving.
const POW2_OFFSET = 1074;
const POW2 = new Float64Array(1023 + POW2_OFFSET + 1);
POW2[POW2_OFFSET] = 1;
for (let k = 1; k <= 1023; k++) POW2[POW2_OFFSET + k] = (POW2[POW2_OFFSET + k - 1] ?? 0) * 2;
for (let k = -1; k >= -1074; k--) POW2[POW2_OFFSET + k] = (POW2[POW2_OFFSET + k + 1] ?? 0) / 2;

const LN2_HI = 6.9314718036912381649e-1;
const LN2_LO = 1.90821492927058770002e-10;
const INV_LN2 = 1.442695040888963387;
const P1 = 1.66666666666666019037e-1;
const P2 = -2.77777777770155933842e-3;
const P3 = 6.61375632143793436117e-5;
const P4 = -1.6533902205465251539e-6;
const P5 = 4.13813679705723846039e-8;
const O_THRESHOLD = 7.09782712893383973096e2;
const U_THRESHOLD = -7.4513321910194110842e2;
const TWO_M1000 = 9.3326361850321887899e-302;
// fdlibm branches on the high word only; these are the smallest doubles whose high word passes.
const HALF_LN2_BOUND = fromWords(0x3fd62e43, 0); // |x| > 0.5 ln2
const ONE_HALF_LN2_BOUND = fromWords(0x3ff0a2b2, 0); // |x| < 1.5 ln2
const TINY_BOUND = fromWords(0x3e300000, 0); // 2^-28
const BIG_BOUND = fromWords(0x40862e42, 0); // |x| >= 709.78...

/** e^x, bit-identical to fdlibm (and V8's Math.exp). */
export function exp(x: number): number {
  if (x !== x) return x;
  const ax = x < 0 ? -x : x;
  if (ax >= BIG_BOUND) {
    if (ax === Infinity) return x > 0 ? x : 0;
    if (x > O_THRESHOLD) return Infinity;
    if (x < U_THRESHOLD) return 0;
  }
  let k = 0;
  let hi = 0;
  let lo = 0;
  let r = x;
  if (ax >= HALF_LN2_BOUND) {
    if (ax < ONE_HALF_LN2_BOUND) {
      // V8 special-cases e^1, which the reduction below gets one bit wrong.
      if (x === 1) return Math.E;
      hi = x < 0 ? x + LN2_HI : x - LN2_HI;
      lo = x < 0 ? -LN2_LO : LN2_LO;
      k = x < 0 ? -1 : 1;
    } else {
      k = Math.trunc(INV_LN2 * x + (x < 0 ? -0.5 : 0.5));
      hi = x - k * LN2_HI;
      lo = k * LN2_LO;
    }
    r = hi - lo;
  } else if (ax < TINY_BOUND) {
    return 1 + x;
  }
  const t = r * r;
  const c = r - t * (P1 + t * (P2 + t * (P3 + t * (P4 + t * P5))));
  if (k === 0) return 1 - ((r * c) / (c - 2) - r);
  const y = 1 - (lo - (r * c) / (2 - c) - hi);
  if (k > 1023) return y * 2 * (POW2[POW2_OFFSET + 1023] ?? 0);
  if (k >= -1021) return y * (POW2[POW2_OFFSET + k] ?? 0);
  return y * (POW2[POW2_OFFSET + k + 1000] ?? 0) * TWO_M1000;
}

const TWO54 = 1.8014398509481984e16;
const LG1 = 6.66666666666673513e-1;
const LG2 = 3.999999999940941908e-1;
const LG3 = 2.857142874366239149e-1;
const LG4 = 2.222219843214978396e-1;
const LG5 = 1.818357216161805012e-1;
const LG6 = 1.531383769920937332e-1;
const LG7 = 1.479819860511658591e-1;

/** Natural logarithm, bit-identical to fdlibm (and V8's Math.log). */
export function log(input: number): number {
  let x = input;
  let hx = highWord(x);
  let k = 0;
  if (hx < 0x00100000) {
    if (((hx & 0x7fffffff) | lowWord(x)) === 0) return -Infinity;
    if (hx < 0) return NaN;
    k -= 54;
    x *= TWO54;
    hx = highWord(x);
  }
  if (hx >= 0x7ff00000) return x + x;
  k += (hx >> 20) - 1023;
  hx &= 0x000fffff;
  const i = (hx + 0x95f64) & 0x100000;
  x = withHighWord(x, hx | (i ^ 0x3ff00000));
  k += i >> 20;
  const f = x - 1;
  const dk = k;
  if ((0x000fffff & (2 + hx)) < 3) {
    if (f === 0) return k === 0 ? 0 : dk * LN2_HI + dk * LN2_LO;
    const rr = f * f * (0.5 - 0.33333333333333333 * f);
    return k === 0 ? f - rr : dk * LN2_HI - (rr - dk * LN2_LO - f);
  }
  return logPolynomial(f, hx, k, dk);
}

function logPolynomial(f: number, hx: number, k: number, dk: number): number {
  const s = f / (2 + f);
  const z = s * s;
  const w = z * z;
  const t1 = w * (LG2 + w * (LG4 + w * LG6));
  const t2 = z * (LG1 + w * (LG3 + w * (LG5 + w * LG7)));
  const i = (hx - 0x6147a) | (0x6b851 - hx);
  const rr = t2 + t1;
  if (i > 0) {
    const hfsq = 0.5 * f * f;
    if (k === 0) return f - (hfsq - s * (hfsq + rr));
    return dk * LN2_HI - (hfsq - (s * (hfsq + rr) + dk * LN2_LO) - f);
  }
  if (k === 0) return f - s * (f - rr);
  return dk * LN2_HI - (s * (f - rr) - dk * LN2_LO - f);
}

// Table-driven e^x for the simulation's hot loop: within about 1 ulp, faster than Math.exp in
// V8 and still portable (the table is built with the exact port above, then only basic
// operations). Math.round is avoided on purpose: it was the slowest step.
const STEPS_PER_UNIT = 64;
const TABLE_LIMIT = 32;
const TABLE_OFFSET = TABLE_LIMIT * STEPS_PER_UNIT;
const EXP_TABLE = new Float64Array(2 * TABLE_OFFSET + 1); // e^(j/64) for j in [-2048, 2048]
for (let j = -TABLE_OFFSET; j <= TABLE_OFFSET; j++) EXP_TABLE[j + TABLE_OFFSET] = exp(j / STEPS_PER_UNIT);

/** Arguments with |x| below this may go to {@link tableExp}. */
export const TABLE_EXP_LIMIT = TABLE_LIMIT - 1;

/**
 * e^x within about 1 ulp for |x| < TABLE_EXP_LIMIT (the caller checks). Has no fallback branch
 * so that V8 inlines it into hot loops.
 */
export function tableExp(x: number): number {
  const j = (x * STEPS_PER_UNIT) | 0; // truncation, so |r| < 1/64
  const r = x - j / STEPS_PER_UNIT;
  const t = EXP_TABLE[j + TABLE_OFFSET]!;
  // e^r - 1 by its Taylor series to r^7/5040; the remainder is below 1e-17.
  const p = r * (1 + r * (1 / 2 + r * (1 / 6 + r * (1 / 24 + r * (1 / 120 + r * (1 / 720 + r / 5040))))));
  return t + t * p;
}

/** e^x within about 1 ulp; portable; uses the exact port outside the table's range. */
export function fastExp(x: number): number {
  return x < TABLE_EXP_LIMIT && x > -TABLE_EXP_LIMIT ? tableExp(x) : exp(x);
}
