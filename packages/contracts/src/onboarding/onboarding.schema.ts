import { z } from 'zod';
import { zCalendarDate, zText } from '../common/primitives.schema';
import { zCents, zRate } from '../common/money.schema';
import { ZAdvisorDetails, ZSocialLinks } from '../profile/profile.schema';

/** The salary slider's range (spec 01 §9): 0 to 1,000,000 dollars. */
export const MAX_SALARY_CENTS = 1_000_000 * 100;

/** /financialfreedom: the client's first answers. */
export const ZFinancialFreedomRequest = z
  .object({
    birthDate: zCalendarDate,
    hasSpouse: z.boolean(),
    totalSavingsCents: zCents,
    incomeCents: zCents.max(MAX_SALARY_CENTS),
  })
  .strict();
export type TFinancialFreedomRequest = z.infer<typeof ZFinancialFreedomRequest>;

export const ZClientOnboarding = z
  .object({
    highestPriority: zText(200),
    birthDate: zCalendarDate.nullable(),
    hasSpouse: z.boolean(),
    spouseBirthDate: zCalendarDate.nullable(),
    spouseFirstName: zText(100),
    spouseLastName: zText(100),
    retirementAge: z.number().int().min(50).max(70),
    incomeCents: zCents.max(MAX_SALARY_CENTS),
    retirementIncomeRate: zRate,
    savingsRate: zRate,
    totalSavingsCents: zCents,
  })
  .strict();
export type TClientOnboarding = z.infer<typeof ZClientOnboarding>;
export const ZClientOnboardingResponse = z.object({ onboarding: ZClientOnboarding.nullable() });
export type TClientOnboardingResponse = z.infer<typeof ZClientOnboardingResponse>;

/** The advisor wizard's four steps in one save: Overview, Professional, Company, Links. */
export const ZAdvisorOnboardingRequest = z
  .object({
    description: zText(2000),
    phone: zText(30),
    advisor: ZAdvisorDetails,
    socialLinks: ZSocialLinks,
  })
  .strict();
export type TAdvisorOnboardingRequest = z.infer<typeof ZAdvisorOnboardingRequest>;
