import { describe, expect, it } from 'vitest';
import { truncateName } from './text';

describe('truncateName', () => {
  it("cuts names longer than 12 characters to 12 plus '...'", () => {
    expect(truncateName('Summit Savings Bank')).toBe('Summit Savin...');
    expect(truncateName('Whole Foods Market')).toBe('Whole Foods ...');
    expect(truncateName('Thirteen char')).toBe('Thirteen cha...');
  });

  it('keeps names of 12 characters or fewer as they are', () => {
    expect(truncateName('Twelve chars')).toBe('Twelve chars');
    expect(truncateName('Starbucks')).toBe('Starbucks');
    expect(truncateName('')).toBe('');
  });

  it('takes another length', () => {
    expect(truncateName('Redwood Bank', 7)).toBe('Redwood...');
  });
});
