/** What billing says when it refuses, in the product's voice. */
export const BILLING_MESSAGES = {
  subAdvisor: 'Billing is managed by your primary advisor.',
  wrongRole: 'That plan is not available for your account.',
  alreadySubscribed: 'You already have a subscription. Change your plan from Billing.',
  noSubscription: 'You have no subscription to change.',
  sponsorNeeded: 'Connect with an advisor first: a connected advisor sponsors your plan.',
  invoiceNotFound: 'Invoice not found',
  sandboxOnly: 'Not found',
  subAccountsOver: (planName: string, allowed: number) =>
    `The ${planName} plan allows ${allowed === 0 ? 'no' : allowed} sub-account${allowed === 1 ? '' : 's'}. Delete All Sub-accounts first.`,
} as const;
