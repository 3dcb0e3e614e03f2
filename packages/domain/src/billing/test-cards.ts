/**
 * The card numbers the embedded billing sandbox knows, the same as Stripe's test cards, with what
 * Stripe answers for each (code, decline_code and message as its API returns them). Any other number
 * that passes the Luhn check behaves like the success card; one that fails it is 'incorrect_number'.
 */
export type TestCardBehaviour = 'succeeds' | 'declined' | 'insufficient_funds' | 'attach_then_fail';

export interface TestCard {
  number: string;
  brand: 'visa' | 'mastercard' | 'amex';
  behaviour: TestCardBehaviour;
  label: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'visa', behaviour: 'succeeds', label: 'Succeeds' },
  { number: '5555555555554444', brand: 'mastercard', behaviour: 'succeeds', label: 'Succeeds (Mastercard)' },
  { number: '4000000000000002', brand: 'visa', behaviour: 'declined', label: 'Declined' },
  { number: '4000000000009995', brand: 'visa', behaviour: 'insufficient_funds', label: 'Insufficient funds' },
  // Saved without a problem; every later charge is declined (a renewal or a trial's end fails).
  { number: '4000000000000341', brand: 'visa', behaviour: 'attach_then_fail', label: 'Saved, later charges declined' },
];

export interface CardErrorShape {
  code: 'card_declined' | 'incorrect_number' | 'invalid_expiry_year' | 'invalid_expiry_month' | 'invalid_cvc' | 'expired_card';
  declineCode: 'generic_decline' | 'insufficient_funds' | null;
  message: string;
}

/** Stripe's messages for these errors, word for word. */
export const CARD_ERRORS = {
  declined: { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
  insufficientFunds: { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  incorrectNumber: { code: 'incorrect_number', declineCode: null, message: 'Your card number is incorrect.' },
  expired: { code: 'expired_card', declineCode: null, message: 'Your card has expired.' },
  invalidCvc: { code: 'invalid_cvc', declineCode: null, message: "Your card's security code is invalid." },
  invalidExpiryMonth: { code: 'invalid_expiry_month', declineCode: null, message: "Your card's expiration month is invalid." },
} as const satisfies Record<string, CardErrorShape>;

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function findTestCard(number: string): TestCard | undefined {
  return TEST_CARDS.find((card) => card.number === number);
}

/** The brand a number's prefix tells (enough for the sandbox's own cards). */
export function cardBrand(number: string): 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown' {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^6(011|5)/.test(number)) return 'discover';
  return 'unknown';
}
