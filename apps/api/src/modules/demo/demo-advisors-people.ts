import type { AdvisorCategoryAcronym } from '@finboard/domain';

/** Fixed lists the demo advisors (and the demo clients who rate them) are drawn from. */
export const DEMO_FIRST_NAMES = [
  'Aaliyah', 'Adrian', 'Aisha', 'Alejandro', 'Amara', 'Andre', 'Angela', 'Anika', 'Benjamin', 'Bianca',
  'Caleb', 'Camila', 'Carlos', 'Chloe', 'Daniel', 'Deepa', 'Diego', 'Elena', 'Elijah', 'Emily',
  'Ethan', 'Fatima', 'Gabriel', 'Grace', 'Hannah', 'Hiro', 'Imani', 'Isaac', 'Isabel', 'Jamal',
  'Jasmine', 'Javier', 'Jenna', 'Jonah', 'Julia', 'Kai', 'Keisha', 'Kenji', 'Laila', 'Leah',
  'Lucas', 'Malik', 'Maria', 'Marcus', 'Maya', 'Mei', 'Naomi', 'Nathan', 'Nina', 'Omar',
  'Priya', 'Rachel', 'Rafael', 'Ravi', 'Rosa', 'Samuel', 'Sofia', 'Tariq', 'Tessa', 'Victor',
  'Wei', 'Yasmin', 'Zachary', 'Zoe',
] as const;

export const DEMO_LAST_NAMES = [
  'Abbott', 'Adeyemi', 'Alvarez', 'Andersen', 'Bailey', 'Banerjee', 'Bennett', 'Brooks', 'Calloway', 'Castillo',
  'Chang', 'Chen', 'Coleman', 'Cruz', 'Dalton', 'Delgado', 'Dubois', 'Ellis', 'Estrada', 'Farouk',
  'Fischer', 'Flores', 'Foster', 'Garcia', 'Gupta', 'Hale', 'Hammond', 'Harper', 'Hayes', 'Holloway',
  'Ibrahim', 'Jensen', 'Kapoor', 'Kim', 'Kowalski', 'Lambert', 'Larsen', 'Lee', 'Lindqvist', 'Lopez',
  'Mahoney', 'Martinez', 'Mendoza', 'Moreau', 'Murphy', 'Nakamura', 'Nguyen', 'Novak', 'Nwosu', 'Okafor',
  "O'Connell", 'Ortiz', 'Osei', 'Park', 'Pereira', 'Petrov', 'Quinn', 'Ramirez', 'Reyes', 'Rosen',
  'Russo', 'Santos', 'Schmidt', 'Sharma', 'Silva', 'Sullivan', 'Suzuki', 'Tanaka', 'Thornton', 'Torres',
  'Tran', 'Underwood', 'Vargas', 'Vasquez', 'Walsh', 'Whitaker', 'Wong', 'Yamada', 'Yilmaz', 'Zimmerman',
] as const;

/** Disc colours of the drawn portraits (demo-profiles.ts draws the demo people the same way). */
export const DEMO_PORTRAIT_COLORS = ['#0f766e', '#2563eb', '#7c3aed', '#b45309', '#be123c', '#0369a1', '#4d7c0f', '#9333ea', '#c2410c', '#334155'];

/**
 * The categories around a ring of related practices: an advisor practises three neighbours (their
 * own and the next two), so each place's eleven advisors cover every category three times.
 */
export const CATEGORY_RING: readonly AdvisorCategoryAcronym[] = ['CFP', 'CFC', 'CFS', 'CFA', 'CIC', 'CRPC', 'CLTC', 'AEP', 'JD', 'CPA', 'CMB'];

interface CategoryPractice {
  /** The profile's profession (ADVISOR_PROFESSIONS). */
  profession: string;
  designation: string;
  /** Licenses they may hold; a few are drawn. */
  licenses: readonly string[];
  clientTypes: readonly string[];
  /** Firm name patterns: {last} is the advisor's last name, {city} the office's town. */
  firms: readonly string[];
  /** What they say about themselves; {city} and {years} are filled in. */
  descriptions: readonly string[];
  manageFunds: number;
  carrier?: readonly string[];
}

