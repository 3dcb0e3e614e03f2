import { describe, expect, it } from 'vitest';
import {
  ADVISOR_CATEGORIES,
  ADVISOR_CATEGORY_ACRONYMS,
  categoriesOfIntent,
  categoryLabel,
  DIRECTORY_TABS,
  findAdvisorCategory,
  LANDING_INTENTS,
} from './advisor-categories';

describe('advisor categories', () => {
  it("are the spec's list with JD (Attorney) as id 4, ids and acronyms unique", () => {
    expect(ADVISOR_CATEGORIES.map((category) => category.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(findAdvisorCategory('JD')).toEqual({ id: 4, acronym: 'JD', name: 'Attorney' });
    expect(new Set(ADVISOR_CATEGORY_ACRONYMS).size).toBe(ADVISOR_CATEGORIES.length);
    expect(findAdvisorCategory('CFP')?.name).toBe('Financial Planner');
    expect(findAdvisorCategory('CIC')?.name).toBe('Investment Counselor');
  });

  it('are found in any case, trimmed; unknown acronyms are not', () => {
    expect(findAdvisorCategory(' cfp ')?.acronym).toBe('CFP');
    expect(findAdvisorCategory('Crpc')?.id).toBe(7);
    for (const text of ['', 'XYZ', 'Financial Planner', 'CFP,CFA']) expect(findAdvisorCategory(text)).toBeUndefined();
  });

  it('are labelled with name and acronym; an unknown acronym is shown as given', () => {
    expect(categoryLabel('aep')).toBe('Estate Planner (AEP)');
    expect(categoryLabel('XYZ')).toBe('XYZ');
  });
});

describe('directory tabs', () => {
  it("are the spec's six, estate → AEP, insurance → CRPC, banking → CMB, each a real category", () => {
    expect(DIRECTORY_TABS.map((tab) => tab.label)).toEqual(['Banker', 'Broker', 'Financial', 'Estate', 'Insurance', 'CPA']);
    const categoryOf = (key: string) => DIRECTORY_TABS.find((tab) => tab.key === key)?.category;
    expect(categoryOf('estate')).toBe('AEP');
    expect(categoryOf('insurance')).toBe('CRPC');
    expect(categoryOf('banker')).toBe('CMB');
    for (const tab of DIRECTORY_TABS) expect(findAdvisorCategory(tab.category)).toBeDefined();
  });
});

describe('landing intents', () => {
  it('are Invest, Plan and Invest & Plan; both means every category', () => {
    expect(LANDING_INTENTS.map((intent) => intent.label)).toEqual(['Invest', 'Plan', 'Invest & Plan']);
    expect(categoriesOfIntent('invest')).toEqual(['CFA', 'CIC', 'CFS']);
    expect(categoriesOfIntent('plan')).toContain('CFP');
    expect(categoriesOfIntent('both')).toEqual([]);
    expect(categoriesOfIntent('unknown')).toEqual([]);
    for (const intent of LANDING_INTENTS) for (const acronym of intent.categories) expect(findAdvisorCategory(acronym)).toBeDefined();
  });
});
