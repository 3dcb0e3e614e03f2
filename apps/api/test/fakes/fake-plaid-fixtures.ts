import { randomBytes } from 'node:crypto';
import type { AccountBase, Holding, InvestmentTransaction, LiabilitiesObject, Security, Transaction } from 'plaid';

// Response bodies shaped as Plaid's API reference shows them, for the fake Plaid server.

export const plaidId = () => randomBytes(20).toString('base64url').replace(/[-_]/g, 'x');

const balance = (current: number, extra: Partial<AccountBase['balances']> = {}): AccountBase['balances'] => ({
  available: null,
  current,
  limit: null,
  iso_currency_code: 'USD',
  unofficial_currency_code: null,
  ...extra,
});

export function bankAccounts(): AccountBase[] {
  const account = (name: string, type: string, subtype: string, balances: AccountBase['balances'], mask: string): AccountBase =>
    ({ account_id: plaidId(), name, official_name: `Plaid ${name}`, mask, type, subtype, balances }) as AccountBase;
  return [
    account('Checking', 'depository', 'checking', balance(110, { available: 100 }), '0000'),
    account('Saving', 'depository', 'savings', balance(210, { available: 200 }), '1111'),
    account('Credit Card', 'credit', 'credit card', balance(410, { limit: 2000 }), '3333'),
    account('Mortgage', 'loan', 'mortgage', balance(56302.06), '8888'),
    account('Student Loan', 'loan', 'student', balance(65262), '7777'),
  ];
}

export function investmentAccounts(): AccountBase[] {
  return [
    { account_id: plaidId(), name: '401k', official_name: null, mask: '6666', type: 'investment', subtype: '401k', balances: balance(23631.98) } as AccountBase,
    // Plaid's legacy account type for brokerage accounts, still seen on older items.
    {
      account_id: plaidId(),
      name: 'Brokerage',
      official_name: null,
      mask: '5555',
      type: 'brokerage',
      subtype: 'brokerage',
      balances: balance(5000),
    } as AccountBase,
  ];
}

export function securities(): Security[] {
  const security = (id: string, name: string, ticker: string | null, type: string, price: number): Security => ({
    security_id: id,
    isin: null,
    cusip: null,
    sedol: null,
    institution_security_id: null,
    institution_id: null,
    proxy_security_id: null,
    name,
    ticker_symbol: ticker,
    is_cash_equivalent: type === 'cash',
    type,
    close_price: price,
    close_price_as_of: '2025-06-17',
    iso_currency_code: 'USD',
    unofficial_currency_code: null,
    market_identifier_code: null,
    sector: null,
    industry: null,
    cfi_code: null,
    figi: null,
    option_contract: null,
    fixed_income: null,
  });
  return [security('sec-vti', 'Vanguard Total Stock Market ETF', 'VTI', 'etf', 262.4), security('sec-cash', 'U S Dollar', 'CUR:USD', 'cash', 1)];
}

export function holdings(accounts: AccountBase[]): Holding[] {
  const holding = (accountId: string, securityId: string, quantity: number, price: number, costBasis: number | null): Holding => ({
    account_id: accountId,
    security_id: securityId,
    institution_price: price,
    institution_price_as_of: '2025-06-17',
    institution_value: Math.round(quantity * price * 100) / 100,
    cost_basis: costBasis,
    quantity,
    iso_currency_code: 'USD',
    unofficial_currency_code: null,
  });
  const [retirement, brokerage] = accounts;
  return [
    holding(retirement?.account_id ?? '', 'sec-vti', 85.5, 262.4, 18000),
    holding(retirement?.account_id ?? '', 'sec-cash', 1196.78, 1, 1196.78),
    holding(brokerage?.account_id ?? '', 'sec-vti', 19.055, 262.4, null),
  ];
}

export function investmentTransactions(accountId: string, count: number): InvestmentTransaction[] {
  return Array.from(
    { length: count },
    (_, index) =>
      ({
        investment_transaction_id: `inv-${index}-${plaidId()}`,
        account_id: accountId,
        security_id: 'sec-vti',
        date: `2025-0${1 + (index % 5)}-${String(1 + (index % 28)).padStart(2, '0')}`,
        name: 'BUY Vanguard Total Stock Market ETF',
        quantity: 1,
        amount: 262.4,
        price: 262.4,
        fees: 0,
        type: 'buy',
        subtype: 'buy',
        iso_currency_code: 'USD',
        unofficial_currency_code: null,
      }) as InvestmentTransaction,
  );
}

