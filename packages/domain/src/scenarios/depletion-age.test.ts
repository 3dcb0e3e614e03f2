import { describe, expect, it } from 'vitest';
import { depletionAge, depletionAgeText } from './depletion-age';

describe('depletionAge', () => {
  const ages = [84, 85, 86];

  it('is the first age at which the path reaches zero', () => {
    expect(depletionAge([1_000, 0, 0], ages)).toBe(85);
    expect(depletionAge([0, 0, 0], ages)).toBe(84);
  });

  it('is null while the path still holds money at 86, shown as not depleted by 86', () => {
    // The PDF's contradiction: 'Median Depletion Age 84' beside a median path holding $1.43M at 86.
    expect(depletionAge([143_000_000, 143_500_000, 143_000_000], ages)).toBeNull();
    expect(depletionAgeText(null)).toBe('not depleted by 86');
    expect(depletionAgeText(85)).toBe('85');
  });
});
