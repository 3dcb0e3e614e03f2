// A scenario's title may state its inputs ('Retire at 67, save 25%'); a later save of other inputs
// must not leave the title saying the old ones, so the stated figures follow the inputs.

const RETIREMENT_AGE_IN_TITLE = /\b(retire(?:ment)?\s+at\s+)(\d{1,3})\b/gi;
const SAVINGS_RATE_IN_TITLE = /\b(sav(?:e|ing)\s+)(\d{1,3}(?:\.\d+)?)\s?%/gi;

/** The title with each stated retirement age and savings rate replaced by the inputs' own. */
export function scenarioTitle(name: string, inputs: { calculator: string; retirementAge?: number; savingsRate?: number }): string {
  if (inputs.calculator !== 'monteCarlo') return name;
  let title = name;
  if (inputs.retirementAge !== undefined) {
    const age = String(inputs.retirementAge);
    title = title.replace(RETIREMENT_AGE_IN_TITLE, (_match, lead: string) => `${lead}${age}`);
  }
  if (inputs.savingsRate !== undefined) {
    const percent = String(Math.round(inputs.savingsRate * 100));
    title = title.replace(SAVINGS_RATE_IN_TITLE, (_match, lead: string) => `${lead}${percent}%`);
  }
  return title;
}
