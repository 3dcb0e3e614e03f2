import { CARD_DECLINES, type CardDecline } from './errors';

/**
 * Stripe's test PaymentMethod tokens (https://docs.stripe.com/testing?testing-method=payment-methods).
 * Using a token makes a new PaymentMethod with its own id. A declining card is refused when it is
 * attached to a customer (Stripe checks it); `pm_card_chargeCustomerFail` (4000 0000 0000 0341)
 * attaches and then every charge fails.
 */
export interface TestCardToken {
  brand: 'visa' | 'mastercard' | 'amex';
  last4: string;
  declineOnAttach: CardDecline | null;
  declineCharges: CardDecline | null;
}

export const TEST_PAYMENT_METHODS: Record<string, TestCardToken> = {
  pm_card_visa: { brand: 'visa', last4: '4242', declineOnAttach: null, declineCharges: null },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', declineOnAttach: null, declineCharges: null },
  pm_card_amex: { brand: 'amex', last4: '8431', declineOnAttach: null, declineCharges: null },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', declineOnAttach: CARD_DECLINES.generic, declineCharges: CARD_DECLINES.generic },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    declineOnAttach: CARD_DECLINES.insufficientFunds,
    declineCharges: CARD_DECLINES.insufficientFunds,
  },
  pm_card_chargeDeclinedExpiredCard: { brand: 'visa', last4: '0069', declineOnAttach: CARD_DECLINES.expired, declineCharges: CARD_DECLINES.expired },
  pm_card_chargeDeclinedIncorrectCvc: { brand: 'visa', last4: '0127', declineOnAttach: CARD_DECLINES.incorrectCvc, declineCharges: CARD_DECLINES.incorrectCvc },
  pm_card_chargeCustomerFail: { brand: 'visa', last4: '0341', declineOnAttach: null, declineCharges: CARD_DECLINES.generic },
};
