import { describe, expect, it } from 'vitest';
import { emptyAdvisorOnboarding, stepOfField, validateWizard } from './advisor-wizard';

describe('advisor wizard rules', () => {
  it('finds the step that shows a field', () => {
    expect(stepOfField('phone')).toBe(0);
    expect(stepOfField('description')).toBe(0);
    expect(stepOfField('advisor.examDate')).toBe(1);
    expect(stepOfField('advisor.officeNumber')).toBe(2);
    expect(stepOfField('advisor.clientTypes')).toBe(2);
    expect(stepOfField('socialLinks.youtube')).toBe(3);
  });

  it('requires nothing, and reports the first step with a bad answer', () => {
    expect(validateWizard(emptyAdvisorOnboarding())).toEqual({ errors: {}, firstStep: null });
    const draft = emptyAdvisorOnboarding();
    draft.advisor.firmWebsite = 'not a site';
    draft.socialLinks.twitter = 'nope nope';
    const { errors, firstStep } = validateWizard(draft);
    expect(firstStep).toBe(2);
    expect(Object.keys(errors)).toEqual(['advisor.firmWebsite', 'socialLinks.twitter']);
  });
});
