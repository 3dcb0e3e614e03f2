import { centsToDollars, dollarsToCents } from '@finboard/domain/money';
import { createHash } from 'node:crypto';

// Every sandbox value comes from a stream keyed by what it describes (item, account, day), so the
// same item yields the same data on any machine, after a restart, and whichever call asks first.

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  /** Dollars with cents in [min, max]. */
  dollars(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
}

export function createRandom(...key: (string | number)[]): Random {
  const digest = createHash('sha256').update(key.join('|')).digest();
  // sfc32: tiny, fast and well distributed; seeded from the key's hash.
  let a = digest.readUInt32LE(0);
  let b = digest.readUInt32LE(4);
  let c = digest.readUInt32LE(8);
  let d = digest.readUInt32LE(12);
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    dollars: (min, max) => roundCents(min + next() * (max - min)),
    chance: (probability) => next() < probability,
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new RangeError('cannot pick from an empty list');
      return item;
    },
  };
  return random;
}

/** Dollars rounded to whole cents, as a provider reports them. */
export function roundCents(value: number): number {
  return centsToDollars(dollarsToCents(value));
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An opaque id in Plaid's style (37 letters and digits), stable for the same key. */
export function stableId(...key: (string | number)[]): string {
  const digest = createHash('sha512').update(key.join('|')).digest();
  let id = '';
  for (let i = 0; i < 37; i++) id += ALPHABET[(digest[i] ?? 0) % ALPHABET.length];
  return id;
}