export function liabilities(accounts: AccountBase[]): LiabilitiesObject {
  const idOf = (subtype: string) => accounts.find((account) => account.subtype === subtype)?.account_id ?? '';
  return {
    credit: [
      {
        account_id: idOf('credit card'),
        is_overdue: false,
        last_payment_amount: 168.25,
        last_payment_date: '2025-05-22',
        last_statement_issue_date: '2025-05-28',
        last_statement_balance: 1708.77,
        minimum_payment_amount: 20,
        next_payment_due_date: '2025-06-28',
        aprs: [
          { apr_percentage: 15.24, apr_type: 'balance_transfer_apr', balance_subject_to_apr: 1562.32, interest_charge_amount: 130.22 },
          { apr_percentage: 27.95, apr_type: 'cash_apr', balance_subject_to_apr: 56.22, interest_charge_amount: 14.81 },
          { apr_percentage: 12.5, apr_type: 'purchase_apr', balance_subject_to_apr: 157.01, interest_charge_amount: 25.66 },
        ],
      },
    ] as LiabilitiesObject['credit'],
    mortgage: [
      {
        account_id: idOf('mortgage'),
        account_number: '3120194154',
        current_late_fee: 25,
        escrow_balance: 3141.54,
        has_pmi: true,
        has_prepayment_penalty: true,
        interest_rate: { percentage: 3.99, type: 'fixed' },
        last_payment_amount: 3141.54,
        last_payment_date: '2025-06-01',
        loan_term: '30 year',
        loan_type_description: 'conventional',
        maturity_date: '2045-07-31',
        next_monthly_payment: 3141.54,
        next_payment_due_date: '2025-07-01',
        origination_date: '2015-08-01',
        origination_principal_amount: 425000,
        past_due_amount: 2304,
        property_address: { city: 'Malakoff', country: 'US', postal_code: '14236', region: 'NY', street: '2992 Cameron Road' },
        ytd_interest_paid: 12300.4,
        ytd_principal_paid: 12340.5,
      },
    ] as LiabilitiesObject['mortgage'],
    student: [
      {
        account_id: idOf('student'),
        account_number: '4277075694',
        disbursement_dates: ['2002-08-28'],
        expected_payoff_date: '2032-07-28',
        guarantor: 'DEPT OF ED',
        interest_rate_percentage: 5.25,
        is_overdue: false,
        last_payment_amount: 138.05,
        last_payment_date: '2025-06-02',
        last_statement_issue_date: '2025-06-01',
        loan_name: 'Consolidation',
        loan_status: { end_date: '2032-07-28', type: 'repayment' },
        minimum_payment_amount: 25,
        next_payment_due_date: '2025-07-02',
        origination_date: '2002-08-28',
        origination_principal_amount: 25000,
        outstanding_interest_amount: 6227.36,
        payment_reference_number: '4277075694',
        pslf_status: { estimated_eligibility_date: null, payments_made: null, payments_remaining: null },
        repayment_plan: { description: 'Standard Repayment', type: 'standard' },
        sequence_number: '1',
        servicer_address: { city: 'San Matias', country: 'US', postal_code: '99415', region: 'CA', street: '123 Relaxation Road' },
        ytd_interest_paid: 280.55,
        ytd_principal_paid: 271.65,
      },
    ] as LiabilitiesObject['student'],
  };
}

export function transaction(accountId: string, fields: Partial<Transaction> = {}): Transaction {
  const id = plaidId();
  return {
    account_id: accountId,
    account_owner: null,
    amount: 12.5,
    iso_currency_code: 'USD',
    unofficial_currency_code: null,
    category: null,
    category_id: null,
    check_number: null,
    date: '2025-06-10',
    datetime: null,
    authorized_date: '2025-06-09',
    authorized_datetime: null,
    location: { address: null, city: null, region: null, postal_code: null, country: null, lat: null, lon: null, store_number: null },
    merchant_name: 'Starbucks',
    name: 'Starbucks #1234',
    payment_channel: 'in store',
    payment_meta: {
      by_order_of: null,
      payee: null,
      payer: null,
      payment_method: null,
      payment_processor: null,
      ppd_id: null,
      reason: null,
      reference_number: null,
    },
    pending: false,
    pending_transaction_id: null,
    transaction_code: null,
    transaction_id: id,
    transaction_type: 'place',
    logo_url: 'https://plaid-merchant-logos.plaid.com/starbucks_956.png',
    website: 'starbucks.com',
    personal_finance_category: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_COFFEE', confidence_level: 'VERY_HIGH' },
    ...fields,
  } as Transaction;
}

/** A tiny valid PNG (1×1), as Plaid returns institution logos: base64 without a data: prefix. */
export const LOGO_PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
