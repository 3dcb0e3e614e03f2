import type { Db } from '@finboard/db';
import { fillIncomeInfosIfEmpty, findEmployerAndSpouseIncome } from './income.repository';

/** The Income page's names and limits (ZIncome): an employer name of at most 200 characters. */
const MAX_EMPLOYER_LENGTH = 200;

/**
 * Onboarding's salary (with the profile's employer) and the spouse's income become the Income
 * page's rows when the client has none yet, so the salary entered at /financialfreedom shows there
 * and the plan reads one figure. A page the client filled is theirs and is left alone.
 */
export async function fillIncomePageFromOnboarding(db: Db, ownerId: string, answers: { incomeCents: number; hasSpouse: boolean }) {
  const { employer, spouseIncomeCents } = await findEmployerAndSpouseIncome(db, { ownerId });
  const infos = [];
  if (answers.incomeCents > 0) infos.push({ owner: 'self', employerName: employer.slice(0, MAX_EMPLOYER_LENGTH), annualSalaryCents: answers.incomeCents });
  if (answers.hasSpouse && spouseIncomeCents > 0) infos.push({ owner: 'spouse', employerName: '', annualSalaryCents: spouseIncomeCents });
  await fillIncomeInfosIfEmpty(db, ownerId, infos);
}
