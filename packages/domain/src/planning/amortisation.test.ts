import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amortiseCents, levelPayment, levelPaymentCents } from './amortisation';

// Exact rational reference: balance b = num / den with BigInt, rate = rateNum / rateDen.
function exactSchedule(loanCents: number, rateNum: bigint, rateDen: bigint, paymentCents: number, months: number) {
  let num = BigInt(loanCents);
  let den = 1n;
  let interestNum = 0n;
  const payment = BigInt(paymentCents);
  for (let k = 1; k <= months; k++) {
    // b (1 + r) = num (rateDen + rateNum) / (den rateDen)
    const nextNum = num * (rateDen + rateNum);
    const nextDen = den * rateDen;
    interestNum = interestNum * rateDen + num * rateNum; // running interest over nextDen
    if (nextNum <= payment * nextDen || k === months) {
      return { months: k, interest: roundRatio(interestNum, nextDen) };
    }
    num = nextNum - payment * nextDen;
    den = nextDen;
  }
  throw new Error('not paid off');
}

function roundRatio(num: bigint, den: bigint): number {
  return Number((2n * num + den) / (2n * den)); // half up, num >= 0
}

describe('amortiseCents', () => {
  it('keeps the schedule identities: payment = principal + interest, principal sums to the loan, ends at 0', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.double({ min: 0, max: 0.3, noNaN: true }),
        fc.integer({ min: 1, max: 480 }),
        (loan, annualRate, months) => {
          const rate = annualRate / 12;
          const payment = levelPaymentCents(loan, rate, months);
          const schedule = amortiseCents(loan, rate, payment, months, true)!;
          const rows = schedule.months;
          expect(rows.length).toBeLessThanOrEqual(months);
          let principal = 0;
          let interest = 0;
          let balance = loan;
          for (const row of rows) {
            for (const v of [row.payment, row.principal, row.interest, row.balance]) {
              expect(Number.isInteger(v) && v >= 0).toBe(true);
            }
            expect(row.payment).toBe(row.principal + row.interest);
            balance -= row.principal;
            expect(row.balance).toBe(balance);
            principal += row.principal;
            interest += row.interest;
          }
          expect(principal).toBe(loan);
          expect(interest).toBe(schedule.totalInterest);
          expect(rows.at(-1)!.balance).toBe(0);
          rows.slice(0, -1).forEach((row) => expect(row.payment).toBe(payment));
        },
      ),
      { numRuns: 400, seed: 17 },
    );
  });

  it('matches exact rational arithmetic to the cent', () => {
    const cases: [number, bigint, bigint, number][] = [
      [20_000_000, 6n, 1200n, 360], // $200,000 at 6% for 30 years
      [10_000_000, 5n, 1200n, 180],
      [35_000_000, 7n, 1200n, 360],
      [2_500_000, 45n, 12000n, 60],
      [123_456_789, 1n, 1200n, 120],
    ];
    for (const [loan, num, den, months] of cases) {
      const rate = Number(num) / Number(den);
      const payment = levelPaymentCents(loan, rate, months);
      const schedule = amortiseCents(loan, rate, payment, months, true)!;
      const exact = exactSchedule(loan, num, den, payment, months);
      expect(schedule.months.length).toBe(exact.months);
      expect(schedule.totalInterest).toBe(exact.interest);
    }
  });

  it('computes the level payment without cancellation at tiny rates', () => {
    expect(levelPayment(20_000_000, 0.005, 360)).toBeCloseTo(119_910.105, 2);
    expect(levelPayment(120_000, 0, 12)).toBe(10_000);
    expect(levelPayment(120_000, 1e-300, 12)).toBe(10_000);
    expect(levelPayment(120_000, 1e-12, 12) / 10_000 - 1).toBeCloseTo(6.5e-12, 14);
    expect(levelPaymentCents(1, 0.02, 24)).toBe(1); // rounding to 0 would never pay it off
  });

  it('pays L / n at a zero rate and stops early if payments cover the loan sooner', () => {
    const free = amortiseCents(100_000, 0, Math.round(levelPayment(100_000, 0, 7)), 7, true)!;
    expect(free.totalInterest).toBe(0);
    expect(free.months.map((m) => m.payment)).toEqual([14_286, 14_286, 14_286, 14_286, 14_286, 14_286, 14_284]);
    const early = amortiseCents(1_000, 0.01, 600, 12, true)!;
    expect(early.months).toHaveLength(2);
    expect(amortiseCents(100_000, 0.02, 1_000, 24, false)).toBeNull(); // never covers the interest
  });
});
