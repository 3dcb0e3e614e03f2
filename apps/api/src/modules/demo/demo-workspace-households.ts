import { addMonths, addYears, wholeMonthsBetween, yearOf } from '@finboard/domain/calendar';
import { DEMO_METROS } from './demo-advisors-places';
import { createSeededRandom, type SeededRandom } from './seeded-random';

/**
 * The demo advisor's 38 workspace clients as households (issue #32 §3): one description per person,
 * from which everything the product shows about them is written (demo-workspace-book.ts) and their
 * transactions generated (demo-workspace-transactions.ts). Pure and deterministic: the same `today`
 * gives the same people. Amounts are whole dollars; balances are today's.
 */
export const WORKSPACE_CLIENT_COUNT = 38;

export type PaySchedule = 'biweekly' | 'semimonthly';

export interface Earner {
  employer: string;
  occupation: string;
  annualSalary: number;
  schedule: PaySchedule;
}

/** Every loan is held at the household's one bank (its one linked institution). */
export interface Loan {
  kind: 'mortgage' | 'auto' | 'student';
  principal: number;
  ratePercent: number;
  termMonths: number;
  /** The 1st of a month: payments fall on the 1st after it. */
  originationDate: string;
  monthlyPayment: number;
  /** What is owed today after the payments made since origination. */
  balance: number;
}

export interface WorkspaceHousehold {
  index: number;
  /** Where they bank: checking, savings, card, loans and investments, one linked institution. */
  bank: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  age: number;
  isRetired: boolean;
  retirementAge: number;
  spouse: { firstName: string; lastName: string; birthDate: string; earner: Earner | null } | null;
  children: number;
  address: { street: string; city: string; state: string; zip: string };
  phone: string;
  /** Null for a retiree. */
  earner: Earner | null;
  /** What they do, or did before retiring. */
  occupation: string;
  /** A retiree's monthly Social Security and pension (0 while working). */
  socialSecurityMonthly: number;
  pensionMonthly: number;
  /** Whose pension it is (a retiree's former employer), or null. */
  pensionPayer: string | null;
  home: { value: number; purchaseYear: number; escrowMonthly: number } | null;
  rentMonthly: number;
  loans: Loan[];
  savingsRate: number;
  /** Moved from checking to savings on the 16th. */
  monthlySavingsTransfer: number;
  checking: number;
  savings: number;
  retirement401k: number;
  ira: number;
  brokerage: number;
  sharing: 'everything' | 'netWorthOnly' | 'cashFlowOnly';
  /** Shares a saved retirement scenario with the advisor. */
  sharesPlan: boolean;
}

const FIRST = ['Avery', 'Blake', 'Casey', 'Devon', 'Emerson', 'Finley', 'Harper', 'Jordan', 'Kendall', 'Logan'];
const MORE_FIRST = ['Morgan', 'Parker', 'Quinn', 'Reese', 'Rowan', 'Sawyer', 'Taylor', 'Skyler', 'Hayden'];
/** The names the book has always had (ids and emails follow from them), so a returning visitor finds the same people. */
export const WORKSPACE_FIRST_NAMES = [...FIRST, ...MORE_FIRST];
export const WORKSPACE_LAST_NAMES = [
  'Nguyen',
  'Okafor',
  'Schmidt',
  'Rossi',
  'Tanaka',
  'Haddad',
  'Kowalski',
  'Fernandez',
  'Lindqvist',
  'Mensah',
  'Dubois',
  'Novak',
  'Osei',
];
const SPOUSE_FIRST = ['Alex', 'Jamie', 'Robin', 'Chris', 'Dana', 'Elliot', 'Frankie', 'Jesse', 'Kai', 'Lee', 'Micah', 'Noel', 'Pat', 'Sage', 'Terry'];
export const WORKSPACE_BANKS = ['First Platypus Bank', 'Tartan Bank', 'Houndstooth Bank', 'Gingham Credit Union'];

