import type { TAccount } from '@finboard/contracts';
import { describe, expect, it } from 'vitest';
import { accountsFor, inputsFromAccount, yearsLeft } from './account-inputs';

function account(overrides: Partial<TAccount>): TAccount {
  return {
    id: 'a1',
    institutionId: 'i1',
    institutionName: 'First Bank',
    name: 'Account',
    mask: null,
    accountType: 'credit',
    accountSubtype: 'credit card',
    balanceType: 'liabilities',
    amountCents: 345_678,
    date: '2025-01-01',
    isManualRecord: false,
    isRetirement: false,
    isCash: false,
    assetKey: null,
    liabilityKey: 'credit',
    hasHoldings: false,
    details: null,
    ...overrides,
  };
}

const card = account({
  id: 'card',
  details: {
    aprs: [
      { apr_type: 'cash_apr', apr_percentage: 27 },
      { apr_type: 'purchase_apr', apr_percentage: 19.99 },
    ],
    minimum_payment_amount_cents: 8_550,
  },
});
const car = account({
  id: 'car',
  accountType: 'loan',
  accountSubtype: 'auto',
  liabilityKey: 'autoloan',
  details: { interest_rate_percentage: 6.9, expected_payoff_date: '2027-06-15' },
});
const home = account({
  id: 'home',
  accountType: 'loan',
  accountSubtype: 'mortgage',
  liabilityKey: 'mortgage',
  amountCents: 30_000_000,
  details: { interest_rate_percentage: 6.25 },
});
const ira = account({ id: 'ira', balanceType: 'assets', liabilityKey: null, isRetirement: true });

describe('the Accounts tab', () => {
  it('lists the accounts each calculator can start from', () => {
    const all = [card, car, home, ira];
    expect(accountsFor('creditCardPayoff', all).map((a) => a.id)).toEqual(['card']);
    expect(accountsFor('loanPayoff', all).map((a) => a.id)).toEqual(['car']);
    expect(accountsFor('mortgageCalculator', all).map((a) => a.id)).toEqual(['home']);
    expect(accountsFor('monteCarlo', all).map((a) => a.id)).toEqual(['ira']);
  });

  it("fills a card's balance, purchase APR and minimum payment", () => {
    const inputs = { calculator: 'creditCardPayoff' as const, balanceCents: 1, interestRate: 0.1, paymentPerMonthCents: 1 };
    expect(inputsFromAccount(card, inputs, '2025-01-10')).toEqual({
      calculator: 'creditCardPayoff',
      balanceCents: 345_678,
      interestRate: 0.1999,
      paymentPerMonthCents: 8_550,
    });
  });

  it("fills a loan's amount, rate and the whole years left to its payoff date", () => {
    const inputs = { calculator: 'loanPayoff' as const, loanAmountCents: 1, interestRate: 0.1, loanTerm: 5 };
    expect(inputsFromAccount(car, inputs, '2025-01-10')).toEqual({ calculator: 'loanPayoff', loanAmountCents: 345_678, interestRate: 0.069, loanTerm: 3 });
  });

  it('keeps what an account does not say', () => {
    const inputs = { calculator: 'mortgageCalculator' as const, homePriceCents: 1, interestRate: 0.05, percentDownPayment: 0.2, numYears: 30 };
    expect(inputsFromAccount(home, inputs, '2025-01-10')).toEqual({
      calculator: 'mortgageCalculator',
      homePriceCents: 30_000_000,
      interestRate: 0.0625,
      percentDownPayment: 0,
      numYears: 30,
    });
    expect(
      inputsFromAccount(
        account({ details: null }),
        { calculator: 'creditCardPayoff', balanceCents: 1, interestRate: 0.2, paymentPerMonthCents: 900 },
        '2025-01-10',
      ),
    ).toEqual({
      calculator: 'creditCardPayoff',
      balanceCents: 345_678,
      interestRate: 0.2,
      paymentPerMonthCents: 900,
    });
  });

  it('a liability in credit (an overpaid card, a negative balance) owes nothing', () => {
    const inputs = { calculator: 'creditCardPayoff' as const, balanceCents: 1, interestRate: 0.1, paymentPerMonthCents: 1 };
    expect(inputsFromAccount({ ...card, amountCents: -2_550 }, inputs, '2025-01-10')).toMatchObject({ balanceCents: 0 });
  });

  it('years left stay within the slider', () => {
    expect(yearsLeft(account({ details: { expected_payoff_date: '2060-01-01' } }), '2025-01-10', 10)).toBe(10);
    expect(yearsLeft(account({ details: { expected_payoff_date: '2024-01-01' } }), '2025-01-10', 10)).toBe(1);
    expect(yearsLeft(account({ details: { expected_payoff_date: 'soon' } }), '2025-01-10', 10)).toBeNull();
  });
});
