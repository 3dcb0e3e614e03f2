import type { TEstateAccount, TEstateReviewDue } from '@finboard/contracts';
import {
  ESTATE_DOCUMENT_LABELS,
  ESTATE_MESSAGES,
  ESTATE_REVIEW_YEARS,
  type BeneficiaryShare,
  findShareSumProblem,
  formatSharePercent,
  LIFE_EVENT_LABELS,
} from '@finboard/domain';
import { formatLongDate } from '@finboard/domain/format';

/** The page's sentence for one document due for review. */
export function reviewReminderText(due: TEstateReviewDue): string {
  const document = ESTATE_DOCUMENT_LABELS[due.kind];
  if (due.reason === 'never-reviewed') return `${document}: no signing or review date is recorded. Review it with your attorney.`;
  if (due.reason === 'three-years')
    return `${document}: last reviewed ${formatLongDate(due.sinceDate)}, over ${ESTATE_REVIEW_YEARS} years ago. Time to review it.`;
  return `${document}: ${LIFE_EVENT_LABELS[due.lifeEvent.kind].toLowerCase()} on ${formatLongDate(due.lifeEvent.eventDate)}, after its last review on ${formatLongDate(due.sinceDate)}. Time to review it.`;
}

export const accountLabel = (account: TEstateAccount) => `${account.name} (${account.institutionName})`;

/** The form's own check before saving, naming the account (the api's message can only say 'an account'). */
export function shareProblemText(beneficiaries: readonly BeneficiaryShare[], accounts: readonly TEstateAccount[]): string | null {
  const problem = findShareSumProblem(beneficiaries);
  if (!problem) return null;
  const account = accounts.find((candidate) => candidate.id === problem.accountId);
  return ESTATE_MESSAGES.sharesMustAddUp(problem.kind, account ? accountLabel(account) : 'an account', formatSharePercent(problem.totalBasisPoints));
}
