import { type AdvisorLinkFacts, canLinkBank, TRIAL_ENDED_MESSAGE } from './subscription-status';

/** Spec 01 §2 bank link: the refusal for a client with neither a paid plan nor a connected advisor. */
export const UPGRADE_TO_LINK_MESSAGE = 'You should upgrade your plan to paid plan or connect the advisor to link your bank.';

/** The bank-link refusals that name the plan's state: a paying customer is not told to upgrade. */
export const BANK_LINK_REFUSALS = {
  pastDue: 'Your last renewal payment failed, so linking a bank is paused. Pay the open invoice from Billing to link your bank.',
  unpaid: 'Your plan is unpaid after failed renewals. Pay the open invoice from Billing to link your bank.',
  incomplete: 'Your first payment did not go through. Add a payment method from Billing to link your bank.',
  canceled: 'Your plan was canceled. Subscribe again or connect the advisor to link your bank.',
  trialEnded: TRIAL_ENDED_MESSAGE,
  upgrade: UPGRADE_TO_LINK_MESSAGE,
} as const;

/** Why a client may not link a bank, in words that name their plan's state; null when they may. */
export function bankLinkRefusal(facts: AdvisorLinkFacts): string | null {
  if (canLinkBank(facts)) return null;
  if (facts.plan !== 'paid') return facts.subscriptionStatus === 'canceled' ? BANK_LINK_REFUSALS.canceled : BANK_LINK_REFUSALS.upgrade;
  switch (facts.subscriptionStatus) {
    case 'past_due':
      return BANK_LINK_REFUSALS.pastDue;
    case 'unpaid':
      return BANK_LINK_REFUSALS.unpaid;
    case 'incomplete':
    case 'incomplete_expired':
    case 'error':
      return BANK_LINK_REFUSALS.incomplete;
    case 'paused':
      return BANK_LINK_REFUSALS.trialEnded;
    case 'canceled':
      return BANK_LINK_REFUSALS.canceled;
    default:
      return BANK_LINK_REFUSALS.upgrade;
  }
}

/** Whether a message is one of the bank-link refusals (the web sends the user to Billing with it). */
export const isBankLinkRefusal = (message: string): boolean => (Object.values(BANK_LINK_REFUSALS) as string[]).includes(message);
