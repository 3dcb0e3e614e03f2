import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MINIMUMS,
  areaCodeOf,
  CLIENT_TYPE_ALL,
  CLIENT_TYPES,
  EARLIEST_BIRTH_DATE,
  formatPhone,
  isValidBirthDate,
  isValidPhone,
  isValidWebsite,
  PROFESSIONAL_LICENSES,
  toggleClientType,
  withHttps,
} from './index';

const ALL_TWELVE = [CLIENT_TYPE_ALL, ...CLIENT_TYPES];

describe('formatPhone: digits grouped 3-3-rest with dashes (spec 01 §5)', () => {
  it.each([
    ['', ''],
    ['5', '5'],
    ['555', '555'],
    ['5551', '555-1'],
    ['555123', '555-123'],
    ['5551234', '555-123-4'],
    ['5551234567', '555-123-4567'],
    ['15551234567', '155-512-34567'],
    ['(555) 123-4567', '555-123-4567'],
    ['555.123.4567', '555-123-4567'],
    ['+1 555 123 4567 ext', '155-512-34567'],
    ['abc', ''],
  ])('%j → %j', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it('is idempotent and keeps every digit, in order', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const once = formatPhone(value);
        expect(formatPhone(once)).toBe(once);
        expect(once.replace(/-/g, '')).toBe(value.replace(/\D/g, ''));
        expect(once).toMatch(/^(\d{0,3}|\d{3}-\d{1,3}|\d{3}-\d{3}-\d+)$/);
      }),
    );
  });
});

describe('areaCodeOf: the directory variant strips dashes, parentheses and spaces; the first 3 characters', () => {
  it.each([
    ['555-123-4567', '555'],
    ['(555) 123 4567', '555'],
    [' 212 555 0000', '212'],
    ['55', '55'],
    ['', ''],
    // Only dashes, parentheses and spaces go: other characters count (spec: "first 3 characters").
    ['+1 555 123', '+15'],
  ])('%j → %j', (input, expected) => {
    expect(areaCodeOf(input)).toBe(expected);
  });

  it('agrees with formatPhone for a formatted number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), (digits) => {
        expect(areaCodeOf(formatPhone(digits))).toBe(digits.slice(0, 3));
      }),
    );
  });
});

describe('isValidPhone: digits and formatting characters, at most 15 digits', () => {
  it.each(['', '5551234567', '555-123-4567', '(555) 123-4567', '+1 555 123 4567', '123456789012345'])('accepts %j', (value) => {
    expect(isValidPhone(value)).toBe(true);
  });
  it.each(['abc', '555-CALL-NOW', '1234567890123456', '555.123.4567', '555#1', '<script>'])('refuses %j', (value) => {
    expect(isValidPhone(value)).toBe(false);
  });
});

describe('toggleClientType: the client-type chips (spec 01 §5)', () => {
  it('there are twelve chips: All and eleven distinct types', () => {
    expect(ALL_TWELVE).toHaveLength(12);
    expect(new Set(ALL_TWELVE).size).toBe(12);
  });

  it('choosing All selects all twelve, from nothing or from some', () => {
    expect(toggleClientType([], CLIENT_TYPE_ALL)).toEqual(ALL_TWELVE);
    expect(toggleClientType(['Trust', 'Athletes'], CLIENT_TYPE_ALL)).toEqual(ALL_TWELVE);
  });

  it('choosing All again clears every chip', () => {
    expect(toggleClientType(ALL_TWELVE, CLIENT_TYPE_ALL)).toEqual([]);
  });

  it('deselecting one type while all are chosen removes it and All', () => {
    const next = toggleClientType(ALL_TWELVE, 'Trust');
    expect(next).not.toContain(CLIENT_TYPE_ALL);
    expect(next).not.toContain('Trust');
    expect(next).toHaveLength(10);
  });

  it('selecting the eleventh type makes it all twelve', () => {
    const ten = CLIENT_TYPES.filter((type) => type !== 'Divorce');
    expect(toggleClientType(ten, 'Divorce')).toEqual(ALL_TWELVE);
  });

  it('selects and deselects a single type', () => {
    expect(toggleClientType([], 'Retirement')).toEqual(['Retirement']);
    expect(toggleClientType(['Retirement', 'Trust'], 'Retirement')).toEqual(['Trust']);
  });

  it('drops names that are not chips', () => {
    expect(toggleClientType(['Nonsense'], 'Trust')).toEqual(['Trust']);
    expect(toggleClientType([], 'Nonsense')).toEqual([]);
  });

  it('never answers All without all eleven, nor all eleven without All, nor a duplicate', () => {
    const chip = fc.constantFrom(...ALL_TWELVE);
    fc.assert(
      fc.property(fc.array(chip, { maxLength: 40 }), (clicks) => {
        let selected: string[] = [];
        for (const click of clicks) {
          selected = toggleClientType(selected, click);
          expect(new Set(selected).size).toBe(selected.length);
          const specific = selected.filter((type) => type !== CLIENT_TYPE_ALL);
          expect(selected.includes(CLIENT_TYPE_ALL)).toBe(specific.length === CLIENT_TYPES.length);
        }
      }),
    );
  });
});

