import { z } from 'zod';
import { zCalendarDate, zMultilineText, zText } from '../common/primitives.schema';
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

const clientOnboarding = (text: (max: number) => z.ZodType<string>) =>
  z
    .object({
      highestPriority: text(200),
      birthDate: zCalendarDate.nullable(),
      hasSpouse: z.boolean(),
      spouseBirthDate: zCalendarDate.nullable(),
      spouseFirstName: text(100),
      spouseLastName: text(100),
      retirementAge: z.number().int().min(50).max(70),
      incomeCents: zCents.max(MAX_SALARY_CENTS),
      retirementIncomeRate: zRate,
      savingsRate: zRate,
      totalSavingsCents: zCents,
    })
    .strict();
export const ZClientOnboarding = clientOnboarding(zText);
export type TClientOnboarding = z.infer<typeof ZClientOnboarding>;
// Responses carry plain strings: a response schema must not transform.
export const ZClientOnboardingResponse = z.object({ onboarding: clientOnboarding(() => z.string()).nullable() });
export type TClientOnboardingResponse = z.infer<typeof ZClientOnboardingResponse>;

/** The advisor wizard's four steps in one save: Overview, Professional, Company, Links. */
export const ZAdvisorOnboardingRequest = z
  .object({
    description: zMultilineText(2000),
    phone: zText(30),
    advisor: ZAdvisorDetails,
    socialLinks: ZSocialLinks,
  })
  .strict();
export type TAdvisorOnboardingRequest = z.infer<typeof ZAdvisorOnboardingRequest>;
