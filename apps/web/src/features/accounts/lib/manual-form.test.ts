import { MANUAL_ACCOUNT_MESSAGES } from '@finboard/domain/accounts';
import { describe, expect, it } from 'vitest';
import { makeAccount } from '../../../test/accounts-fixtures';
import {
  centsToAmountText,
  checkManualForm,
  clampPercentField,
  emptyAprRow,
  emptyForm,
  formFromAccount,
  toManualRequest,
  type ManualFormState,
} from './manual-form';

const filled = (): ManualFormState => ({
  ...emptyForm('2024-06-01'),
  institutionName: 'My House',
  name: 'Home',
  balanceType: 'assets',
  accountType: 'property',
  accountSubtype: 'primary residence',
  amount: '450000',
});

describe('manual account form', () => {
  it('starts as an investment asset dated today', () => {
    const form = emptyForm('2024-06-01');
    expect([form.balanceType, form.accountType, form.date]).toEqual(['assets', 'investment', '2024-06-01']);
  });

  it('gives the spec messages in the spec order, one at a time', () => {
    const steps: [Partial<ManualFormState>, string][] = [
      [{ institutionName: ' ' }, MANUAL_ACCOUNT_MESSAGES.institutionName],
      [{ name: '' }, MANUAL_ACCOUNT_MESSAGES.accountName],
      [{ balanceType: '' }, MANUAL_ACCOUNT_MESSAGES.balanceType],
      [{ accountType: 'loan' }, MANUAL_ACCOUNT_MESSAGES.accountType],
      [{ accountSubtype: '' }, MANUAL_ACCOUNT_MESSAGES.accountSubtype],
      [{ amount: '12,000' }, MANUAL_ACCOUNT_MESSAGES.amount],
    ];
    // Every rule broken at once: fixing them one by one reveals the next message.
    let form = filled();
    for (const [broken] of steps) form = { ...form, ...broken };
    for (const [broken, message] of steps) {
      expect(checkManualForm(form, 'add')?.message).toBe(message);
      const fixed = Object.fromEntries(Object.keys(broken).map((key) => [key, filled()[key as keyof ManualFormState]]));
      form = { ...form, ...fixed };
    }
    expect(checkManualForm(form, 'add')).toBeNull();
    expect(checkManualForm({ ...form, name: '' }, 'update')?.message).toBe('Acount Name field is required');
  });

  it('clamps percentages to 0–100', () => {
    expect([clampPercentField(150), clampPercentField(-3), clampPercentField(42.5), clampPercentField('')]).toEqual([100, 0, 42.5, '']);
  });

  it('sends liabilities with cleaned details, and assets without', () => {
    const liability: ManualFormState = {
      ...filled(),
      balanceType: 'liabilities',
      accountType: 'credit',
      accountSubtype: 'credit card',
      amount: '1200.5',
      details: {
        ...filled().details,
        accountNumber: ' ',
        interestRatePercentage: 19.9,
        minimumPaymentAmount: 1.005,
        aprs: [{ ...emptyAprRow(), aprPercentage: 24 }, { ...emptyAprRow(), balanceSubjectToApr: 1200.5, interestChargeAmount: 0 }, emptyAprRow()],
        disbursementDates: [null, '2020-09-01'],
      },
    };
    // The form's dollars go as cents, by the domain's rounding (1.005 is 101 cents).
    expect(toManualRequest(liability).details).toEqual({
      interestRatePercentage: 19.9,
      minimumPaymentAmountCents: 101,
      aprs: [
        { aprType: 'purchase_apr', aprPercentage: 24, balanceSubjectToAprCents: null, interestChargeAmountCents: null },
        { aprType: 'purchase_apr', aprPercentage: null, balanceSubjectToAprCents: 120_050, interestChargeAmountCents: 0 },
      ],
      disbursementDates: ['2020-09-01'],
    });
    const asset = toManualRequest(filled(), '22222222-2222-4222-8222-222222222222');
    expect(asset).toEqual({
      institutionName: 'My House',
      institutionId: '22222222-2222-4222-8222-222222222222',
      name: 'Home',
      balanceType: 'assets',
      accountType: 'property',
      accountSubtype: 'primary residence',
      amount: '450000',
      date: '2024-06-01',
    });
  });

  it('fills the form from a stored account, its details in the stored names', () => {
    const form = formFromAccount(
      makeAccount({
        balanceType: 'liabilities',
        accountType: 'loan',
        accountSubtype: 'student',
        amountCents: 1_234_505,
        isManualRecord: true,
        details: {
          interest_rate_percentage: 5.5,
          aprs: [{ apr_type: 'cash_apr', apr_percentage: 29.99, balance_subject_to_apr_cents: 10_050, interest_charge_amount_cents: null }],
          minimum_payment_amount_cents: 2_500,
          origination_principal_amount_cents: 2_500_000,
          disbursement_dates: ['2019-08-15'],
          expected_payoff_date: '2034-05-01',
        },
      }),
    );
    expect(form.amount).toBe('12345.05');
    expect(form.balanceType).toBe('liabilities');
    expect(form.details.interestRatePercentage).toBe(5.5);
    expect(form.details.aprs).toEqual([{ aprType: 'cash_apr', aprPercentage: 29.99, balanceSubjectToApr: 100.5, interestChargeAmount: '' }]);
    expect([form.details.minimumPaymentAmount, form.details.originationPrincipalAmount]).toEqual([25, 25_000]);
    expect(form.details.disbursementDates).toEqual(['2019-08-15']);
    expect(form.details.expectedPayoffDate).toBe('2034-05-01');
    expect(form.details.nextPaymentDueDate).toBeNull();
  });

  it('writes cents as amount text', () => {
    expect([centsToAmountText(100_000), centsToAmountText(123_456), centsToAmountText(5), centsToAmountText(0)]).toEqual(['1000', '1234.56', '0.05', '0']);
  });
});
