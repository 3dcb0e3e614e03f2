import { addMonths, wholeMonthsBetween } from '@finboard/domain/calendar';
import { accountRandom, type SandboxAccountPlan, type SandboxItem } from './sandbox-item';
import { roundCents } from './sandbox-random';

export interface LoanTerms {
  principal: number;
  ratePercent: number;
  termMonths: number;
  /** Always the 1st of a month, so payments fall on the 1st. */
  originationDate: string;
  monthlyPayment: number;
  accountNumber: string;
  disbursementDates: string[];
}

interface LoanShape {
  principal: [number, number];
  rates: number[];
  termMonths: number;
  firstYear: number;
  lastYear: number;
}

// Origination years are fixed (not "N years before today") so a loan's history does not move with the clock.
const AUTO: LoanShape = { principal: [18_000, 48_000], rates: [3.9, 4.9, 6.49, 7.74, 8.9], termMonths: 84, firstYear: 2021, lastYear: 2024 };
const SHAPES: Record<string, LoanShape> = {
  auto: AUTO,
  mortgage: { principal: [180_000, 650_000], rates: [2.875, 3.25, 3.75, 4.125, 4.5, 5.25, 6.125, 6.875], termMonths: 360, firstYear: 2014, lastYear: 2022 },
  student: { principal: [18_000, 90_000], rates: [3.73, 4.45, 5.05, 6.54, 7.05], termMonths: 240, firstYear: 2013, lastYear: 2019 },
};

export function loanTermsFor(item: SandboxItem, account: SandboxAccountPlan): LoanTerms {
  const shape = SHAPES[account.subtype] ?? AUTO;
  const random = accountRandom(item, account, 'loan');
  const principal = random.int(shape.principal[0] / 1000, shape.principal[1] / 1000) * 1000;
  const ratePercent = random.pick(shape.rates);
  const year = random.int(shape.firstYear, shape.lastYear);
  // Student loans are disbursed for the autumn term; other loans start in any month.
  const month = account.subtype === 'student' ? 8 : random.int(1, 12);
  const originationDate = `${year}-${String(month).padStart(2, '0')}-01`;
  const semesters = account.subtype === 'student' ? random.int(2, 4) : 0;
  return {
    principal,
    ratePercent,
    termMonths: shape.termMonths,
    originationDate,
    monthlyPayment: amortisedPayment(principal, ratePercent, shape.termMonths),
    accountNumber: String(random.int(1e9, 1e10 - 1)),
    disbursementDates: Array.from({ length: semesters }, (_, i) => addMonths(originationDate, i * 6)),
  };
}

function amortisedPayment(principal: number, ratePercent: number, months: number): number {
  const rate = ratePercent / 100 / 12;
  if (rate === 0) return roundCents(principal / months);
  return roundCents((principal * rate) / (1 - (1 + rate) ** -months));
}

/** Payments are made on the 1st; the balance is what is left after those made by `date`. */
export function loanBalanceOn(terms: LoanTerms, date: string): number {
  const paid = Math.min(Math.max(wholeMonthsBetween(terms.originationDate, date), 0), terms.termMonths);
  const rate = terms.ratePercent / 100 / 12;
  const growth = (1 + rate) ** paid;
  const balance = rate === 0 ? terms.principal - terms.monthlyPayment * paid : terms.principal * growth - (terms.monthlyPayment * (growth - 1)) / rate;
  return Math.max(roundCents(balance), 0);
}

export function payoffDate(terms: LoanTerms): string {
  return addMonths(terms.originationDate, terms.termMonths);
}
