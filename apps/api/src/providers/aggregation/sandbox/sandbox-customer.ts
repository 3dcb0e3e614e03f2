import { yearOf } from '@finboard/domain/calendar';
import { createRandom } from './sandbox-random';
import { EMPLOYERS, LANDLORDS, SUBSCRIPTIONS, type Subscription } from './sandbox-merchants';

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
}

export function customerOf(itemSeed: string): SandboxCustomer {
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
  };
}

/** Salaries are set in this year and rise each January. */
const REFERENCE_YEAR = 2024;
const YEARLY_RAISE = 0.035;

/** The customer's gross annual salary in the year of `date`. */
export function salaryOn(customer: SandboxCustomer, date: string): number {
  // Whole dollars, as a salary is quoted.
  return Math.round(customer.annualSalary * (1 + YEARLY_RAISE) ** (yearOf(date) - REFERENCE_YEAR));
}
