import { attachSubAdvisor } from '../billing/sub-accounts.service';
import type { DemoSeeder } from './demo-seeders';

/**
 * The demo sub-advisor joins the demo advisor's firm as an invitation link would attach them: within
 * the Firm plan's allowance (so after the demo billing). Without the sandbox's billing (Stripe
 * configured) the primary has no plan with a place, and the sub-advisor stays an advisor of their own.
 */
export const seedDemoSubAdvisor: DemoSeeder = async (context) => {
  const { advisor, subAdvisor } = context.userIds;
  if (!advisor || !subAdvisor) return;
  await attachSubAdvisor({ db: context.db }, subAdvisor, advisor);
};
