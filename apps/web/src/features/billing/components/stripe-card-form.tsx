import { Button, Group, Input, Loader, Paper, Stack, TextInput, useMantineTheme } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { useCardSubmission } from '../hooks/use-card-submission';
import { CardFormError } from '../lib/card-error';
import type { CardFormProps } from './card-form-props';

// This module is loaded only when the api's provider is Stripe (card-form.tsx imports it lazily), and
// `/pure` adds Stripe.js's script tag only when loadStripe is called: no page downloads Stripe otherwise.
const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    // A failed load (offline) may be tried again on the next visit.
    stripe.catch(() => loaded.delete(publishableKey));
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}

const LOAD_FAILED = 'We could not load the card form. Check your connection and try again.';

/** Stripe Elements' card field: the number never reaches Finboard, only the payment method Stripe makes. */
export default function StripeCardForm({ publishableKey, ...props }: CardFormProps & { publishableKey: string }) {
  const [stripe, setStripe] = useState<Stripe | null | 'failed'>(null);
  useEffect(() => {
    let current = true;
    stripeFor(publishableKey).then(
      (value) => current && setStripe(value ?? 'failed'),
      () => current && setStripe('failed'),
    );
    return () => {
      current = false;
    };
  }, [publishableKey]);
  if (stripe === 'failed') return <FormAlert message={LOAD_FAILED} />;
  if (!stripe) return <Loader size="sm" role="status" aria-label="Loading the card form" />;
  return (
    <Elements stripe={stripe}>
      <StripeFields {...props} />
    </Elements>
  );
}

function StripeFields({ submitLabel, onSaved, disabled = false, paysOpenInvoice = false }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const theme = useMantineTheme();
  const { submit, processing, error } = useCardSubmission(onSaved, paysOpenInvoice);
  const [name, setName] = useState('');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || !name.trim() || disabled) return;
    void submit(async () => {
      const card = elements.getElement(CardElement);
      if (!card) throw new CardFormError(LOAD_FAILED);
      const result = await stripe.createPaymentMethod({ type: 'card', card, billing_details: { name: name.trim() } });
      if (result.error) throw new CardFormError(result.error.message ?? 'Your card was declined.');
      return result.paymentMethod.id;
    });
  }

  return (
    <form onSubmit={onSubmit} aria-label="Card details" noValidate>
      <Stack gap="sm">
        <TextInput label="Name on card" value={name} onChange={(event) => setName(event.currentTarget.value)} autoComplete="cc-name" required />
        <Input.Wrapper label="Card" labelElement="div">
          <Paper withBorder px="sm" py={10} radius="sm">
            <CardElement options={{ hidePostalCode: false, style: { base: { fontSize: '16px', fontFamily: theme.fontFamily ?? 'inherit' } } }} />
          </Paper>
        </Input.Wrapper>
        <FormAlert message={error} />
        <Group>
          <Button type="submit" loading={processing} disabled={processing || disabled || !stripe || !elements || !name.trim()}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
