/**
 * Stripe's error answers (https://docs.stripe.com/api/errors): a status and
 * `{ error: { type, code, decline_code, message, param, doc_url } }`.
 */
export type StripeErrorType = 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';

export class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly type: StripeErrorType,
    message: string,
    readonly details: { code?: string; declineCode?: string; param?: string; headers?: Record<string, string> } = {},
    /** Failed before the endpoint ran (parameter validation): Stripe keeps no idempotent result. */
    readonly beforeExecution = false,
  ) {
    super(message);
  }

  body(requestId: string) {
    const { code, declineCode, param } = this.details;
    return {
      error: {
        type: this.type,
        message: this.message,
        ...(code ? { code, doc_url: `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}` } : {}),
        ...(declineCode ? { decline_code: declineCode } : {}),
        ...(param !== undefined ? { param } : {}),
        request_log_url: `https://dashboard.stripe.com/test/logs/${requestId}`,
      },
    };
  }
}

export const noSuch = (kind: string, id: string, param?: string) =>
  // A missing object in the path is a 404; one named by a parameter is a 400 on that parameter.
  new StripeFailure(param ? 400 : 404, 'invalid_request_error', `No such ${kind}: '${id}'`, { code: 'resource_missing', ...(param ? { param } : {}) });

export const missingParam = (param: string) =>
  new StripeFailure(400, 'invalid_request_error', `Missing required param: ${param}.`, { code: 'parameter_missing', param }, true);

export const invalidParam = (param: string, message: string) =>
  new StripeFailure(400, 'invalid_request_error', message, { code: 'parameter_invalid_empty', param }, true);

export const invalidRequest = (message: string, param?: string, code?: string) =>
  new StripeFailure(400, 'invalid_request_error', message, { ...(code ? { code } : {}), ...(param ? { param } : {}) });

/** Stripe's card test tokens (https://docs.stripe.com/testing#declined-payments) and their messages, word for word. */
export const CARD_DECLINES = {
  generic: { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
  insufficientFunds: { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  expired: { code: 'expired_card', declineCode: 'expired_card', message: 'Your card has expired.' },
  incorrectCvc: { code: 'incorrect_cvc', declineCode: 'incorrect_cvc', message: "Your card's security code is incorrect." },
} as const;
export type CardDecline = (typeof CARD_DECLINES)[keyof typeof CARD_DECLINES];

export const cardError = (decline: CardDecline, param?: string) =>
  new StripeFailure(402, 'card_error', decline.message, { code: decline.code, declineCode: decline.declineCode, ...(param !== undefined ? { param } : {}) });
