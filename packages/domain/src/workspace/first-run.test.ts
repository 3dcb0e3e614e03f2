import { describe, expect, it } from 'vitest';
import { firstRunChecklist, type FirstRunFacts } from './first-run';

const NEW_ADVISOR: FirstRunFacts = { isProfileListed: false, hasChosenPlan: false, isSubAdvisor: false, registrationLinkCount: 0, clientsAskedCount: 0 };

describe('firstRunChecklist', () => {
  it("lists a new advisor's four steps in order, none done", () => {
    const checklist = firstRunChecklist(NEW_ADVISOR);
    expect(checklist.items.map((item) => [item.label, item.isDone])).toEqual([
      ['Complete your public profile', false],
      ['Choose a plan', false],
      ['Make a registration link', false],
      ['Invite your first client', false],
    ]);
    expect(checklist.isComplete).toBe(false);
  });

  it('ticks each step from its own fact', () => {
    const items = (facts: Partial<FirstRunFacts>) =>
      firstRunChecklist({ ...NEW_ADVISOR, ...facts })
        .items.filter((item) => item.isDone)
        .map((item) => item.step);
    expect(items({ isProfileListed: true })).toEqual(['profile']);
    expect(items({ hasChosenPlan: true })).toEqual(['plan']);
    expect(items({ registrationLinkCount: 1 })).toEqual(['link']);
    expect(items({ clientsAskedCount: 3 })).toEqual(['client']);
  });

  it('is complete once every step is done, and then goes away', () => {
    expect(
      firstRunChecklist({ isProfileListed: true, hasChosenPlan: true, isSubAdvisor: false, registrationLinkCount: 2, clientsAskedCount: 1 }).isComplete,
    ).toBe(true);
    expect(
      firstRunChecklist({ isProfileListed: true, hasChosenPlan: true, isSubAdvisor: false, registrationLinkCount: 0, clientsAskedCount: 1 }).isComplete,
    ).toBe(false);
  });

  it("leaves the plan out for a sub-advisor (the primary advisor's plan is theirs)", () => {
    const checklist = firstRunChecklist({ ...NEW_ADVISOR, isSubAdvisor: true, isProfileListed: true, registrationLinkCount: 1, clientsAskedCount: 1 });
    expect(checklist.items.map((item) => item.step)).toEqual(['profile', 'link', 'client']);
    expect(checklist.isComplete).toBe(true);
  });
});