/** [occupation, yearly salary at mid-career in thousands, its spread] */
const OCCUPATIONS: readonly (readonly [string, number, number])[] = [
  ['Registered Nurse', 92, 18],
  ['Software Engineer', 155, 45],
  ['High School Teacher', 66, 12],
  ['Accountant', 84, 20],
  ['Mechanical Engineer', 108, 22],
  ['Marketing Manager', 128, 35],
  ['Pharmacist', 132, 16],
  ['Electrician', 68, 14],
  ['Physician', 265, 70],
  ['Sales Representative', 74, 25],
  ['Product Manager', 148, 35],
  ['Physical Therapist', 96, 14],
  ['Attorney', 175, 60],
  ['Office Administrator', 52, 8],
  ['Financial Analyst', 98, 25],
  ['Dental Hygienist', 82, 10],
];
/** Fictional employers by occupation, so a nurse works at a hospital and a teacher at a school district. */
const EMPLOYERS: Record<string, readonly string[]> = {
  'Registered Nurse': ['Lakeside Regional Medical Center', 'St. Brendan Health', 'Mercy Valley Hospital'],
  'Software Engineer': ['Brightlane Software', 'Quillstack Labs', 'Northgate Systems'],
  'High School Teacher': ['Cedar Grove School District', 'Westfield Unified Schools', 'Harbor City Public Schools'],
  Accountant: ['Ashford & Lowe CPAs', 'Pinecrest Accounting Group', 'Marlow Tax Partners'],
  'Mechanical Engineer': ['Ironbridge Manufacturing', 'Keel & Gear Industries', 'Summitline Aerospace'],
  'Marketing Manager': ['Bluepeak Consumer Brands', 'Larkspur Media', 'Copperleaf Retail'],
  Pharmacist: ['Greenway Pharmacy', 'Hillcrest Drug Co.', 'Mercy Valley Hospital'],
  Electrician: ['Voltline Electric', 'Brightwire Contractors', 'Keystone Electrical Services'],
  Physician: ['Lakeside Regional Medical Center', 'Oakmont Family Practice', 'St. Brendan Health'],
  'Sales Representative': ['Tidewater Supply Co.', 'Granite Office Solutions', 'Redfern Medical Devices'],
  'Product Manager': ['Quillstack Labs', 'Parcelpoint Logistics', 'Northgate Systems'],
  'Physical Therapist': ['Motion Works Physical Therapy', 'St. Brendan Health', 'Stride Rehab Partners'],
  Attorney: ['Whitcombe & Hale LLP', 'Barrow Street Legal', 'Kessler Dunn LLP'],
  'Office Administrator': ['Fairbanks Property Group', 'Oakmont Family Practice', 'Pinecrest Accounting Group'],
  'Financial Analyst': ['Meridian Capital Advisors', 'Harborline Insurance', 'Bluepeak Consumer Brands'],
  'Dental Hygienist': ['Bright Smile Dental', 'Maple Street Dentistry', 'Clearview Dental Group'],
};
const STREETS = ['Maple', 'Oak', 'Cedar', 'Willow', 'Lakeview', 'Highland', 'Sunset', 'Park', 'Hillside', 'Chestnut', 'Magnolia', 'Birch', 'Juniper', 'Spruce'];
const SUFFIXES = ['Street', 'Avenue', 'Drive', 'Lane', 'Court', 'Road', 'Way'];
// 30-year fixed rates (Freddie Mac's yearly averages, rounded): a loan keeps the rate of its year.
const MORTGAGE_RATE: Record<number, number> = {
  1995: 7.9,
  1996: 7.8,
  1997: 7.6,
  1998: 6.9,
  1999: 7.4,
  2000: 8.0,
  2001: 7.0,
  2002: 6.5,
  2003: 5.8,
  2004: 5.8,
  2005: 5.9,
  2006: 6.4,
  2007: 6.3,
  2008: 6.0,
  2009: 5.0,
  2010: 4.7,
  2011: 4.5,
  2012: 3.7,
  2013: 4.0,
  2014: 4.2,
  2015: 3.9,
  2016: 3.7,
  2017: 4.0,
  2018: 4.5,
  2019: 3.9,
  2020: 3.1,
  2021: 3.0,
  2022: 5.3,
  2023: 6.8,
  2024: 6.7,
  2025: 6.6,
  2026: 6.3,
};
const HOME_PRICE_GROWTH = 0.045;

export function amortisedPayment(principal: number, ratePercent: number, months: number): number {
  const rate = ratePercent / 100 / 12;
  return Math.round(((principal * rate) / (1 - (1 + rate) ** -months)) * 100) / 100;
}

/** What is owed after the monthly payments made since origination (payments on the 1st of each later month). */
export function amortisedBalance(loan: Pick<Loan, 'principal' | 'ratePercent' | 'termMonths' | 'originationDate' | 'monthlyPayment'>, today: string): number {
  const paid = Math.min(Math.max(wholeMonthsBetween(loan.originationDate, today), 0), loan.termMonths);
  const rate = loan.ratePercent / 100 / 12;
  const growth = (1 + rate) ** paid;
  return Math.max(Math.round(loan.principal * growth - (loan.monthlyPayment * (growth - 1)) / rate), 0);
}

function loanOf(kind: Loan['kind'], principal: number, ratePercent: number, termMonths: number, originationDate: string, today: string): Loan {
  const monthlyPayment = amortisedPayment(principal, ratePercent, termMonths);
  const loan = { kind, principal, ratePercent, termMonths, originationDate, monthlyPayment };
  return { ...loan, balance: amortisedBalance(loan, today) };
}

