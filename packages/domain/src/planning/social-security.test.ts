import { describe, expect, it } from 'vitest';
import { annualBenefit, socialSecurityFactor, spousalBenefitFactor } from './social-security';

describe('Social Security factors (invariant 9)', () => {
  it('gives the check values', () => {
    expect(socialSecurityFactor(62)).toBeCloseTo(0.7, 15);
    expect(socialSecurityFactor(67)).toBe(1);
    expect(socialSecurityFactor(70)).toBeCloseTo(1.24, 15);
    expect(spousalBenefitFactor(62)).toBeCloseTo(0.325, 15);
  });

  it('applies 5/9 % then 5/12 % a month early and 2/3 % a month delayed', () => {
    expect(socialSecurityFactor(64)).toBeCloseTo(1 - (36 * 5) / 9 / 100, 15); // 36 months early
    expect(socialSecurityFactor(63)).toBeCloseTo(1 - (20 + (12 * 5) / 12) / 100, 15);
    expect(socialSecurityFactor(68)).toBeCloseTo(1 + (12 * (2 / 3)) / 100, 15);
    expect(spousalBenefitFactor(64)).toBeCloseTo(0.5 * (1 - 25 / 100), 15);
    expect(spousalBenefitFactor(70)).toBe(0.5); // no delayed credits on a spousal benefit
  });

  it('rises with the claim age', () => {
    for (let age = 62; age < 70; age++) {
      expect(socialSecurityFactor(age + 1)).toBeGreaterThan(socialSecurityFactor(age));
      expect(spousalBenefitFactor(age + 1)).toBeGreaterThanOrEqual(spousalBenefitFactor(age));
    }
  });

  it('pays 12 x PIA x factor a year, or the spousal amount when larger', () => {
    expect(annualBenefit(2000, 67, null)).toBe(24_000);
    expect(annualBenefit(2000, 70, null)).toBeCloseTo(29_760, 9);
    expect(annualBenefit(0, 62, 3000)).toBeCloseTo(12 * 3000 * 0.325, 9);
    expect(annualBenefit(2000, 67, 1000)).toBe(24_000);
  });
});
