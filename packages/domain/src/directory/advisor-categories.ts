/**
 * The advisor categories (spec 01 §3): id, acronym and name. Id 4 is JD, labelled Attorney; the
 * others are the spec's list. An advisor chooses theirs in onboarding and on the profile.
 */
export const ADVISOR_CATEGORIES = [
  { id: 1, acronym: 'CFP', name: 'Financial Planner' },
  { id: 2, acronym: 'CFA', name: 'Financial Analyst' },
  { id: 3, acronym: 'CPA', name: 'Public Accountant' },
  { id: 4, acronym: 'JD', name: 'Attorney' },
  { id: 5, acronym: 'CLTC', name: 'LTC Coordinator' },
  { id: 6, acronym: 'AEP', name: 'Estate Planner' },
  { id: 7, acronym: 'CRPC', name: 'Insurance Professional' },
  { id: 8, acronym: 'CMB', name: 'Mortgage Banker' },
  { id: 9, acronym: 'CFS', name: 'Financial Specialist' },
  { id: 10, acronym: 'CFC', name: 'Financial Consultant' },
  { id: 11, acronym: 'CIC', name: 'Investment Counselor' },
] as const;

export type AdvisorCategory = (typeof ADVISOR_CATEGORIES)[number];
export type AdvisorCategoryAcronym = AdvisorCategory['acronym'];

export const ADVISOR_CATEGORY_ACRONYMS = ADVISOR_CATEGORIES.map((category) => category.acronym) as [AdvisorCategoryAcronym, ...AdvisorCategoryAcronym[]];

/** The category of an acronym, matched without regard to case (URLs carry 'cfp' as often as 'CFP'). */
export function findAdvisorCategory(acronym: string): AdvisorCategory | undefined {
  const wanted = acronym.trim().toUpperCase();
  return ADVISOR_CATEGORIES.find((category) => category.acronym === wanted);
}

/**
 * The directory's tabs (spec 01 §3 "Directory categories") and the category each opens. The spec
 * fixes estate → AEP, insurance → CRPC and banking → CMB; Financial is the planner (CFP), CPA the
 * accountant, and Broker the investment counsellor (CIC), the nearest of the spec's categories to
 * someone who buys and sells securities for a client.
 */
export const DIRECTORY_TABS = [
  { key: 'banker', label: 'Banker', category: 'CMB' },
  { key: 'broker', label: 'Broker', category: 'CIC' },
  { key: 'financial', label: 'Financial', category: 'CFP' },
  { key: 'estate', label: 'Estate', category: 'AEP' },
  { key: 'insurance', label: 'Insurance', category: 'CRPC' },
  { key: 'cpa', label: 'CPA', category: 'CPA' },
] as const satisfies readonly { key: string; label: string; category: AdvisorCategoryAcronym }[];

/**
 * What a visitor wants on the landing page's tabs (Invest, Plan, Invest & Plan), as categories:
 * investing is the analysts, counsellors and specialists; planning the planners, consultants,
 * estate and long-term-care people; both is everyone.
 */
export const LANDING_INTENTS = [
  { key: 'invest', label: 'Invest', categories: ['CFA', 'CIC', 'CFS'] },
  { key: 'plan', label: 'Plan', categories: ['CFP', 'CFC', 'AEP', 'CLTC'] },
  { key: 'both', label: 'Invest & Plan', categories: [] },
] as const satisfies readonly { key: string; label: string; categories: readonly AdvisorCategoryAcronym[] }[];
export type LandingIntentKey = (typeof LANDING_INTENTS)[number]['key'];

/** The categories an intent searches; an empty list means every category. */
export function categoriesOfIntent(key: string): readonly AdvisorCategoryAcronym[] {
  return LANDING_INTENTS.find((intent) => intent.key === key)?.categories ?? [];
}

/** 'Financial Planner (CFP)', as cards and profiles name a category. */
export function categoryLabel(acronym: string): string {
  const category = findAdvisorCategory(acronym);
  return category ? `${category.name} (${category.acronym})` : acronym;
}
