import { Alert, Anchor } from '@mantine/core';
import type { TSessionUser } from '@finboard/contracts';
import { advisorLinkRefusal } from '@finboard/domain/billing';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { PastDueBanner } from '../../../features/billing/components/past-due-banner';

/** A renewal that failed: the banner with what is owed and Pay now, on every page, Billing included. */
const OWING = new Set<TSessionUser['subscriptionStatus']>(['past_due', 'unpaid']);

/**
 * An advisor on a paid plan whose subscription is not active (a trial ended without a card, a payment
 * failed) is refused clients' data until billing is put right: the shell says so on every page, with
 * the way to Billing, rather than leaving each refused page to explain. Sub-advisors' billing is their
 * primary advisor's, so they are not told to act.
 */
export function BillingNotice({ user, onBillingPage }: { user: TSessionUser; onBillingPage: boolean }) {
  const paysOwnBilling = (user.role === 'advisor' || user.role === 'client') && user.parentId === null;
  if (paysOwnBilling && OWING.has(user.subscriptionStatus)) return <PastDueBanner />;
  if (user.role !== 'advisor' || user.parentId !== null || onBillingPage) return null;
  const refusal = advisorLinkRefusal({ plan: user.plan, clientAdvisorCount: 1, subscriptionStatus: user.subscriptionStatus });
  if (!refusal) return null;
  return (
    <Alert color="red" variant="light" mb="lg" title={refusal}>
      <Anchor component={Link} to={paths.billing()}>
        Go to Billing
      </Anchor>
    </Alert>
  );
}
