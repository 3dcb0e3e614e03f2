import { errorMessage } from '../../../lib/app-error';

/** A card refused before it reached the api (Stripe.js, or the sandbox form's own reading), with the message to show. */
export class CardFormError extends Error {
  override name = 'CardFormError';
}

/** What the card form's alert says for any failure: the card provider's or the api's message. */
export const cardErrorMessage = (error: unknown) => (error instanceof CardFormError ? error.message : errorMessage(error));
