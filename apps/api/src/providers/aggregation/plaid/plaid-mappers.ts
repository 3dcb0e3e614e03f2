import type {
  AccountBase,
  CreditCardLiability,
  Holding,
  Institution,
  InvestmentTransaction,
  ItemWithConsentFields,
  LiabilitiesObject,
  MortgageLiability,
  Security,
  StudentLoan,
  Transaction,
} from 'plaid';
import type {
  AccountType,
  ProviderAccount,
  ProviderHolding,
  ProviderInstitution,
  ProviderInvestmentTransaction,
  ProviderItem,
  ProviderLiability,
  ProviderSecurity,
  ProviderTransaction,
} from '../aggregation-types';

// Plaid's shapes to ours, field by field. Optional fields Plaid may omit become null, never undefined.

const ACCOUNT_TYPES: Record<string, AccountType> = {
  depository: 'depository',
  credit: 'credit',
  loan: 'loan',
  investment: 'investment',
  // Plaid's legacy name for investment accounts.
  brokerage: 'investment',
};

export function toAccount(account: AccountBase): ProviderAccount {
  return {
    accountId: account.account_id,
    name: account.name,
    officialName: account.official_name ?? null,
    mask: account.mask ?? null,
    type: ACCOUNT_TYPES[account.type] ?? 'other',
    subtype: account.subtype ?? null,
    currentBalance: account.balances.current ?? null,
    availableBalance: account.balances.available ?? null,
    creditLimit: account.balances.limit ?? null,
    isoCurrencyCode: account.balances.iso_currency_code ?? account.balances.unofficial_currency_code ?? null,
  };
}

export function toTransaction(transaction: Transaction): ProviderTransaction {
  const channel = transaction.payment_channel as string;
  return {
    transactionId: transaction.transaction_id,
    accountId: transaction.account_id,
    amount: transaction.amount,
    isoCurrencyCode: transaction.iso_currency_code ?? transaction.unofficial_currency_code ?? null,
    date: transaction.date,
    authorizedDate: transaction.authorized_date ?? null,
    name: transaction.name,
    merchantName: transaction.merchant_name ?? null,
    logoUrl: transaction.logo_url ?? null,
    categoryPrimary: transaction.personal_finance_category?.primary ?? null,
    categoryDetailed: transaction.personal_finance_category?.detailed ?? null,
    paymentChannel: channel === 'online' || channel === 'in store' ? channel : 'other',
    pending: transaction.pending,
    pendingTransactionId: transaction.pending_transaction_id ?? null,
  };
}

export function toSecurity(security: Security): ProviderSecurity {
  return {
    securityId: security.security_id,
    name: security.name ?? null,
    tickerSymbol: security.ticker_symbol ?? null,
    type: security.type ?? null,
    closePrice: security.close_price ?? null,
    closePriceAsOf: security.close_price_as_of ?? null,
    isoCurrencyCode: security.iso_currency_code ?? security.unofficial_currency_code ?? null,
  };
}

export function toHolding(holding: Holding): ProviderHolding {
  return {
    accountId: holding.account_id,
    securityId: holding.security_id,
    quantity: holding.quantity,
    institutionPrice: holding.institution_price,
    institutionValue: holding.institution_value,
    costBasis: holding.cost_basis ?? null,
    isoCurrencyCode: holding.iso_currency_code ?? holding.unofficial_currency_code ?? null,
  };
}

export function toInvestmentTransaction(transaction: InvestmentTransaction): ProviderInvestmentTransaction {
  return {
    investmentTransactionId: transaction.investment_transaction_id,
    accountId: transaction.account_id,
    securityId: transaction.security_id ?? null,
    date: transaction.date,
    name: transaction.name,
    quantity: transaction.quantity,
    amount: transaction.amount,
    price: transaction.price,
    fees: transaction.fees ?? null,
    type: transaction.type,
    subtype: transaction.subtype ?? null,
  };
}

const NO_DETAILS = {
  aprs: [],
  interestRatePercentage: null,
  minimumPaymentAmount: null,
  nextPaymentDueDate: null,
  lastPaymentAmount: null,
  originationDate: null,
  originationPrincipalAmount: null,
  expectedPayoffDate: null,
  accountNumber: null,
  disbursementDates: [],
} satisfies Omit<ProviderLiability, 'accountId' | 'kind'>;

function fromCredit(credit: CreditCardLiability, accountId: string): ProviderLiability {
  return {
    ...NO_DETAILS,
    accountId,
    kind: 'credit',
    aprs: credit.aprs.map((apr) => ({
      aprType: apr.apr_type,
      aprPercentage: apr.apr_percentage,
      balanceSubjectToApr: apr.balance_subject_to_apr ?? null,
      interestChargeAmount: apr.interest_charge_amount ?? null,
    })),
    minimumPaymentAmount: credit.minimum_payment_amount ?? null,
    nextPaymentDueDate: credit.next_payment_due_date ?? null,
    lastPaymentAmount: credit.last_payment_amount ?? null,
  };
}

function fromMortgage(mortgage: MortgageLiability): ProviderLiability {
  return {
    ...NO_DETAILS,
    accountId: mortgage.account_id,
    kind: 'mortgage',
    interestRatePercentage: mortgage.interest_rate?.percentage ?? null,
    minimumPaymentAmount: mortgage.next_monthly_payment ?? null,
    nextPaymentDueDate: mortgage.next_payment_due_date ?? null,
    lastPaymentAmount: mortgage.last_payment_amount ?? null,
    originationDate: mortgage.origination_date ?? null,
    originationPrincipalAmount: mortgage.origination_principal_amount ?? null,
    expectedPayoffDate: mortgage.maturity_date ?? null,
    accountNumber: mortgage.account_number ?? null,
  };
}

function fromStudent(loan: StudentLoan, accountId: string): ProviderLiability {
  return {
    ...NO_DETAILS,
    accountId,
    kind: 'student',
    interestRatePercentage: loan.interest_rate_percentage ?? null,
    minimumPaymentAmount: loan.minimum_payment_amount ?? null,
    nextPaymentDueDate: loan.next_payment_due_date ?? null,
    lastPaymentAmount: loan.last_payment_amount ?? null,
    originationDate: loan.origination_date ?? null,
    originationPrincipalAmount: loan.origination_principal_amount ?? null,
    expectedPayoffDate: loan.expected_payoff_date ?? null,
    accountNumber: loan.account_number ?? null,
    disbursementDates: loan.disbursement_dates ?? [],
  };
}

/** Plaid groups liabilities by kind; we list them per account. Entries without an account are dropped. */
export function toLiabilities(liabilities: LiabilitiesObject): ProviderLiability[] {
  return [
    ...(liabilities.credit ?? []).flatMap((credit) => (credit.account_id ? [fromCredit(credit, credit.account_id)] : [])),
    ...(liabilities.mortgage ?? []).map(fromMortgage),
    ...(liabilities.student ?? []).flatMap((loan) => (loan.account_id ? [fromStudent(loan, loan.account_id)] : [])),
  ];
}

export function toItem(item: ItemWithConsentFields): ProviderItem {
  return {
    itemId: item.item_id,
    institutionId: item.institution_id ?? null,
    errorCode: item.error?.error_code ?? null,
    consentExpirationTime: item.consent_expiration_time ?? null,
  };
}

export function toInstitution(institution: Institution): ProviderInstitution {
  return {
    institutionId: institution.institution_id,
    name: institution.name,
    logoBase64: institution.logo ?? null,
    primaryColor: institution.primary_color ?? null,
  };
}
