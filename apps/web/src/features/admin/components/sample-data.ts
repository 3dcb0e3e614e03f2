/**
 * STATIC SAMPLE DATA for the admin demo dashboards (/admin/my-plan, /admin/cash-flow, /admin/invest).
 * The spec makes these pages demos with sample figures: nothing here is read from anyone's account,
 * and the pages say so on screen.
 */

export const SAMPLE_MY_PLAN = {
  retirementAge: 65,
  retirementScore: 82,
  savingsCents: 48_500_000,
  yearlyContributionCents: 2_400_000,
  probabilityOfSuccess: 0.87,
  projection: [
    { age: 45, balanceCents: 48_500_000 },
    { age: 50, balanceCents: 74_000_000 },
    { age: 55, balanceCents: 106_000_000 },
    { age: 60, balanceCents: 146_000_000 },
    { age: 65, balanceCents: 195_000_000 },
    { age: 70, balanceCents: 181_000_000 },
    { age: 75, balanceCents: 160_000_000 },
  ],
} as const;

export const SAMPLE_CASH_FLOW = [
  { month: '2026-06', incomeCents: 912_000, spendingCents: 684_000 },
  { month: '2026-07', incomeCents: 912_000, spendingCents: 731_000 },
  { month: '2026-08', incomeCents: 968_000, spendingCents: 702_000 },
  { month: '2026-09', incomeCents: 912_000, spendingCents: 655_000 },
  { month: '2026-10', incomeCents: 912_000, spendingCents: 799_000 },
  { month: '2026-11', incomeCents: 1_012_000, spendingCents: 688_000 },
] as const;

export const SAMPLE_HOLDINGS = [
  { symbol: 'VTI', name: 'Total Stock Market ETF', valueCents: 21_400_000 },
  { symbol: 'VXUS', name: 'Total International Stock ETF', valueCents: 8_900_000 },
  { symbol: 'BND', name: 'Total Bond Market ETF', valueCents: 9_700_000 },
  { symbol: 'VNQ', name: 'Real Estate ETF', valueCents: 3_100_000 },
  { symbol: 'CASH', name: 'Money market', valueCents: 2_400_000 },
] as const;
