import { describe, expect, it } from 'vitest';
import { parseTabIndex, profileTabsFor } from './profile-tabs';

describe('profile tabs', () => {
  it('gives clients four tabs, all with Save', () => {
    expect(profileTabsFor('client').map((tab) => [tab.label, tab.hasSave])).toEqual([
      ['Public Profile', true],
      ['Personal Info', true],
      ['Contact Details', true],
      ['Identity', true],
    ]);
  });

  it('gives advisors four tabs, Save on all but Public Profile', () => {
    expect(profileTabsFor('advisor').map((tab) => [tab.label, tab.hasSave])).toEqual([
      ['Public Profile', false],
      ['Personal Info', true],
      ['Company Info', true],
      ['Contact Info', true],
    ]);
  });

  it('reads the tab query 0 to 3, anything else is the first tab', () => {
    expect(parseTabIndex('1', 4)).toBe(1);
    expect(parseTabIndex('3', 4)).toBe(3);
    expect(parseTabIndex('4', 4)).toBe(0);
    expect(parseTabIndex('-1', 4)).toBe(0);
    expect(parseTabIndex('x', 4)).toBe(0);
    expect(parseTabIndex(null, 4)).toBe(0);
  });
});
