import { formatCents, formatDollarsAndCents } from '@finboard/domain/format';
import type { TBillingInvoice, TBillingPaymentMethod } from '@finboard/contracts';
import type { PlanAllowances } from '@finboard/domain/billing';
import { productTimeZone, calendarDateIn } from '@finboard/domain/calendar';

/** An invoice's `created` (Unix seconds) as the product's calendar date, `YYYY-MM-DD` (New York). */
export const invoiceDate = (seconds: number) => calendarDateIn(productTimeZone(), new Date(seconds * 1000));

/** An ISO instant (trial end, renewal, sub-account creation) as `YYYY-MM-DD`; '' when absent or unreadable. */
export function instantDate(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : calendarDateIn(productTimeZone(), date);
}

/** What an invoice comes to: what was paid once paid, else what is due, e.g. "$59.00". */
export const invoiceAmount = (invoice: TBillingInvoice) => formatDollarsAndCents(invoice.status === 'paid' ? invoice.amountPaidCents : invoice.amountDueCents);

export const INVOICE_STATUS_LABELS: Record<TBillingInvoice['status'], string> = {
  draft: 'Draft',
  open: 'Open',
  paid: 'Paid',
  uncollectible: 'Uncollectible',
  void: 'Void',
};

/** A card's expiry as MM/YYYY. */
export const cardExpiry = (card: Pick<TBillingPaymentMethod, 'expMonth' | 'expYear'>) => `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;

/** "visa" → "Visa", "american_express" → "American Express". */
export const cardBrandLabel = (brand: string) =>
  brand
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');

/** A plan's monthly price: "$59/month", "$1/month", "$179/month". */
export const perMonth = (cents: number) => `${formatCents(cents)}/month`;

/** A card number in groups of four, as printed on the card. */
export const groupedCardNumber = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The comparison's allowance rows: a count, or '–' for none (spec 01 §9). */
export function allowanceRows(allowances: PlanAllowances): { label: string; value: string }[] {
  const count = (value: number) => (value === 0 ? '–' : String(value));
  return [
    { label: 'Advisor profiles', value: count(allowances.advisorProfiles) },
    { label: 'Sub accounts', value: count(allowances.subAccounts) },
    { label: 'Local phone number', value: count(allowances.localPhoneNumbers) },
    { label: 'Calendar link', value: count(allowances.calendarLinks) },
    { label: 'Registration links', value: 'Unlimited' },
    { label: 'Client financials', value: 'Unlimited' },
    { label: 'Onboarding summary', value: 'Unlimited' },
    { label: 'CSV export', value: 'Unlimited' },
  ];
}

/**
 * The sandbox form's "MM / YY" (also "MM/YY", "MMYY", "MM / YYYY") as numbers; null when it does
 * not read as a month and a year.
 */
export function parseExpiry(text: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const expMonth = Number(match[1]);
  const year = Number(match[2]);
  return { expMonth, expYear: match[2]!.length === 2 ? 2000 + year : year };
}
