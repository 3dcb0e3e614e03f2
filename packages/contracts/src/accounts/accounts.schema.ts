import { z } from 'zod';
import { zCalendarDate, zText } from '../common/primitives.schema';
import { zCents } from '../common/money.schema';

/** Every client-data read takes an optional userId: the client an advisor is viewing (read-only). */
export const ZClientScopeQuery = z.object({ userId: z.string().min(1).max(100).optional() }).strict();
export type TClientScopeQuery = z.infer<typeof ZClientScopeQuery>;
export const ZIdParams = z.object({ id: z.string().uuid() }).strict();

/** What a sync brings in; one that could not be read keeps what was saved before. */
export const ZSyncPart = z.enum(['balances', 'liabilities', 'transactions', 'investments']);
export type TSyncPart = z.infer<typeof ZSyncPart>;

export const ZInstitution = z.object({
  id: z.string(),
  name: z.string(),
  /** data: URL of the logo, when the provider has one. */
  logoUrl: z.string().nullable(),
  primaryColor: z.string().nullable(),
  provider: z.enum(['sandbox', 'plaid', 'manual']),
  isManualRecord: z.boolean(),
  linkedAt: z.string(),
  lastSyncedAt: z.string().nullable(),
  errorCode: z.string().nullable(),
  /** ITEM_LOGIN_REQUIRED or PENDING_EXPIRATION: the client must log in to the bank again. */
  needsLogin: z.boolean(),
  /** The parts the last sync could not update (the bank or Plaid did not answer); empty after a complete sync. */
  incompleteParts: z.array(ZSyncPart),
  assetsCents: z.number().int(),
  liabilitiesCents: z.number().int(),
});
export type TInstitution = z.infer<typeof ZInstitution>;
export const ZInstitutionsResponse = z.object({ institutions: z.array(ZInstitution) });
export type TInstitutionsResponse = z.infer<typeof ZInstitutionsResponse>;
export const ZInstitutionResponse = z.object({ institution: ZInstitution });
export type TInstitutionResponse = z.infer<typeof ZInstitutionResponse>;

const zStoredCents = z.number().int().nullable().optional();
/** YYYY-MM-DD, '' (a manual form's empty date) or null (the provider had none). */
const zStoredDate = z.string().nullable().optional();
/**
 * An account's liability details as stored (financial_accounts.details): the spec's snake_case names,
 * amounts in cents, written by a sync (provider-mapping.ts) and by a manual account's form. Loose: a
 * key this schema does not name is kept, as the response's `details` is any record.
 */
export const ZStoredLiabilityDetails = z.looseObject({
  aprs: z
    .array(
      z.looseObject({
        apr_type: z.string().nullable().optional(),
        apr_percentage: z.number().nullable().optional(),
        balance_subject_to_apr_cents: zStoredCents,
        interest_charge_amount_cents: zStoredCents,
      }),
    )
    .optional(),
  account_number: z.string().nullable().optional(),
  expected_payoff_date: zStoredDate,
  interest_rate_percentage: z.number().nullable().optional(),
  minimum_payment_amount_cents: zStoredCents,
  next_payment_due_date: zStoredDate,
  origination_date: zStoredDate,
  origination_principal_amount_cents: zStoredCents,
  disbursement_dates: z.array(z.string().nullable()).optional(),
});
export type TStoredLiabilityDetails = z.infer<typeof ZStoredLiabilityDetails>;

