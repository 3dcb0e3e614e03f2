import { centsToDollars, dollarsToCents } from '@finboard/domain/money';
import { ZStoredLiabilityDetails, type TAccount, type TManualAccountRequest } from '@finboard/contracts';
import {
  cleanLiabilityDetails,
  clampPercentage,
  MANUAL_ASSET_TYPES,
  MANUAL_LIABILITY_TYPES,
  validateManualAccount,
  type LiabilityDetailsInput,
} from '@finboard/domain/accounts';

export type BalanceType = 'assets' | 'liabilities';
/** A number field while typing: '' when empty. */
export type NumberField = number | '';

export interface AprFormRow {
  aprType: string;
  aprPercentage: NumberField;
  balanceSubjectToApr: NumberField;
  interestChargeAmount: NumberField;
}

export interface LiabilityFormDetails {
  accountNumber: string;
  interestRatePercentage: NumberField;
  minimumPaymentAmount: NumberField;
  nextPaymentDueDate: string | null;
  originationDate: string | null;
  originationPrincipalAmount: NumberField;
  expectedPayoffDate: string | null;
  aprs: AprFormRow[];
  disbursementDates: (string | null)[];
}

export interface ManualFormState {
  institutionName: string;
  name: string;
  balanceType: BalanceType | '';
  accountType: string;
  accountSubtype: string;
  /** As typed: the rule and its message are about the text. */
  amount: string;
  date: string | null;
  details: LiabilityFormDetails;
}

export const ACCOUNT_TYPES: Record<BalanceType, readonly string[]> = {
  assets: MANUAL_ASSET_TYPES,
  liabilities: MANUAL_LIABILITY_TYPES,
};

/** Suggestions for Account Subtype by account type (free text is allowed). */
export const SUBTYPE_SUGGESTIONS: Record<string, string[]> = {
  investment: ['brokerage', '401k', 'ira', 'roth', '403b', 'sep ira', 'pension', 'hsa'],
  depository: ['checking', 'savings', 'money market', 'cd', 'cash management'],
  property: ['primary residence', 'other property', 'vehicle', 'collectibles'],
  loan: ['mortgage', 'student', 'auto', 'home equity', 'personal'],
  credit: ['credit card', 'paypal'],
};

export const APR_TYPES = [
  { value: 'purchase_apr', label: 'Purchase APR' },
  { value: 'balance_transfer_apr', label: 'Balance Transfer APR' },
  { value: 'cash_apr', label: 'Cash Advance APR' },
  { value: 'special', label: 'Special' },
];

export const emptyAprRow = (): AprFormRow => ({ aprType: 'purchase_apr', aprPercentage: '', balanceSubjectToApr: '', interestChargeAmount: '' });

export function emptyDetails(): LiabilityFormDetails {
  return {
    accountNumber: '',
    interestRatePercentage: '',
    minimumPaymentAmount: '',
    nextPaymentDueDate: null,
    originationDate: null,
    originationPrincipalAmount: '',
    expectedPayoffDate: null,
    aprs: [emptyAprRow()],
    disbursementDates: [null],
  };
}

/** A new account: an asset of type investment dated today (spec 01 §5). */
export function emptyForm(today: string): ManualFormState {
  return {
    institutionName: '',
    name: '',
    balanceType: 'assets',
    accountType: 'investment',
    accountSubtype: '',
    amount: '',
    date: today,
    details: emptyDetails(),
  };
}

/** Percentages stay within 0–100 as they are typed. */
export const clampPercentField = (value: NumberField): NumberField => (value === '' ? '' : clampPercentage(value));

/** Cents as the form's amount text: 123456 → "1234.56", 100000 → "1000". */
export function centsToAmountText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(cents) / 100);
  const fraction = Math.abs(cents) % 100;
  return `${sign}${whole}${fraction ? `.${String(fraction).padStart(2, '0')}` : ''}`;
}

