import fc from 'fast-check';

/**
 * Values an attacker or a broken client sends where a field is expected: wrong types, boundaries,
 * huge and odd strings, deep nesting. Each is valid JSON, so it reaches validation (or the handler).
 */

/** Strings that have broken parsers, databases and loggers elsewhere. */
export const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800', // a lone surrogate: not valid UTF-8 once encoded
  '\udfff\ud800',
  '\u202e\u0644\u0627', // right-to-left override and Arabic
  '👩‍👩‍👧‍👦',
  'e\u0301\u0301\u0301',
  '\ufeff',
  "'; drop table users; --",
  '%00',
  '%',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  '{"$ne":null}',
  '<script>alert(1)</script>',
  '1e999',
  '-0',
  'NaN',
  'Infinity',
  '0x1F',
  '9'.repeat(400),
  '2024-02-30',
  '0000-00-00',
  '9999-12-31T23:59:59.999Z',
] as const;

export const BOUNDARY_NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.1,
  -0.000001,
  2 ** 31,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  1e308,
  -1e308,
  5e-324,
] as const;

/**
 * A value nested `depth` deep (`[[[…]]]` or `{"a":{"a":…}}`). It stays a marker until `toJsonText`
 * writes the request body: JSON.stringify of the real thing overflows the test's own stack at a
 * few thousand levels (the server parses far deeper), and so would fast-check's printing of it.
 */
class Nested {
  constructor(
    private readonly depth: number,
    private readonly shape: 'array' | 'object',
  ) {}

  toJSON(): string {
    return `${NESTED_MARKER}${this.shape}:${this.depth}${NESTED_MARKER}`;
  }

  [fc.toStringMethod](): string {
    return `<${this.shape} nested ${this.depth} deep>`;
  }
}

const NESTED_MARKER = '@@nested@@';
const NESTED_PATTERN = new RegExp(`"${NESTED_MARKER}(array|object):(\\d+)${NESTED_MARKER}"`, 'g');

/** `value` as JSON text, each deep nesting written out in full. */
export function toJsonText(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(NESTED_PATTERN, (_, shape: string, depth: string) => {
    const [open, close] = shape === 'array' ? ['[', ']'] : ['{"a":', '}'];
    return `${open.repeat(Number(depth))}1${close.repeat(Number(depth))}`;
  });
}

export const oddString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-composite', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 200_000 }).map((length) => 'x'.repeat(length)) },
);

export const boundaryNumber = fc.oneof(fc.constantFrom(...BOUNDARY_NUMBERS), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer());

/** Any value at all, of any type, sometimes deeply nested. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 2, arbitrary: oddString },
  { weight: 2, arbitrary: boundaryNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { '': null }) },
  { weight: 1, arbitrary: fc.integer({ min: 20, max: 5_000 }).map((depth) => new Nested(depth, 'array')) },
  { weight: 1, arbitrary: fc.integer({ min: 20, max: 5_000 }).map((depth) => new Nested(depth, 'object')) },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 20_000 }).map((length) => Array.from({ length }, (_, index) => index)) },
);
