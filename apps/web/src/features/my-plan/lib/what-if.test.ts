import { describe, expect, it } from 'vitest';
import { isWhatIfChange, whatIfSentence } from './what-if';

const saved = { retirementAge: 62, savingsRate: 0.1 };

describe('what-if', () => {
  it('is a change only when it differs from the saved plan', () => {
    expect(isWhatIfChange(null, saved)).toBe(false);
    expect(isWhatIfChange({ ...saved }, saved)).toBe(false);
    expect(isWhatIfChange({ ...saved, retirementAge: 66 }, saved)).toBe(true);
    expect(isWhatIfChange({ ...saved, savingsRate: 0.12 }, saved)).toBe(true);
    expect(isWhatIfChange({ ...saved, savingsRate: 0.12 }, null)).toBe(false);
  });

  it('says only what changed', () => {
    expect(whatIfSentence({ ...saved, retirementAge: 66 }, saved)).toBe('Retire at 66 instead of 62.');
    expect(whatIfSentence({ ...saved, savingsRate: 0.12 }, saved)).toBe('Save 12% instead of 10%.');
    expect(whatIfSentence({ retirementAge: 64, savingsRate: 0.125 }, saved)).toBe('Retire at 64 instead of 62, saving 12.5% instead of 10%.');
  });
});
