import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAge } from './age';

const NOW = new Date('2026-11-24T15:00:00.000Z');
const ago = (ms: number) => formatAge(new Date(NOW.getTime() - ms), NOW);
const HOUR = 3_600_000;

describe('formatAge', () => {
  it('counts whole hours under 48 hours, then whole days', () => {
    // Was '0 hours ago' (issue 33).
    expect(ago(0)).toBe('just now');
    expect(ago(HOUR - 1)).toBe('just now');
    expect(ago(HOUR)).toBe('1 hour ago');
    expect(ago(5 * HOUR + 59 * 60_000)).toBe('5 hours ago');
    expect(ago(48 * HOUR - 1)).toBe('47 hours ago');
    expect(ago(48 * HOUR)).toBe('2 days ago');
    expect(ago(71 * HOUR)).toBe('2 days ago');
    expect(ago(72 * HOUR)).toBe('3 days ago');
    expect(ago(400 * 24 * HOUR)).toBe('400 days ago');
  });

  it('reads a date in the future as just now', () => {
    expect(ago(-5 * HOUR)).toBe('just now');
  });

  it('never goes backwards as time passes', () => {
    const value = (text: string) => (text === 'just now' ? 0 : Number(text.split(' ')[0]) * (text.includes('day') ? 24 : 1));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 * HOUR }), fc.integer({ min: 0, max: 100 * HOUR }), (elapsed, more) => {
        expect(value(ago(elapsed + more))).toBeGreaterThanOrEqual(value(ago(elapsed)));
      }),
    );
  });
});
