import { describe, expect, it } from 'vitest';
import type { CashFlows } from './cash-flows';
import { HIGHEST, LOWEST_POSITIVE, SHORTFALL, stepYear } from './portfolio-step';
import { expectedPortfolio, medianDepletionAge } from './simulation-core';

describe('stepYear', () => {
  it('fails a path once, keeps it at 0 and reports the shortfall and the balance range', () => {
    const balances = Float64Array.of(100, 30, 0, 50);
    const alive = Uint8Array.of(1, 1, 0, 1);
    const growth = Float64Array.of(9, 9, 1.5, 1.5, 1.5, 2, 9);
    const stats = new Float64Array(3);
    expect(stepYear(balances, alive, growth, 2, 4, -40, stats)).toBe(1);
    expect(Array.from(balances)).toEqual([90, 0, 0, 20]);
    expect(Object.is(balances[1], 0)).toBe(true); // not -0
    expect(Array.from(alive)).toEqual([1, 0, 0, 1]);
    expect(stats[SHORTFALL]).toBe(-10);
    expect(stats[LOWEST_POSITIVE]).toBe(20);
    expect(stats[HIGHEST]).toBe(90);
    // A depleted path is not failed again, even when the year cannot be funded.
    expect(stepYear(balances, alive, growth, 2, 4, -100, stats)).toBe(2);
  });
});

describe('expectedPortfolio', () => {
  it('follows the mean recurrence and stays at 0 once depleted', () => {
    const flows = { years: 4, contributions: Float64Array.of(10, -201, 500, 500) } as CashFlows;
    expect(Array.from(expectedPortfolio(flows, [2, 2, 2, 2], 90))).toEqual([200, 0, 0, 0]);
  });
});

describe('medianDepletionAge', () => {
  it('is the type-7 median of the failure ages, or null', () => {
    expect(medianDepletionAge(Int32Array.of(0, 0, 0), 60)).toBeNull();
    expect(medianDepletionAge(Int32Array.of(0, 1, 1), 40)).toBe(41.5);
    expect(medianDepletionAge(Int32Array.of(3, 0, 1), 70)).toBe(70);
    expect(medianDepletionAge(Int32Array.of(1, 0, 0, 0, 1, 1), 80)).toBe(84);
  });
});
