import type { PlanInputs } from '../api';

/** Whether a what-if differs from the saved plan (a drag back to where it was is no change). */
export function isWhatIfChange(whatIf: PlanInputs | null, saved: PlanInputs | null): whatIf is PlanInputs {
  return whatIf !== null && saved !== null && (whatIf.retirementAge !== saved.retirementAge || whatIf.savingsRate !== saved.savingsRate);
}

const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;

/** 'Retire at 66 instead of 62, saving 12% instead of 10%.': only what changed. */
export function whatIfSentence(whatIf: PlanInputs, saved: PlanInputs): string {
  const parts: string[] = [];
  if (whatIf.retirementAge !== saved.retirementAge) parts.push(`Retire at ${whatIf.retirementAge} instead of ${saved.retirementAge}`);
  if (whatIf.savingsRate !== saved.savingsRate)
    parts.push(`${parts.length ? 'saving' : 'Save'} ${percent(whatIf.savingsRate)} instead of ${percent(saved.savingsRate)}`);
  return `${parts.join(', ')}.`;
}
