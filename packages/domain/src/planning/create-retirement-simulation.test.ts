import { describe, expect, it, vi } from 'vitest';
import { createRetirementSimulationInDollars } from './create-retirement-simulation';
import * as growthFactors from './growth-factors';
import { PlanningInputError } from './planning-input-error';
import { BASE_INPUT } from './retirement-test-fixtures';
import { simulateRetirementInDollars } from './simulate-retirement';

const OPTIONS = { paths: 2_000, seed: 314 };

describe('createRetirementSimulationInDollars', () => {
  it('starts with the result simulateRetirementInDollars gives', () => {
    const handle = createRetirementSimulationInDollars(BASE_INPUT, OPTIONS);
    expect(handle.result).toEqual(simulateRetirementInDollars(BASE_INPUT, OPTIONS));
    expect(handle.input).toEqual(BASE_INPUT);
  });

  it('after each cash-flow change equals a fresh simulation, without drawing new numbers', () => {
    const handle = createRetirementSimulationInDollars(BASE_INPUT, OPTIONS);
    const draws = vi.spyOn(growthFactors.GrowthFactorStream.prototype, 'nextYear');
    const changes = [
      { retirementAge: 58 },
      { savingsRate: 0.2 },
      { salary: 150_000 },
      { currentSavings: 10_000 },
      { retirementIncomeRate: 0.6 },
      { socialSecurity: { monthlyPia: 3_000, claimAge: 70 } },
      { spouse: { birthDate: '1992-01-01', socialSecurity: { monthlyPia: 1_000 } } },
      { effectiveTaxRate: 0.15, wageGrowthRate: 0.01 },
    ];
    let expected = { ...BASE_INPUT };
    for (const change of changes) {
      expected = { ...expected, ...change };
      const drawsBefore = draws.mock.calls.length;
      const result = handle.update(change);
      expect(draws.mock.calls.length).toBe(drawsBefore); // replayed, not redrawn
      expect(result).toEqual(simulateRetirementInDollars(expected, OPTIONS));
      expect(handle.result).toBe(result);
      expect(handle.input).toEqual(expected);
    }
    expect(draws.mock.calls.length).toBeGreaterThan(0); // the spy sees the fresh simulations' draws
    draws.mockRestore();
  });

  it('gives back the same result when a drag returns to where it started (no jitter)', () => {
    const handle = createRetirementSimulationInDollars(BASE_INPUT, OPTIONS);
    const start = handle.result;
    for (let age = 50; age <= 70; age++) handle.update({ retirementAge: age });
    expect(handle.update({ retirementAge: BASE_INPUT.retirementAge })).toEqual(start);
  });

  it('redraws from the same seed when the birth date or the assumptions change', () => {
    const handle = createRetirementSimulationInDollars(BASE_INPUT, OPTIONS);
    const older = { ...BASE_INPUT, birthDate: '1980-06-15' };
    expect(handle.update({ birthDate: older.birthDate })).toEqual(simulateRetirementInDollars(older, OPTIONS));
    const calmer = { ...older, assumptions: { stocks: { mean: 0.07, stdDev: 0.12 } } };
    expect(handle.update({ assumptions: calmer.assumptions })).toEqual(simulateRetirementInDollars(calmer, OPTIONS));
  });

  it('keeps its state when an update is refused', () => {
    const handle = createRetirementSimulationInDollars(BASE_INPUT, OPTIONS);
    const before = handle.result;
    expect(() => handle.update({ retirementAge: 80 })).toThrow(PlanningInputError);
    expect(handle.result).toBe(before);
    expect(handle.input).toEqual(BASE_INPUT);
    expect(handle.update({ retirementAge: 60 })).toEqual(simulateRetirementInDollars({ ...BASE_INPUT, retirementAge: 60 }, OPTIONS));
  });
});
