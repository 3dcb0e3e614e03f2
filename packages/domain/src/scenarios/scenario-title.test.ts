import { describe, expect, it } from 'vitest';
import { scenarioTitle } from './scenario-title';

describe('scenarioTitle', () => {
  it("states the inputs' retirement age and savings rate", () => {
    expect(scenarioTitle('Retire at 67', { calculator: 'monteCarlo', retirementAge: 69, savingsRate: 0.1 })).toBe('Retire at 69');
    expect(scenarioTitle('Retire at 67, save 25%', { calculator: 'monteCarlo', retirementAge: 62, savingsRate: 0.12 })).toBe('Retire at 62, save 12%');
    expect(scenarioTitle('Save 15% for retirement', { calculator: 'monteCarlo', retirementAge: 65, savingsRate: 0.2 })).toBe('Save 20% for retirement');
  });

  it('leaves a title that agrees, states nothing, or belongs to another calculator', () => {
    expect(scenarioTitle('Retire at 67', { calculator: 'monteCarlo', retirementAge: 67, savingsRate: 0.1 })).toBe('Retire at 67');
    expect(scenarioTitle('Our beach house plan', { calculator: 'monteCarlo', retirementAge: 60, savingsRate: 0.1 })).toBe('Our beach house plan');
    expect(scenarioTitle('Retire at 67', { calculator: 'loanPayoff' })).toBe('Retire at 67');
  });
});
