import type { Db } from '@finboard/db';
import type { BillingProvider, SandboxBillingControls } from '../../providers/billing/billing-provider';

export interface BillingDeps {
  db: Db;
  provider: BillingProvider;
  /** The embedded sandbox's own controls (its card form, clock, invoice PDFs); null with Stripe. */
  sandbox: SandboxBillingControls | null;
  /** Length of an advisor plan's trial (BILLING_TRIAL_DAYS). */
  trialDays: number;
  now: () => Date;
}
