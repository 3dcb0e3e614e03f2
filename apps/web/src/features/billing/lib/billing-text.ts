import { BILLING_MANAGED_BY_PRIMARY } from '@finboard/domain/billing';

/** What the billing screens say, in one place. */
export const BILLING_TEXT = {
  managedByPrimary: BILLING_MANAGED_BY_PRIMARY,
  managedBy: (name: string, email: string) => `${name} (${email}) manages the plan, the card and the invoices for your firm. Ask them for any change.`,
  cancelPlan: 'Cancel plan',
  keepPlan: 'Keep my plan',
  cancelTitle: (planName: string) => `Cancel your ${planName} plan?`,
  /** What stops and when, and what stays (the "what stops and when"). */
  cancelStops: (endDate: string, role: 'advisor' | 'client') =>
    role === 'client'
      ? `Your plan stays until ${endDate} and nothing more is charged. Then your bank links stop syncing; your accounts and data stay.`
      : `Your plan stays until ${endDate} and nothing more is charged. Then clients' data is no longer open to you and your clients stay connected; your data stays.`,
  sponsored: 'A connected advisor sponsors your plan: your bank links keep syncing on Free.',
  endsOn: (planName: string, endDate: string) => `Your ${planName} plan ends on ${endDate}. You can keep it until then.`,
  confirmCancel: 'Cancel at period end',
  /** The past-due banner (every page of the account) and its Pay now. */
  pastDueTitle: 'Your renewal payment failed',
  pastDueOwed: (amount: string, planName: string) => `We could not charge ${amount} for your ${planName} plan.`,
  pastDueRetry: (date: string) => `We will try your card again on ${date}. Pay now with another card to keep everything working.`,
  pastDueNoRetry: 'We will not try your card again. Pay now with another card to keep your plan.',
  payNow: 'Pay now',
  payNowTitle: (amount: string) => `Pay ${amount} now`,
  paid: 'Payment received. Your plan is active again.',
  /** The plan change's preview of the real bill. */
  previewMonthly: (current: string, next: string) => `Your monthly bill goes from ${current} to ${next}.`,
  previewBreakdown: (plan: string, extra: number, rate: string) =>
    extra === 0 ? `${plan} for the plan.` : `${plan} for the plan and ${extra} extra ${extra === 1 ? 'client' : 'clients'} at ${rate} each.`,
  previewDueNow: (amount: string) => `${amount} is charged now for the rest of this period.`,
  previewNothingNow: 'Nothing is charged now.',
  previewNextBill: (date: string) => `The new price applies from ${date}.`,
  costsMore: (planName: string, next: string, currentName: string, current: string, clients: number) =>
    `With your ${clients} connected ${clients === 1 ? 'client' : 'clients'}, ${planName} costs ${next} a month, more than ${currentName} at ${current}.`,
} as const;
