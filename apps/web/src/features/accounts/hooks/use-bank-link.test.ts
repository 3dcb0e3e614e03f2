import { describe, expect, it } from 'vitest';
import { isTokenExpired } from './use-bank-link';

describe('link token expiry', () => {
  it('asks again when now is not before the expiration', () => {
    const now = Date.parse('2024-01-01T00:00:00Z');
    expect(isTokenExpired('2024-01-01T00:00:00Z', now)).toBe(true);
    expect(isTokenExpired('2023-12-31T23:59:59Z', now)).toBe(true);
    expect(isTokenExpired('2024-01-01T00:00:01Z', now)).toBe(false);
    expect(isTokenExpired('not a date', now)).toBe(true);
  });
});