export const CATEGORY_PRACTICE: Record<AdvisorCategoryAcronym, CategoryPractice> = {
  CFP: {
    profession: 'Financial Planner',
    designation: 'CFP®',
    licenses: ['S65', 'S66', 'S7'],
    clientTypes: ['Retirement', 'High Net Worth', 'Business', 'Divorce', 'Tax Filling'],
    firms: ['{last} Wealth Partners', '{last} Financial Planning', '{city} Family Wealth', '{last} & Associates Planning'],
    descriptions: [
      'Fee-only planner helping families in {city} retire on their terms. {years} years of building plans people keep.',
      'I help professionals and their families turn savings into a retirement plan, with a clear plan reviewed every year.',
      'Comprehensive financial planning for households in and around {city}: cash flow, retirement, college and taxes.',
    ],
    manageFunds: 0.7,
  },
  CFC: {
    profession: 'Financial Consultant',
    designation: 'CFC',
    licenses: ['S65', 'S7'],
    clientTypes: ['Business', 'Athletes', 'High Net Worth', 'Retirement'],
    firms: ['{last} Financial Consulting', '{city} Financial Advisors', '{last} Advisory Group'],
    descriptions: [
      'Practical advice for business owners and young professionals in {city}: budgets, benefits and the next big decision.',
      '{years} years advising athletes and entertainers on earning, saving and protecting an irregular income.',
    ],
    manageFunds: 0.4,
  },
  CFS: {
    profession: 'Financial Specialist',
    designation: 'CFS',
    licenses: ['S7', 'S63', 'S65'],
    clientTypes: ['Retirement', 'Pension and Profit Sharing Plans', 'Business'],
    firms: ['{last} Retirement Specialists', '{city} Fund Specialists', '{last} Income Strategies'],
    descriptions: [
      'Mutual funds and retirement income for people within ten years of retiring. Based in {city}.',
      'I design retirement income from pensions, 401(k)s and Social Security so the paycheck never stops.',
    ],
    manageFunds: 0.8,
  },
  CFA: {
    profession: 'Financial Analyst',
    designation: 'CFA',
    licenses: ['S7', 'S63', 'S65'],
    clientTypes: ['High Net Worth', 'Pension and Profit Sharing Plans', 'Government Entities and Corporations', 'Trust'],
    firms: ['{last} Capital Management', '{last} Investment Research', '{city} Capital Advisors'],
    descriptions: [
      'Disciplined, research-driven portfolios for families, trusts and pension plans. {years} years of managing money.',
      'Institutional-quality investment analysis for individuals in {city}, with low costs and plain reporting.',
    ],
    manageFunds: 0.9,
  },
  CIC: {
    profession: 'Investment Counselor',
    designation: 'CIC',
    licenses: ['S65', 'S7', 'S66'],
    clientTypes: ['High Net Worth', 'Athletes', 'Trust', 'Pension and Profit Sharing Plans'],
    firms: ['{last} Investment Counsel', '{city} Investment Partners', '{last} Asset Management'],
    descriptions: [
      'Investment counsel for families and foundations in {city}: diversified, tax-aware and personal.',
      '{years} years as an investment counselor. I buy and sell for clients the way I would for my own family.',
    ],
    manageFunds: 0.9,
  },
  CRPC: {
    profession: 'Insurance Professional',
    designation: 'CRPC®',
    licenses: ['Life Insurance', 'S7', 'S66'],
    clientTypes: ['Retirement', 'Life Insurance', 'Pension and Profit Sharing Plans'],
    firms: ['{last} Insurance & Retirement', '{city} Retirement Planning', '{last} Protective Planning'],
    descriptions: [
      'Life insurance and annuities that fit a retirement plan, not the other way round. Serving {city} for {years} years.',
      'I help families in {city} protect their income and plan the move from paycheck to retirement.',
    ],
    manageFunds: 0.3,
    carrier: ['Evergreen Mutual Life', 'Harborline Insurance', 'Summit Benefit Life'],
  },
  CLTC: {
    profession: 'LTC Coordinator',
    designation: 'CLTC',
    licenses: ['Life Insurance'],
    clientTypes: ['Retirement', 'Life Insurance', 'Estates'],
    firms: ['{last} Care Planning', '{city} Long-Term Care Advisors', '{last} Elder Planning'],
    descriptions: [
      'Long-term care planning for couples in their fifties and sixties: what care costs in {city} and how to pay for it.',
      '{years} years helping families plan for care at home or in a community, before it is needed.',
    ],
    manageFunds: 0.1,
    carrier: ['Evergreen Mutual Life', 'Summit Benefit Life', 'Lakeshore Care Insurance'],
  },
  AEP: {
    profession: 'Estate Planner',
    designation: 'AEP®',
    licenses: ['Life Insurance'],
    clientTypes: ['Estates', 'Trust', 'High Net Worth', 'Life Insurance'],
    firms: ['{last} Estate Planning', '{city} Legacy Partners', '{last} Trust & Estate'],
    descriptions: [
      'Estate plans that pass on what you built, with the least tax and fuss. Working with families in {city}.',
      'I coordinate wills, trusts and insurance with your attorney and accountant so the whole plan fits together.',
    ],
    manageFunds: 0.3,
  },
  JD: {
    profession: 'Advisor',
    designation: 'JD',
    licenses: [],
    clientTypes: ['Estates', 'Trust', 'Divorce', 'Business'],
    firms: ['{last} Law Group', '{last} & Partners, Attorneys', '{city} Estate Law'],
    descriptions: [
      'Attorney for wills, trusts, probate and business succession in {city}. {years} years in practice.',
      'Family and estate law: prenuptial agreements, divorce settlements and the trusts that follow them.',
    ],
    manageFunds: 0,
  },
  CPA: {
    profession: 'Public Accountant',
    designation: 'CPA',
    licenses: ['S65'],
    clientTypes: ['Tax Filling', 'Business', 'Estates', 'Trust'],
    firms: ['{last} CPA Group', '{city} Tax & Advisory', '{last} & Associates, CPAs'],
    descriptions: [
      'Tax planning and preparation for families and small businesses in {city}, all year, not just in April.',
      '{years} years as a CPA. I help business owners keep more of what they earn and sleep well at tax time.',
    ],
    manageFunds: 0,
  },
  CMB: {
    profession: 'Mortgage Banker',
    designation: 'CMB',
    licenses: [],
    clientTypes: ['Business', 'High Net Worth', 'Retirement'],
    firms: ['{last} Home Lending', '{city} Mortgage Partners', '{last} Mortgage Group'],
    descriptions: [
      'Mortgages for first homes, second homes and refinancing in {city}. {years} years of closing on time.',
      'Home loans explained plainly: I help buyers in {city} choose the loan that fits their whole plan.',
    ],
    manageFunds: 0,
  },
};
