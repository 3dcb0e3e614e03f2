// The manual account form's rules (spec 01 §5 "Manual account add", spec 02 §5), in the spec's order.
import { dollarsToCents } from '../money/money';
import { isValidCalendarDate } from '../calendar';

export const MANUAL_ACCOUNT_MESSAGES = {
  institutionName: 'Institution name field is required',
  accountName: 'Account name field is required',
  /** The update form's message, spelled as the spec spells it. */
  accountNameOnUpdate: 'Acount Name field is required',
  balanceType: 'Please select balance type',
  accountType: 'Please select account type',
  accountSubtype: 'Please enter account subtype',
  amount: 'Amount must be non empty and should contain only numbers',
} as const;

export const MANUAL_ASSET_TYPES = ['investment', 'depository', 'property'] as const;
export const MANUAL_LIABILITY_TYPES = ['loan', 'credit'] as const;

export interface ManualAccountForm {
  institutionName: string;
  name: string;
  balanceType: string;
  accountType: string;
  accountSubtype: string;
  /** As typed: digits with an optional decimal point. */
  amount: string;
}

const AMOUNT_PATTERN = /^\d+(\.\d{1,2})?$/;
/** One trillion dollars: far above any real balance, and exact in a JavaScript number (and a bigint column) as cents. */
export const MAX_MANUAL_AMOUNT_CENTS = 100_000_000_000_000;

export function validateManualAccount(form: ManualAccountForm, mode: 'add' | 'update'): { field: keyof ManualAccountForm; message: string } | null {
  if (!form.institutionName.trim()) return { field: 'institutionName', message: MANUAL_ACCOUNT_MESSAGES.institutionName };
  if (!form.name.trim()) {
    return { field: 'name', message: mode === 'add' ? MANUAL_ACCOUNT_MESSAGES.accountName : MANUAL_ACCOUNT_MESSAGES.accountNameOnUpdate };
  }
  if (form.balanceType !== 'assets' && form.balanceType !== 'liabilities') return { field: 'balanceType', message: MANUAL_ACCOUNT_MESSAGES.balanceType };
  const types: readonly string[] = form.balanceType === 'assets' ? MANUAL_ASSET_TYPES : MANUAL_LIABILITY_TYPES;
  if (!types.includes(form.accountType)) return { field: 'accountType', message: MANUAL_ACCOUNT_MESSAGES.accountType };
  if (!form.accountSubtype.trim()) return { field: 'accountSubtype', message: MANUAL_ACCOUNT_MESSAGES.accountSubtype };
  const amount = form.amount.trim();
  if (!AMOUNT_PATTERN.test(amount) || !Number.isFinite(Number(amount)) || dollarsTextToCents(amount) > MAX_MANUAL_AMOUNT_CENTS)
    return { field: 'amount', message: MANUAL_ACCOUNT_MESSAGES.amount };
  return null;
}

/** Dollars as typed ("1234.5", checked by the rule above) to integer cents, by the one money rule. */
export function dollarsTextToCents(amount: string): number {
  return dollarsToCents(Number(amount.trim()));
}

/** A balance or liability date: a real `YYYY-MM-DD` calendar date from 1900 to 2199 (payoff dates lie decades ahead). */
export function isManualAccountDate(value: string): boolean {
  return isValidCalendarDate(value) && value >= '1900-01-01' && value <= '2199-12-31';
}

/** Interest and APR percentages are kept within 0–100. */
export function clampPercentage(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

export interface AprRow {
  aprType: string;
  aprPercentage: number | null;
  balanceSubjectToAprCents: number | null;
  interestChargeAmountCents: number | null;
}

export interface LiabilityDetailsInput {
  aprs?: AprRow[];
  accountNumber?: string;
  expectedPayoffDate?: string;
  interestRatePercentage?: number | null;
  minimumPaymentAmountCents?: number | null;
  nextPaymentDueDate?: string;
  originationDate?: string;
  originationPrincipalAmountCents?: number | null;
  disbursementDates?: string[];
}

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Liability details as saved: empty fields dropped; APR rows whose three numbers are all empty
 * dropped (and the list removed when none remain); blank disbursement dates dropped; percentages clamped.
 */
export function cleanLiabilityDetails(input: LiabilityDetailsInput): LiabilityDetailsInput {
  const aprs = (input.aprs ?? [])
    .filter((row) => !(isEmpty(row.aprPercentage) && isEmpty(row.balanceSubjectToAprCents) && isEmpty(row.interestChargeAmountCents)))
    .map((row) => ({ ...row, aprPercentage: row.aprPercentage === null ? null : clampPercentage(row.aprPercentage) }));
  const disbursementDates = (input.disbursementDates ?? []).filter((date) => date.trim() !== '');
  const cleaned: LiabilityDetailsInput = {};
  for (const [key, value] of Object.entries(input)) {
    if (key === 'aprs' || key === 'disbursementDates' || isEmpty(value)) continue;
    (cleaned as Record<string, unknown>)[key] = key === 'interestRatePercentage' ? clampPercentage(value as number) : value;
  }
  if (aprs.length > 0) cleaned.aprs = aprs;
  if (disbursementDates.length > 0) cleaned.disbursementDates = disbursementDates;
  return cleaned;
}
