// Seeded uniform generator: xoshiro128** (Blackman & Vigna) with its state filled by splitmix32.
// 32-bit integer arithmetic only (Math.imul, shifts), so every engine produces the same stream.

/** One splitmix32 step: returns [output, next state]. Used only to expand a seed into state. */
export function splitmix32(state: number): [output: number, next: number] {
  const next = (state + 0x9e3779b9) | 0;
  let z = next;
  z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
  z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
  return [(z ^ (z >>> 15)) >>> 0, next];
}

export class Xoshiro128 {
  /** s0..s3 as signed 32-bit words; public so hot loops can keep the state in locals. */
  readonly state: Int32Array;

  /** Raw state constructor; use {@link createRng} to start from a seed. */
  constructor(s0: number, s1: number, s2: number, s3: number) {
    // An all-zero state would only ever produce zeros.
    if ((s0 | s1 | s2 | s3) === 0) throw new RangeError('xoshiro128** state must not be all zero');
    this.state = Int32Array.of(s0, s1, s2, s3);
  }

  /** Next unsigned 32-bit integer. */
  nextUint32(): number {
    const s = this.state;
    const s0 = s[0] ?? 0;
    const s1 = s[1] ?? 0;
    const m = Math.imul(s1, 5);
    const result = Math.imul((m << 7) | (m >>> 25), 9) >>> 0;
    const s2 = (s[2] ?? 0) ^ s0;
    const s3 = (s[3] ?? 0) ^ s1;
    s[0] = s0 ^ s3;
    s[1] = s1 ^ s2;
    s[2] = s2 ^ (s1 << 9);
    s[3] = (s3 << 11) | (s3 >>> 21);
    return result;
  }

  /** Uniform double in [0, 1) with 53 random bits. */
  nextFloat(): number {
    const hi = this.nextUint32() >>> 11;
    const lo = this.nextUint32();
    return (hi * 4294967296 + lo) * 1.1102230246251565e-16;
  }
}

/** A generator for a 32-bit seed (any integer; taken modulo 2^32). */
export function createRng(seed: number): Xoshiro128 {
  let state = seed | 0;
  const words: number[] = [];
  for (let i = 0; i < 4; i++) {
    const [out, next] = splitmix32(state);
    words.push(out);
    state = next;
  }
  const [a = 0, b = 0, c = 0, d = 0] = words;
  return (a | b | c | d) === 0 ? new Xoshiro128(1, 0, 0, 0) : new Xoshiro128(a, b, c, d);
}
