import { yearOf } from '@finboard/domain/calendar';
import { createRandom } from './sandbox-random';
import { EMPLOYERS, LANDLORDS, SUBSCRIPTIONS, type Subscription } from './sandbox-merchants';

/** Someone paid by an employer: gross salary in the reference year (see salaryOn). */
export interface SandboxEarner {
  employer: string;
  annualSalary: number;
}

/**
 * The one person behind an item seed, whichever bank the link is at: every bank linked with the
 * same seed describes the same customer (one employer, one salary, one home), each holding only its
 * own part. Keyed by the seed alone, never the institution, for that reason.
 */
export interface SandboxCustomer {
  employer: string;
  /** Gross, in the reference year (see salaryOn). */
  annualSalary: number;
  /** A homeowner pays the mortgage at the mortgage lender; a renter pays rent. */
  isHomeowner: boolean;
  landlord: string;
  /** Monthly rent in the reference year; leases renew each January a little higher. */
  rent: number;
  /** Taxes and insurance paid with the mortgage. */
  escrow: number;
  phoneBill: number;
  electricBase: number;
  /** Moved from checking to savings each month. */
  savingsTransfer: number;
  subscriptions: Subscription[];
  /**
   * How much more (or less) than a typical $75k earner's the household spends per purchase: its
   * spending follows its income, so its cash flow and a plan built from it describe one household.
   */
  lifestyle: number;
  /** A spouse whose pay lands in the same (joint) checking account, once a month; only a described customer has one. */
  secondEarner: SandboxEarner | null;
  /** Loans at lenders no sandbox bank holds, paid from checking each month; only a described customer has any. */
  outsideLoans: SandboxOutsideLoan[];
}

/** A loan the customer pays from checking to a lender outside the sandbox (a car loan at a credit union, say). */
export interface SandboxOutsideLoan {
  lender: string;
  /** Plaid's detailed category of the payment, e.g. LOAN_PAYMENTS_CAR_PAYMENT. */
  detailed: string;
  monthlyPayment: number;
  /** Paid on this day of each month, from the month after the loan began. */
  dayOfMonth: number;
  originationDate: string;
}

/**
 * A customer's spending scale from their salary: 0.75 to 2.5 times a $75k earner's (a $150k earner
 * does not shop like a $60k one). Applied to each purchase's amount, never to how often.
 */
export function lifestyleScale(annualSalary: number): number {
  return Math.min(2.5, Math.max(0.75, annualSalary / 75_000));
}

/**
 * Customers described rather than drawn, as Plaid's sandbox has custom users: what is given here
 * replaces the draw, the rest is drawn from the seed like any other's (the draw itself is unchanged,
 * so no other seed moves). Only these have a second earner.
 */
const DESCRIBED_CUSTOMERS: Record<string, Partial<SandboxCustomer>> = {
  // The demo client's household (apps/api/src/modules/demo/demo-client-person.ts): she and her
  // husband, a teacher, both paid into their joint checking; they save $1,600 a month, pay a car
  // loan at a credit union, and spend like a two-income Manhattan household.
  d0a0c11e00000003: {
    secondEarner: { employer: 'Riverside Schools', annualSalary: 78_500 },
    savingsTransfer: 1_600,
    lifestyle: 4,
    // Her car loan, which she keeps as a manual account (demo-accounts-data.ts): same lender, payment and start.
    outsideLoans: [
      { lender: 'Hudson Valley Credit Union', detailed: 'LOAN_PAYMENTS_CAR_PAYMENT', monthlyPayment: 412, dayOfMonth: 15, originationDate: '2024-03-15' },
    ],
  },
};

export function customerOf(itemSeed: string): SandboxCustomer {
  return { ...drawnCustomerOf(itemSeed), ...DESCRIBED_CUSTOMERS[itemSeed] };
}

function drawnCustomerOf(itemSeed: string): SandboxCustomer {
  const random = createRandom('customer', itemSeed);
  const annualSalary = random.int(58, 185) * 1000;
  return {
    employer: random.pick(EMPLOYERS),
    annualSalary,
    isHomeowner: random.chance(0.6),
    landlord: random.pick(LANDLORDS),
    rent: random.int(270, 680) * 5,
    escrow: random.int(18, 60) * 10,
    phoneBill: random.dollars(65, 140),
    electricBase: random.dollars(55, 110),
    // Saving 4-10% of gross pay, in whole $50s.
    savingsTransfer: Math.max(Math.round((annualSalary * (0.04 + random.next() * 0.06)) / 12 / 50) * 50, 50),
    subscriptions: SUBSCRIPTIONS.filter(() => random.chance(0.5)),
    lifestyle: lifestyleScale(annualSalary),
    secondEarner: null,
    outsideLoans: [],
  };
}

/** Salaries are set in this year and rise each January. */
const REFERENCE_YEAR = 2024;
const YEARLY_RAISE = 0.035;

/** An earner's gross annual salary in the year of `date` (the customer's, or their second earner's). */
export function salaryOn(customer: SandboxEarner, date: string): number {
  // Whole dollars, as a salary is quoted.
  return Math.round(customer.annualSalary * (1 + YEARLY_RAISE) ** (yearOf(date) - REFERENCE_YEAR));
}
