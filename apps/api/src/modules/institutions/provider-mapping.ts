import { randomUUID } from 'node:crypto';
import { balanceTypeOf, defaultCategoryType } from '@finboard/domain/accounts';
import { dollarsToCents } from '@finboard/domain/money';
import type { ProviderAccount, ProviderHolding, ProviderLiability, ProviderSecurity, ProviderTransaction } from '../../providers/aggregation/aggregation-types';
import type { NewFinancialAccount } from './financial-accounts.repository';
import type { NewHolding } from './holdings.repository';
import type { NewTransaction } from './transactions.repository';

/** Dollars from the provider to integer cents, once, at this edge (the domain's one rounding rule). */
export const toCents = (dollars: number | null | undefined) => (dollars === null || dollars === undefined ? null : dollarsToCents(dollars));

interface Scope {
  ownerId: string;
  institutionId: string;
}

/** Liability details in the spec's field names (spec 01 §3 Net worth entry), amounts in cents and named so. */
function liabilityDetails(liability: ProviderLiability | undefined): Record<string, unknown> | null {
  if (!liability) return null;
  return {
    aprs: liability.aprs.map((apr) => ({
      apr_type: apr.aprType,
      apr_percentage: apr.aprPercentage,
      balance_subject_to_apr_cents: toCents(apr.balanceSubjectToApr),
      interest_charge_amount_cents: toCents(apr.interestChargeAmount),
    })),
    account_number: liability.accountNumber,
    expected_payoff_date: liability.expectedPayoffDate,
    interest_rate_percentage: liability.interestRatePercentage,
    minimum_payment_amount_cents: toCents(liability.minimumPaymentAmount),
    next_payment_due_date: liability.nextPaymentDueDate,
    origination_date: liability.originationDate,
    origination_principal_amount_cents: toCents(liability.originationPrincipalAmount),
    disbursement_dates: liability.disbursementDates,
  };
}

export function toAccountRow(
  scope: Scope,
  account: ProviderAccount,
  liability: ProviderLiability | undefined,
  today: string,
): NewFinancialAccount & { providerAccountId: string } {
  return {
    id: randomUUID(),
    userId: scope.ownerId,
    institutionId: scope.institutionId,
    providerAccountId: account.accountId,
    name: account.name,
    officialName: account.officialName,
    mask: account.mask,
    accountType: account.type,
    accountSubtype: account.subtype ?? '',
    balanceType: balanceTypeOf(account.type),
    // Signed as Plaid's balances.current: a card or loan owes a positive amount and a negative one is
    // owed to the holder (an overpaid card); a negative bank balance is an overdraft. Totals add it as is.
    amountCents: toCents(account.currentBalance) ?? 0,
    availableCents: toCents(account.availableBalance),
    limitCents: toCents(account.creditLimit),
    currency: account.isoCurrencyCode ?? 'USD',
    balanceDate: today,
    details: liabilityDetails(liability),
  };
}

export function toTransactionRow(scope: Scope, accountId: string, transaction: ProviderTransaction): NewTransaction {
  return {
    id: randomUUID(),
    userId: scope.ownerId,
    institutionId: scope.institutionId,
    accountId,
    providerTransactionId: transaction.transactionId,
    amountCents: toCents(transaction.amount) ?? 0,
    currency: transaction.isoCurrencyCode ?? 'USD',
    date: transaction.date,
    authorizedDate: transaction.authorizedDate,
    name: transaction.name,
    merchantName: transaction.merchantName,
    merchantLogoUrl: transaction.logoUrl,
    transactionType: transaction.paymentChannel,
    categoryPrimary: transaction.categoryPrimary,
    categoryDetailed: transaction.categoryDetailed,
    categoryType: defaultCategoryType(transaction.categoryPrimary, transaction.categoryDetailed, toCents(transaction.amount) ?? 0),
    pending: transaction.pending,
    pendingTransactionId: transaction.pendingTransactionId,
    raw: transaction,
  };
}

export function toHoldingRow(scope: Scope, accountId: string, holding: ProviderHolding, security: ProviderSecurity | undefined): NewHolding {
  return {
    id: randomUUID(),
    userId: scope.ownerId,
    institutionId: scope.institutionId,
    accountId,
    providerSecurityId: holding.securityId,
    tickerSymbol: security?.tickerSymbol ?? null,
    securityName: security?.name ?? null,
    securityType: security?.type ?? null,
    quantity: holding.quantity,
    institutionPriceCents: toCents(holding.institutionPrice) ?? 0,
    institutionValueCents: toCents(holding.institutionValue) ?? 0,
    costBasisCents: toCents(holding.costBasis),
    currency: holding.isoCurrencyCode ?? 'USD',
  };
}
