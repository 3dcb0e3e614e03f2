// The credit card payoff's results in words (the editor's Results tab and the live preview).
import { formatCents } from '@finboard/domain/format';
import type { TCreditCardPayoffResults, TLoanPayoffResults, TScenarioInputs } from '@finboard/contracts';
import { calculateCreditCardPayoff } from '@finboard/domain/planning';

export const NEVER_PAID_OFF = 'This payment never pays the balance off: it does not cover the monthly interest.';

/** e.g. "26 months (2 years 2 months)". */
export function formatPayoffMonths(months: number): string {
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  if (months < 12) return plural(months, 'month');
  const years = Math.floor(months / 12);
  const rest = months % 12;
  return `${plural(months, 'month')} (${plural(years, 'year')}${rest ? ` ${plural(rest, 'month')}` : ''})`;
}

export interface SummaryLine {
  label: string;
  value: string;
}

/** Months to pay off, total interest and what is paid in all; null when it never pays off. */
export function creditCardSummary(
  results: Pick<TCreditCardPayoffResults, 'monthsToPayoff' | 'totalInterestPaidCents' | 'totalPrincipalPaidCents'>,
): SummaryLine[] | null {
  if (results.monthsToPayoff === null) return null;
  return [
    { label: 'Months to Pay Off', value: formatPayoffMonths(results.monthsToPayoff) },
    { label: 'Total Interest Paid', value: formatCents(results.totalInterestPaidCents) },
    { label: 'Total Principal Paid', value: formatCents(results.totalPrincipalPaidCents) },
    { label: 'Total Paid', value: formatCents(results.totalPrincipalPaidCents + results.totalInterestPaidCents) },
  ];
}

/** The engine's answer for unsaved inputs (the same function the api runs on save), or null for inputs it refuses. */
export function previewCreditCard(inputs: TScenarioInputs) {
  if (inputs.calculator !== 'creditCardPayoff') return null;
  try {
    const result = calculateCreditCardPayoff({
      balanceCents: inputs.balanceCents,
      interestRate: inputs.interestRate,
      paymentPerMonthCents: inputs.paymentPerMonthCents,
    });
    return {
      monthsToPayoff: result.monthsToPayoff,
      totalInterestPaidCents: result.totalInterestPaidCents,
      totalPrincipalPaidCents: result.totalPrincipalPaidCents,
    };
  } catch {
    return null;
  }
}

/** The mortgage and loan payoff summary (their own pages show the schedule). */
export function scheduleSummary(
  results: Pick<TLoanPayoffResults, 'monthlyPaymentCents' | 'principalPaidCents' | 'interestPaidCents' | 'monthsToPayoff'>,
): SummaryLine[] {
  return [
    { label: 'Monthly Payment', value: formatCents(results.monthlyPaymentCents) },
    { label: 'Total Principal', value: formatCents(results.principalPaidCents) },
    { label: 'Total Interest', value: formatCents(results.interestPaidCents) },
    { label: 'Months to Pay Off', value: formatPayoffMonths(results.monthsToPayoff) },
  ];
}
