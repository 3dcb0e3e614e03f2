import { describe, expect, it } from 'vitest';
import { toE164 } from './phone';

describe('toE164', () => {
  it('writes US numbers as +1 and the ten digits, however the profile formatted them', () => {
    expect(toE164('555-223-4567')).toBe('+15552234567');
    expect(toE164('(415) 555 2671')).toBe('+14155552671');
    expect(toE164('1-415-555-2671')).toBe('+14155552671');
  });

  it('keeps an international number written with its +', () => {
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
  });

  it('refuses what cannot be texted', () => {
    for (const phone of ['', '   ', '555-1234', '055-223-4567', '155-223-4567', '555-123-4567', '+0123456789', '+1234567', '12345678901234567']) {
      expect(toE164(phone), phone).toBeNull();
    }
  });
});
