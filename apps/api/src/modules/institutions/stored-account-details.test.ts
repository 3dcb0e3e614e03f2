import { describe, expect, it } from 'vitest';
import { StoredDataError } from '../../errors/stored-json';
import { storedAccountDetails } from './stored-account-details';

describe('financial_accounts.details', () => {
  it('reads what a sync writes (nulls where the bank had nothing) and what the manual form writes', () => {
    const synced = {
      aprs: [{ apr_type: 'purchase_apr', apr_percentage: 22.9, balance_subject_to_apr_cents: null, interest_charge_amount_cents: 1_234 }],
      account_number: null,
      expected_payoff_date: null,
      interest_rate_percentage: null,
      minimum_payment_amount_cents: 4_100,
      next_payment_due_date: '2026-12-01',
      origination_date: null,
      origination_principal_amount_cents: null,
      disbursement_dates: [],
    };
    expect(storedAccountDetails({ id: 'a1', details: synced })).toEqual(synced);
    const manual = { aprs: [], minimum_payment_amount_cents: 41_200, origination_date: '2024-03-15', expected_payoff_date: '' };
    expect(storedAccountDetails({ id: 'a2', details: manual })).toEqual(manual);
    expect(storedAccountDetails({ id: 'a3', details: null })).toBeNull();
  });

  it('keeps a key it does not name (the response is any record)', () => {
    expect(storedAccountDetails({ id: 'a1', details: { last_statement_balance_cents: 10 } })).toEqual({ last_statement_balance_cents: 10 });
  });

  it('refuses a named field of the wrong type, such as dollars as text from before amounts were cents', () => {
    expect(() => storedAccountDetails({ id: 'a1', details: { minimum_payment_amount_cents: '41.20' } })).toThrow(StoredDataError);
    expect(() => storedAccountDetails({ id: 'a1', details: { minimum_payment_amount_cents: 41.2 } })).toThrow('financial_accounts.details of row a1');
    expect(() => storedAccountDetails({ id: 'a1', details: [] })).toThrow(StoredDataError);
  });
});