describe('withHttps: advisor website and social links get https:// (spec 01 §5)', () => {
  it.each([
    ['example.com', 'https://example.com'],
    ['www.example.com/path?q=1', 'https://www.example.com/path?q=1'],
    ['  linkedin.com/in/ada  ', 'https://linkedin.com/in/ada'],
    ['http://example.com', 'http://example.com'],
    ['https://example.com', 'https://example.com'],
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (input, expected) => {
    expect(withHttps(input)).toBe(expected);
  });

  it('is idempotent', () => {
    for (const value of ['example.com', 'https://x.io', '']) expect(withHttps(withHttps(value))).toBe(withHttps(value));
  });
});

describe('isValidWebsite: optional scheme, optional www, a domain, an optional path', () => {
  it.each([
    '',
    'example.com',
    'www.example.com',
    'https://example.com',
    'http://www.example.co.uk/some/path?x=1#top',
    'sub.domain-name.io',
    'example.com:8080/x',
    'HTTPS://EXAMPLE.COM',
  ])('accepts %j', (value) => {
    expect(isValidWebsite(value)).toBe(true);
  });

  it.each([
    'not a url',
    'javascript:alert(1)',
    'ftp://example.com',
    'localhost',
    'https://',
    'example',
    'http://-example.com',
    'https://exa mple.com',
    'example.com path',
    'data:text/html,<script>alert(1)</script>',
    '//example.com',
  ])('refuses %j', (value) => {
    expect(isValidWebsite(value)).toBe(false);
  });
});

describe('birth dates: 1900-01-01 up to today, real calendar dates (spec 01 §5)', () => {
  const today = '2024-06-15';

  it('the earliest date is 1900-01-01', () => {
    expect(EARLIEST_BIRTH_DATE).toBe('1900-01-01');
  });

  it.each(['1900-01-01', '1985-07-04', '2024-06-15', '2000-02-29'])('accepts %s', (value) => {
    expect(isValidBirthDate(value, today)).toBe(true);
  });

  it.each([
    '1899-12-31',
    '2024-06-16',
    '2999-01-01',
    '2023-02-29',
    '2023-02-30',
    '2023-13-01',
    '2023-00-10',
    '2023-04-31',
    '06-15-2000',
    '2000-6-15',
    '2000-06-15T00:00:00Z',
    '',
    ' 2000-06-15',
  ])('refuses %j', (value) => {
    expect(isValidBirthDate(value, today)).toBe(false);
  });
});

describe('advisor option lists (spec 01 §9)', () => {
  it('licenses and account minimums', () => {
    expect(PROFESSIONAL_LICENSES).toEqual(['Life Insurance', 'S7', 'S63', 'S65', 'S66', 'S24']);
    expect(ACCOUNT_MINIMUMS).toEqual(['Any', '> $250k', '> $500k', '> $1M', '> $2M']);
  });
});
