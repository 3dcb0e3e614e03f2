import { describe, expect, it } from 'vitest';
import { editorTabsFor, initialEditorTab } from './editor-tabs';
import { canEdit, canRemove, canSaveCopy, removeMessage } from './scenario-list';

const own = { isOwner: true, isPublic: false, isPublicScenario: false };

describe('who may do what to a scenario', () => {
  it('the owner edits and removes; a public scenario has no trash icon, even the owner’s', () => {
    expect(canEdit(own, false)).toBe(true);
    expect(canRemove(own, false)).toBe(true);
    expect(canRemove({ ...own, isPublic: true }, false)).toBe(false);
    expect(canRemove({ isOwner: false, isPublic: true, isPublicScenario: true }, false)).toBe(false);
  });

  it("'Save Scenario' copies someone else's public scenario or a template; an advisor changes nothing", () => {
    expect(canSaveCopy({ isOwner: false, isPublic: true, isPublicScenario: true }, false)).toBe(true);
    expect(canSaveCopy({ isOwner: false, isPublic: true, isPublicScenario: false }, false)).toBe(true);
    expect(canSaveCopy({ ...own, isPublic: true }, false)).toBe(false);
    expect(canSaveCopy({ isOwner: false, isPublic: true, isPublicScenario: true }, true)).toBe(false);
    expect(canEdit(own, true)).toBe(false);
  });

  it('asks before removing', () => {
    expect(removeMessage('Pay the card')).toBe('Are you sure to remove Pay the card?');
  });
});

describe('editor tabs', () => {
  it('adds Eligibility for the mortgage only', () => {
    expect(editorTabsFor({ calculator: 'mortgageCalculator' }).map((tab) => tab.label)).toEqual([
      'Information',
      'Accounts',
      'Calculations',
      'Sharing',
      'Results',
      'Eligibility',
    ]);
    expect(editorTabsFor({ calculator: 'loanPayoff' }).map((tab) => tab.label)).not.toContain('Eligibility');
  });

  it('opens on Results after a calculation save', () => {
    expect(initialEditorTab({ updateMode: 'calculation' })).toBe('results');
    expect(initialEditorTab({ updateMode: 'information' })).toBe('information');
    expect(initialEditorTab({ updateMode: null })).toBe('information');
  });
});
