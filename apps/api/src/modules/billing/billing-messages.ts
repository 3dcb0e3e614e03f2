import { BILLING_MANAGED_BY_PRIMARY } from '@finboard/domain/billing';

/** What billing says when it refuses, in the product's voice. */
export const BILLING_MESSAGES = {
  subAdvisor: BILLING_MANAGED_BY_PRIMARY,
  wrongRole: 'That plan is not available for your account.',
  alreadySubscribed: 'You already have a subscription. Change your plan from Billing.',
  noSubscription: 'You have no subscription to change.',
  /** Undo after the period ended: the plan is gone, a new one starts from Billing. */
  planEnded: 'Your plan has ended. Subscribe again from Billing.',
  /** Cancelling a plan whose renewal failed: the open invoice is paid or the plan ends on its own. */
  cancelNotNow: (status: string) => `Your plan is ${status}: it cannot be set to end at the period's end now.`,
  sponsorNeeded: 'Connect with an advisor first: a connected advisor sponsors your plan.',
  invoiceNotFound: 'Invoice not found',
  sandboxOnly: 'Not found',
  subAccountsOver: (planName: string, allowed: number) =>
    `The ${planName} plan allows ${allowed === 0 ? 'no' : allowed} sub-account${allowed === 1 ? '' : 's'}. Delete All Sub-accounts first.`,
} as const;
