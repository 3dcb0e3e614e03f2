import { useSavePaymentMethod } from '../api';
import { cardErrorMessage } from '../lib/card-error';
import { useGuardedAction } from './use-guarded-action';

/**
 * The card forms' one submission: make a payment method (the sandbox's api or Stripe.js), save it as
 * the default card, then whatever the page does next (`onSaved`, e.g. subscribe). One at a time;
 * any failure, the card provider's message included, ends in `error` for the form's alert.
 */
export function useCardSubmission(onSaved: () => Promise<unknown>, paysOpenInvoice = false) {
  const save = useSavePaymentMethod();
  const action = useGuardedAction(cardErrorMessage);
  const submit = (makePaymentMethod: () => Promise<string>) =>
    action.run(async () => {
      const paymentMethodId = await makePaymentMethod();
      // Pay now: each press is one payment attempt, under its own key (a new card is a new attempt).
      await save.mutateAsync(paysOpenInvoice ? { paymentMethodId, idempotencyKey: crypto.randomUUID() } : { paymentMethodId });
      await onSaved();
    });
  return { submit, processing: action.busy, error: action.error };
}
