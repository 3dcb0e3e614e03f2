import { formatCents, formatLongDate, rateToPercent } from '@finboard/domain/format';
import type { TClientOnboarding } from '@finboard/contracts';

/** The summary's rows in the spec's order and words (spec 02 "Onboarding summary"). */
export function onboardingSummaryRows(onboarding: TClientOnboarding): [label: string, value: string][] {
  const rows: [string, string][] = [
    ['Highest Priority', onboarding.highestPriority],
    ['My Birthday', formatLongDate(onboarding.birthDate)],
    ['Retired Age', String(onboarding.retirementAge)],
    ['Total Annual Income', formatCents(onboarding.incomeCents)],
    ['PERCENTAGE of current income', `${rateToPercent(onboarding.retirementIncomeRate)}%`],
    ['Savings Rate', `${rateToPercent(onboarding.savingsRate)}%`],
    ['Current Retirement Saving', formatCents(onboarding.totalSavingsCents)],
  ];
  if (onboarding.hasSpouse) {
    rows.push(
      ['Spouse Birthday', formatLongDate(onboarding.spouseBirthDate)],
      ['Spouse First Name', onboarding.spouseFirstName],
      ['Spouse Last Name', onboarding.spouseLastName],
    );
  }
  return rows;
}
