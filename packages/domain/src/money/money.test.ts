import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents } from './money';

const LIMIT_CENTS = 1e13;
const cents = fc.integer({ min: -LIMIT_CENTS, max: LIMIT_CENTS });
const dollars = fc.double({ min: -1e11, max: 1e11, noNaN: true, noDefaultInfinity: true });

/** "-12.345" from -1234 cents and a third decimal of 5. */
function halfCentText(value: number): string {
  const magnitude = Math.abs(value);
  return `${value < 0 ? '-' : ''}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}5`;
}

describe('dollarsToCents', () => {
  it('rounds the decimal the number stands for, half away from zero', () => {
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(-1.005)).toBe(-101);
    expect(dollarsToCents(0.285)).toBe(29);
    expect(dollarsToCents(1.004)).toBe(100);
    expect(dollarsToCents(-1.004)).toBe(-100);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(199_999.99)).toBe(19_999_999);
    expect(dollarsToCents(-25.5)).toBe(-2_550);
    expect(dollarsToCents(0.005)).toBe(1);
    expect(dollarsToCents(-0.004)).toBe(0);
    expect(Object.is(dollarsToCents(-0), 0)).toBe(true);
    expect(dollarsToCents(1e-7)).toBe(0);
    expect(dollarsToCents(1e20)).toBe(1e22);
  });

  it('refuses what is not an amount', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) expect(() => dollarsToCents(bad)).toThrow(RangeError);
  });

  it('property: cents → dollars → cents is the identity within ±1e13 cents', () => {
    fc.assert(fc.property(cents, (value) => dollarsToCents(centsToDollars(value)) === value));
  });

  it('property: the sign does not change the magnitude', () => {
    fc.assert(fc.property(dollars, (value) => dollarsToCents(-value) + dollarsToCents(value) === 0));
  });

  it('property: a third decimal of 5 rounds away from zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (value) => dollarsToCents(Number(halfCentText(value))) === (value < 0 ? value - 1 : value + 1)),
    );
  });

  it('property: always whole cents, within half a cent of the amount', () => {
    fc.assert(
      fc.property(dollars, (value) => {
        const result = dollarsToCents(value);
        return Number.isInteger(result) && Math.abs(result - value * 100) <= 0.5 + Math.abs(value) * 1e-12;
      }),
    );
  });
});

describe('centsToDollars', () => {
  it('prints as the two-decimal amount', () => {
    expect(centsToDollars(119_910)).toBe(1199.1);
    expect(centsToDollars(-2_550)).toBe(-25.5);
    expect(centsToDollars(1)).toBe(0.01);
  });
});