export const ZAccount = z.object({
  id: z.string(),
  institutionId: z.string(),
  institutionName: z.string(),
  name: z.string(),
  mask: z.string().nullable(),
  accountType: z.string(),
  accountSubtype: z.string(),
  balanceType: z.enum(['assets', 'liabilities']),
  amountCents: z.number().int(),
  date: zCalendarDate,
  isManualRecord: z.boolean(),
  isRetirement: z.boolean(),
  isCash: z.boolean(),
  assetKey: z.string().nullable(),
  liabilityKey: z.string().nullable(),
  /** An investment account with holdings: its row opens the portfolio page. */
  hasHoldings: z.boolean(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type TAccount = z.infer<typeof ZAccount>;
export const ZInstitutionAccountsResponse = z.object({ institution: ZInstitution, accounts: z.array(ZAccount) });
export type TInstitutionAccountsResponse = z.infer<typeof ZInstitutionAccountsResponse>;

export const ZLinkTokenRequest = z.object({ institutionId: z.string().uuid().optional() }).strict();
export const ZLinkTokenResponse = z.object({ linkToken: z.string(), expiration: z.string(), provider: z.enum(['sandbox', 'plaid']) });
export type TLinkTokenResponse = z.infer<typeof ZLinkTokenResponse>;

/** addItem: the public token from the link flow and the institution it was for. */
export const ZLinkInstitutionRequest = z.object({ publicToken: zText(500), institutionId: zText(200), institutionName: zText(200) }).strict();
export type TLinkInstitutionRequest = z.infer<typeof ZLinkInstitutionRequest>;
/**
 * After update mode (the client logged in to the bank again). Link still hands back a public token,
 * but the item keeps its access token (Plaid's update-mode guide), so it is accepted and not used.
 */
export const ZRelinkInstitutionRequest = z.object({ publicToken: zText(500).optional() }).strict();

export const ZSandboxInstitutionsResponse = z.object({
  institutions: z.array(z.object({ institutionId: z.string(), name: z.string(), logoUrl: z.string().nullable(), primaryColor: z.string().nullable() })),
});
export const ZSandboxPublicTokenRequest = z
  .object({ linkToken: z.string().min(1).max(500), institutionId: z.string().min(1).max(100), username: z.string().max(200), password: z.string().max(200) })
  .strict();
export const ZSandboxPublicTokenResponse = z.object({ publicToken: z.string() });

const zAmountText = z.string().max(30);
const zOptionalNumber = z.number().finite().min(0).max(1e12).nullable();
/** Up to a trillion dollars, in whole cents. */
const zOptionalCents = zCents.max(100_000_000_000_000).nullable();

export const ZAprRow = z
  .object({ aprType: zText(50), aprPercentage: zOptionalNumber, balanceSubjectToAprCents: zOptionalCents, interestChargeAmountCents: zOptionalCents })
  .strict();
export const ZLiabilityDetails = z
  .object({
    aprs: z.array(ZAprRow).max(20).optional(),
    accountNumber: zText(50).optional(),
    expectedPayoffDate: z.union([zCalendarDate, z.literal('')]).optional(),
    interestRatePercentage: zOptionalNumber.optional(),
    minimumPaymentAmountCents: zOptionalCents.optional(),
    nextPaymentDueDate: z.union([zCalendarDate, z.literal('')]).optional(),
    originationDate: z.union([zCalendarDate, z.literal('')]).optional(),
    originationPrincipalAmountCents: zOptionalCents.optional(),
    disbursementDates: z
      .array(z.union([zCalendarDate, z.literal('')]))
      .max(50)
      .optional(),
  })
  .strict();

/** addManualNetWorth / updateManualNetWorth: the form as typed; the amount is text so the spec's message can be given. */
export const ZManualAccountRequest = z
  .object({
    institutionName: zText(200),
    institutionId: z.string().uuid().optional(),
    name: zText(200),
    balanceType: z.string().max(20),
    accountType: z.string().max(20),
    accountSubtype: zText(100),
    amount: zAmountText,
    date: zCalendarDate.optional(),
    details: ZLiabilityDetails.optional(),
  })
  .strict();
export type TManualAccountRequest = z.infer<typeof ZManualAccountRequest>;
export const ZAccountResponse = z.object({ account: ZAccount });

/** Totals per category key, in cents. */
const ZCategoryTotals = z.record(z.string(), z.number().int());
export const ZBalanceSheetResponse = z.object({
  totalCents: z.number().int(),
  categories: ZCategoryTotals,
  institutions: z.array(
    z.object({ id: z.string(), name: z.string(), logoUrl: z.string().nullable(), totalCents: z.number().int(), categories: ZCategoryTotals }),
  ),
  accounts: z.array(ZAccount),
});
export type TBalanceSheetResponse = z.infer<typeof ZBalanceSheetResponse>;

export const ZIncome = z
  .object({
    incomeInfos: z.array(z.object({ owner: z.enum(['self', 'spouse']), employerName: z.string().max(200), annualSalaryCents: zCents }).strict()).max(2),
    owner: z.enum(['self', 'spouse', 'joint']),
    companyStock: z.string().max(200),
    effectiveTaxRate: z.number().finite().min(0).max(1),
    taxStatus: z.string().max(100),
    socialSecurityPiaCents: zCents,
    socialSecurityEarliestAge: z.number().int().min(62).max(70),
    socialSecurityLatestAge: z.number().int().min(62).max(70),
  })
  .strict();
export type TIncome = z.infer<typeof ZIncome>;
export const ZIncomeResponse = z.object({ income: ZIncome });

export const ZInsurancePolicy = z
  .object({
    homeowners: z.string().max(200),
    auto: z.string().max(200),
    liability: z.string().max(200),
    health: z.string().max(200),
    healthPolicyNumber: z.string().max(100),
    healthMonthlyPremiumCents: zCents,
    lifeInsurance: z.string().max(200),
    lifePolicyNumber: z.string().max(100),
    lifeDeathBenefitCents: zCents,
    lifeMonthlyPremiumCents: zCents,
    longTermCare: z.string().max(200),
    longTermCarePolicyNumber: z.string().max(100),
    longTermCareDeathBenefitCents: zCents,
    longTermCareMonthlyPremiumCents: zCents,
  })
  .strict();
export type TInsurancePolicy = z.infer<typeof ZInsurancePolicy>;
/** A person with no policy on file (what GET /api/insurance answers for them): text blank, amounts zero. */
export const EMPTY_INSURANCE_POLICY: TInsurancePolicy = {
  homeowners: '',
  auto: '',
  liability: '',
  health: '',
  healthPolicyNumber: '',
  healthMonthlyPremiumCents: 0,
  lifeInsurance: '',
  lifePolicyNumber: '',
  lifeDeathBenefitCents: 0,
  lifeMonthlyPremiumCents: 0,
  longTermCare: '',
  longTermCarePolicyNumber: '',
  longTermCareDeathBenefitCents: 0,
  longTermCareMonthlyPremiumCents: 0,
};
export const ZInsurance = z.object({ self: ZInsurancePolicy, spouse: ZInsurancePolicy }).strict();
export type TInsurance = z.infer<typeof ZInsurance>;
export const ZInsuranceResponse = z.object({ insurance: ZInsurance });
