import { CARD_ERRORS, type CardErrorShape, cardBrand, luhnValid, TEST_CARDS, type TestCardBehaviour } from '@finboard/domain/billing';
import { BillingCardError } from '../billing-provider';
import { cardExpired } from './sandbox-clock';
import { cardFingerprint } from './sandbox-ids';

/**
 * How the sandbox treats a card, as Stripe's test mode does: the form's checks when a payment method
 * is made (number, expiry, security code), the bank's answer when it is attached (declined cards are
 * refused there, as a SetupIntent would) and when it is charged.
 */

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
}

export function cardError(shape: CardErrorShape): BillingCardError {
  return new BillingCardError(shape.message, shape.code, shape.declineCode);
}

/** Stripe's refusal when an invoice has no card to charge. */
export function noPaymentMethodError(): BillingCardError {
  return new BillingCardError('This customer has no attached payment source or default payment method.', 'resource_missing', null);
}

/** The checks Stripe makes before it creates a payment method; returns the normalised number. */
export function checkCardInput(card: CardInput, now: number): string {
  const number = card.number.replace(/[\s-]/g, '');
  if (!luhnValid(number)) throw cardError(CARD_ERRORS.incorrectNumber);
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) throw cardError(CARD_ERRORS.invalidExpiryMonth);
  if (!Number.isInteger(card.expYear) || cardExpired(card.expMonth, card.expYear, now)) throw cardError(CARD_ERRORS.expired);
  const cvcLength = cardBrand(number) === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) throw cardError(CARD_ERRORS.invalidCvc);
  return number;
}

// The sandbox keeps no card numbers: a saved card's behaviour is found again from its fingerprint.
const BEHAVIOUR_BY_FINGERPRINT = new Map(TEST_CARDS.map((card) => [cardFingerprint(card.number), card.behaviour]));

export function cardBehaviour(fingerprint: string): TestCardBehaviour {
  return BEHAVIOUR_BY_FINGERPRINT.get(fingerprint) ?? 'succeeds';
}

/** The bank's answer when the card is saved: null when it may be attached. */
export function attachRefusal(behaviour: TestCardBehaviour): BillingCardError | null {
  if (behaviour === 'declined') return cardError(CARD_ERRORS.declined);
  if (behaviour === 'insufficient_funds') return cardError(CARD_ERRORS.insufficientFunds);
  return null;
}

/** The bank's answer to a charge: null when it is paid. */
export function chargeRefusal(behaviour: TestCardBehaviour): BillingCardError | null {
  return behaviour === 'attach_then_fail' ? cardError(CARD_ERRORS.declined) : attachRefusal(behaviour);
}