// Stored details use the provider's snake_case names, amounts in cents (ZStoredLiabilityDetails, which
// the api reads the column with too); the form shows dollars.
const number = (value: number | null | undefined): NumberField => value ?? '';
const dollars = (cents: number | null | undefined): NumberField => (cents == null ? '' : centsToDollars(cents));
const date = (value: string | null | undefined) => value || null;

function detailsFrom(record: TAccount['details']): LiabilityFormDetails {
  const parsed = ZStoredLiabilityDetails.safeParse(record);
  if (!parsed.success) return emptyDetails();
  const { aprs = [], disbursement_dates: dates = [] } = parsed.data;
  return {
    accountNumber: parsed.data.account_number ?? '',
    interestRatePercentage: number(parsed.data.interest_rate_percentage),
    minimumPaymentAmount: dollars(parsed.data.minimum_payment_amount_cents),
    nextPaymentDueDate: date(parsed.data.next_payment_due_date),
    originationDate: date(parsed.data.origination_date),
    originationPrincipalAmount: dollars(parsed.data.origination_principal_amount_cents),
    expectedPayoffDate: date(parsed.data.expected_payoff_date),
    aprs: aprs.length
      ? aprs.map((row) => ({
          aprType: row.apr_type || 'purchase_apr',
          aprPercentage: number(row.apr_percentage),
          balanceSubjectToApr: dollars(row.balance_subject_to_apr_cents),
          interestChargeAmount: dollars(row.interest_charge_amount_cents),
        }))
      : [emptyAprRow()],
    disbursementDates: dates.length ? dates.map(date) : [null],
  };
}

/** The form for an existing account: its balance type follows the account. */
export function formFromAccount(account: TAccount): ManualFormState {
  return {
    institutionName: account.institutionName,
    name: account.name,
    balanceType: account.balanceType,
    accountType: account.accountType,
    accountSubtype: account.accountSubtype,
    amount: centsToAmountText(account.amountCents),
    date: account.date || null,
    details: detailsFrom(account.details),
  };
}

/** The first broken rule, in the spec's order (the domain's rules; the api repeats them). */
export function checkManualForm(form: ManualFormState, mode: 'add' | 'update') {
  return validateManualAccount(
    {
      institutionName: form.institutionName,
      name: form.name,
      balanceType: form.balanceType,
      accountType: form.accountType,
      accountSubtype: form.accountSubtype,
      amount: form.amount,
    },
    mode,
  );
}

const orNull = (value: NumberField) => (value === '' ? null : value);
const centsOrNull = (value: NumberField) => (value === '' ? null : dollarsToCents(value));

function detailsInput(details: LiabilityFormDetails): LiabilityDetailsInput {
  return {
    accountNumber: details.accountNumber,
    interestRatePercentage: orNull(details.interestRatePercentage),
    minimumPaymentAmountCents: centsOrNull(details.minimumPaymentAmount),
    nextPaymentDueDate: details.nextPaymentDueDate ?? '',
    originationDate: details.originationDate ?? '',
    originationPrincipalAmountCents: centsOrNull(details.originationPrincipalAmount),
    expectedPayoffDate: details.expectedPayoffDate ?? '',
    aprs: details.aprs.map((row) => ({
      aprType: row.aprType,
      aprPercentage: orNull(row.aprPercentage),
      balanceSubjectToAprCents: centsOrNull(row.balanceSubjectToApr),
      interestChargeAmountCents: centsOrNull(row.interestChargeAmount),
    })),
    disbursementDates: details.disbursementDates.map((value) => value ?? ''),
  };
}

/** The request body: liabilities carry their cleaned details; assets none. */
export function toManualRequest(form: ManualFormState, institutionId?: string): TManualAccountRequest {
  const body: TManualAccountRequest = {
    institutionName: form.institutionName.trim(),
    name: form.name.trim(),
    balanceType: form.balanceType,
    accountType: form.accountType,
    accountSubtype: form.accountSubtype.trim(),
    amount: form.amount.trim(),
  };
  if (institutionId) body.institutionId = institutionId;
  if (form.date) body.date = form.date;
  if (form.balanceType === 'liabilities') body.details = cleanLiabilityDetails(detailsInput(form.details));
  return body;
}
