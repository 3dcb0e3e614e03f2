import type { TBillingOverview } from '@finboard/contracts';
import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { FormAlert } from '../../../components/form-alert';
import type { CardFormProps } from './card-form-props';
import { SandboxCardForm } from './sandbox-card-form';

// Stripe's React elements (and Stripe.js, which they load) come only with the Stripe provider.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

/**
 * The card form of /subscribe and /billing: the sandbox's own fields, or Stripe Elements when the
 * api's provider is Stripe. Either makes a payment method, saves it as the default, then `onSaved`.
 */
export function CardForm({ overview, ...props }: CardFormProps & { overview: Pick<TBillingOverview, 'provider' | 'publishableKey'> }) {
  if (overview.provider === 'sandbox') return <SandboxCardForm {...props} />;
  if (!overview.publishableKey) return <FormAlert message="Card payments are not available right now. Please try again later." />;
  return (
    <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading the card form" />}>
      <StripeCardForm publishableKey={overview.publishableKey} {...props} />
    </Suspense>
  );
}
