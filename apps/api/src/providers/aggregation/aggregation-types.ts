// Shapes the aggregation provider speaks, modelled on Plaid's public API (amounts in dollars as
// numbers, positive = money out of the account, dates `YYYY-MM-DD`). Services convert to cents.

export type AccountType = 'depository' | 'credit' | 'loan' | 'investment' | 'other';

export interface ProviderInstitution {
  institutionId: string;
  name: string;
  /** PNG, base64 without the data: prefix. */
  logoBase64: string | null;
  primaryColor: string | null;
}

export interface ProviderAccount {
  accountId: string;
  name: string;
  officialName: string | null;
  mask: string | null;
  type: AccountType;
  /** Plaid's subtype strings: checking, savings, credit card, mortgage, student, auto, 401k, ira, roth, brokerage, ... */
  subtype: string | null;
  currentBalance: number | null;
  availableBalance: number | null;
  creditLimit: number | null;
  isoCurrencyCode: string | null;
}

export interface ProviderTransaction {
  transactionId: string;
  accountId: string;
  /** Positive = money out (a purchase), negative = money in (a paycheck). */
  amount: number;
  isoCurrencyCode: string | null;
  date: string;
  authorizedDate: string | null;
  name: string;
  merchantName: string | null;
  logoUrl: string | null;
  /** Plaid personal_finance_category primary, e.g. FOOD_AND_DRINK, INCOME, TRANSFER_OUT. */
  categoryPrimary: string | null;
  categoryDetailed: string | null;
  paymentChannel: 'online' | 'in store' | 'other';
  pending: boolean;
  /** On a posted transaction: the pending one it replaces. */
  pendingTransactionId: string | null;
}

export interface TransactionsSyncPage {
  added: ProviderTransaction[];
  modified: ProviderTransaction[];
  removed: { transactionId: string }[];
  nextCursor: string;
  hasMore: boolean;
}

export interface ProviderSecurity {
  securityId: string;
  name: string | null;
  tickerSymbol: string | null;
  /** cash, cryptocurrency, derivative, equity, etf, fixed income, loan, mutual fund, other */
  type: string | null;
  closePrice: number | null;
  closePriceAsOf: string | null;
  isoCurrencyCode: string | null;
}

export interface ProviderHolding {
  accountId: string;
  securityId: string;
  quantity: number;
  institutionPrice: number;
  institutionValue: number;
  /** The position's total cost (Plaid's cost_basis), not a per-share price. */
  costBasis: number | null;
  isoCurrencyCode: string | null;
}

export interface ProviderInvestmentTransaction {
  investmentTransactionId: string;
  accountId: string;
  securityId: string | null;
  date: string;
  name: string;
  quantity: number;
  amount: number;
  price: number;
  fees: number | null;
  /** buy, sell, cancel, cash, fee, transfer */
  type: string;
  subtype: string | null;
}

export interface ProviderApr {
  aprType: string;
  aprPercentage: number;
  balanceSubjectToApr: number | null;
  interestChargeAmount: number | null;
}

export interface ProviderLiability {
  accountId: string;
  kind: 'credit' | 'mortgage' | 'student';
  aprs: ProviderApr[];
  interestRatePercentage: number | null;
  minimumPaymentAmount: number | null;
  nextPaymentDueDate: string | null;
  lastPaymentAmount: number | null;
  originationDate: string | null;
  originationPrincipalAmount: number | null;
  expectedPayoffDate: string | null;
  accountNumber: string | null;
  disbursementDates: string[];
}

export interface ProviderItem {
  itemId: string;
  institutionId: string | null;
  /** ITEM_LOGIN_REQUIRED, PENDING_EXPIRATION, ... or null when healthy. */
  errorCode: string | null;
  consentExpirationTime: string | null;
}

export interface ProviderWebhook {
  webhookType: string;
  webhookCode: string;
  itemId: string;
  errorCode: string | null;
  /**
   * Hex SHA-256 of the raw body, as signed. A retried delivery carries the same body, so the caller
   * can drop one it has already handled recently (the signature alone does not prevent a replay
   * within its five-minute window).
   */
  bodySha256: string;
  /** When the provider signed this delivery (the JWT's iat), ISO 8601. */
  signedAt: string;
}

export class AggregationProviderError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly displayMessage: string | null = null,
  ) {
    super(message);
    this.name = 'AggregationProviderError';
  }
}