/** Pay rises with experience: about 70% of mid-career at 25, the peak in the early fifties. */
function careerFactor(age: number): number {
  return 0.7 + (0.6 * Math.min(Math.max(age - 25, 0), 27)) / 27 - (0.1 * Math.max(age - 55, 0)) / 10;
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;
const monthStart = (date: string) => `${date.slice(0, 7)}-01`;

function earnerAt(random: SeededRandom, age: number, occupationIndex?: number): Earner {
  const [occupation, mid, spread] = OCCUPATIONS[occupationIndex ?? random.int(0, OCCUPATIONS.length - 1)] as (typeof OCCUPATIONS)[number];
  const salary = (mid + (random.next() * 2 - 1) * spread) * 1000 * careerFactor(age);
  return {
    occupation,
    employer: random.pick(EMPLOYERS[occupation] ?? ['Northwind Traders']),
    annualSalary: roundTo(salary, 500),
    schedule: random.next() < 0.55 ? 'biweekly' : 'semimonthly',
  };
}

/** A working spouse's job, never at their partner's employer (each paycheck names whose it is). */
function spouseEarner(random: SeededRandom, age: number, partnerEmployer: string): Earner {
  const earner = earnerAt(random, age);
  if (earner.employer !== partnerEmployer) return earner;
  const others = (EMPLOYERS[earner.occupation] ?? []).filter((employer) => employer !== partnerEmployer);
  return { ...earner, employer: others[0] ?? 'Northwind Traders' };
}

/**
 * Savings that follow from a working life: each year since 25 the household put `rate` of its pay
 * away and it grew at 5% a year, times a personal factor (an inheritance, a costly divorce, a late start).
 */
function investableWealth(random: SeededRandom, age: number, income: number, rate: number): number {
  let wealth = 0;
  for (let year = 25; year < Math.min(age, 65); year += 1) wealth = wealth * 1.05 + income * (careerFactor(year) / careerFactor(Math.min(age, 64))) * rate;
  for (let year = 65; year < age; year += 1) wealth *= 1.01; // a retiree draws about what it earns
  return wealth * (0.5 + random.next() * 1.2);
}

function birthDateOf(random: SeededRandom, today: string, age: number): string {
  const month = random.int(1, 12);
  const day = random.int(1, 28);
  const birthday = `${yearOf(today) - age}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  // Still `age` today: a birthday later this year means born a year earlier.
  return birthday.slice(5) > today.slice(5) ? addYears(birthday, -1) : birthday;
}

function householdAt(index: number, today: string): WorkspaceHousehold {
  const random = createSeededRandom(3200 + index);
  // Ages 26 to 72, each once at most (17 and 47 are coprime), so the book spans every stage of life.
  const age = 26 + ((index * 17) % 47);
  const firstName = WORKSPACE_FIRST_NAMES[index % WORKSPACE_FIRST_NAMES.length] as string;
  const lastName = WORKSPACE_LAST_NAMES[index % WORKSPACE_LAST_NAMES.length] as string;
  const retirementAge = random.int(62, 67);
  const isRetired = age >= retirementAge;
  const job = earnerAt(random, Math.min(age, retirementAge - 1));
  const married = random.next() < (age < 30 ? 0.3 : age < 45 ? 0.65 : 0.75);
  const spouseAge = Math.max(24, age + random.int(-4, 3));
  const spouseWorks = married && spouseAge < retirementAge && random.next() < 0.7;
  const spouse = married
    ? {
        firstName: SPOUSE_FIRST[(index * 7) % SPOUSE_FIRST.length] as string,
        lastName,
        birthDate: birthDateOf(random, today, spouseAge),
        earner: spouseWorks ? spouseEarner(random, spouseAge, job.employer) : null,
      }
    : null;
  const children = married && age >= 30 && age <= 58 ? random.int(0, 3) : 0;
  const earner = isRetired ? null : job;
  const workingIncome = job.annualSalary + (spouse?.earner?.annualSalary ?? 0);
  // A retiree's Social Security (about 40% of the last pay, capped) and, for some, a pension.
  const socialSecurityMonthly = isRetired ? roundTo(Math.min((job.annualSalary * 0.4) / 12, 3_900), 10) : 0;
  const hasPension = isRetired && random.next() < 0.5;
  const pensionMonthly = hasPension ? roundTo((job.annualSalary * 0.25) / 12, 10) : 0;
  const income = isRetired ? (socialSecurityMonthly + pensionMonthly) * 12 : workingIncome;
  const savingsRate = isRetired ? 0 : roundTo(0.04 + random.next() * 0.16, 0.01);

  const metro = DEMO_METROS[(index * 5 + 3) % 40] as (typeof DEMO_METROS)[number];
  const street = `${random.int(12, 4980)} ${random.pick(STREETS)} ${random.pick(SUFFIXES)}`;
  const isHomeowner = random.next() < (age < 30 ? 0.2 : age < 40 ? 0.55 : 0.85);
  const loans: Loan[] = [];
  let home: WorkspaceHousehold['home'] = null;
  let rentMonthly = 0;
  if (isHomeowner) {
    // Older owners mostly bought long ago.
    const yearsOwned = random.int(Math.max(1, Math.floor((age - 30) / 2)), Math.min(age - 24, 32));
    const purchaseYear = yearOf(today) - yearsOwned;
    // Bought at about four times the household's pay then, and worth more each year since.
    const value = roundTo(workingIncome * (3.2 + random.next() * 1.6), 5_000);
    const price = value / (1 + HOME_PRICE_GROWTH) ** yearsOwned;
    home = { value, purchaseYear, escrowMonthly: roundTo((value * 0.017) / 12, 10) };
    const origination = `${purchaseYear}-${String(random.int(1, 12)).padStart(2, '0')}-01`;
    const mortgage = loanOf('mortgage', roundTo(price * 0.8, 1_000), MORTGAGE_RATE[purchaseYear] ?? 6.5, 360, origination, today);
    // Paid off after thirty years (or all but): the home is theirs outright.
    if (mortgage.balance > 1_000 && origination <= monthStart(addMonths(today, -1))) loans.push(mortgage);
  } else {
    rentMonthly = roundTo((income * (0.2 + random.next() * 0.08)) / 12, 25);
  }
  if (!isRetired && random.next() < 0.45) {
    const start = monthStart(addMonths(today, -random.int(4, 60)));
    loans.push(loanOf('auto', roundTo(18_000 + random.next() * 27_000, 500), random.pick([4.9, 5.9, 6.49, 7.24, 8.1]), 72, start, today));
  }
  if (age < 38 && random.next() < 0.6) {
    // Out of school at about 23: a ten-year standard plan since.
    const start = `${yearOf(today) - (age - 23)}-09-01`;
    const student = loanOf('student', roundTo(22_000 + random.next() * 58_000, 500), random.pick([4.45, 5.05, 6.54]), 120, start, today);
    if (student.balance > 0) loans.push(student);
  }

  const wealth = investableWealth(random, age, workingIncome, Math.max(savingsRate, 0.08));
  const monthlySpend = (income * 0.72) / 12;
  const savings = Math.round(Math.min(wealth * 0.15, monthlySpend * (3 + random.next() * 6)) + 500);
  const invested = Math.max(wealth - savings, 0);
  const brokerage = invested > 150_000 ? Math.round(invested * (0.15 + random.next() * 0.2)) : 0;
  const ira = invested > 40_000 ? Math.round((invested - brokerage) * (0.1 + random.next() * 0.25)) : 0;
  const sharing = index % 9 === 8 ? 'cashFlowOnly' : index % 7 === 4 ? 'netWorthOnly' : 'everything';
  return {
    index,
    bank: WORKSPACE_BANKS[index % WORKSPACE_BANKS.length] as string,
    firstName,
    lastName,
    birthDate: birthDateOf(random, today, age),
    age,
    isRetired,
    retirementAge,
    spouse,
    children,
    address: { street, city: metro.city, state: metro.state, zip: metro.zip },
    phone: `${metro.areaCode}-555-01${String(index + 10).padStart(2, '0')}`,
    earner,
    occupation: job.occupation,
    socialSecurityMonthly,
    pensionMonthly,
    pensionPayer: hasPension ? job.employer : null,
    home,
    rentMonthly,
    loans,
    savingsRate,
    monthlySavingsTransfer: isRetired ? 0 : Math.max(roundTo((workingIncome * savingsRate * 0.5) / 12, 25), 50),
    checking: Math.round(monthlySpend * (1 + random.next())),
    savings,
    retirement401k: invested - brokerage - ira,
    ira,
    brokerage,
    sharing,
    // A few still working who share everything also share their retirement plan.
    sharesPlan: sharing === 'everything' && !isRetired && index % 9 === 1,
  };
}

/** The 38 households of the demo advisor's wider book, as of `today`. */
export function workspaceHouseholds(today: string): WorkspaceHousehold[] {
  return Array.from({ length: WORKSPACE_CLIENT_COUNT }, (_, index) => householdAt(index, today));
}

/** Yearly income before tax: salaries while working, Social Security and pension once retired. */
export function householdIncome(household: WorkspaceHousehold): number {
  const pay = (household.earner?.annualSalary ?? 0) + (household.spouse?.earner?.annualSalary ?? 0);
  return pay + (household.socialSecurityMonthly + household.pensionMonthly) * 12;
}

/** Savings and investments: what onboarding's "current savings" means (checking is spending money). */
export function investableOf(household: WorkspaceHousehold): number {
  return household.savings + household.retirement401k + household.ira + household.brokerage;
}
