import { describe, expect, it } from 'vitest';
import {
  clampPercentage,
  cleanLiabilityDetails,
  dollarsTextToCents,
  isManualAccountDate,
  MANUAL_ACCOUNT_MESSAGES,
  MANUAL_ASSET_TYPES,
  MANUAL_LIABILITY_TYPES,
  type ManualAccountForm,
  validateManualAccount,
} from './manual-account';

const VALID: ManualAccountForm = {
  institutionName: 'My Credit Union',
  name: 'Rainy day fund',
  balanceType: 'assets',
  accountType: 'depository',
  accountSubtype: 'savings',
  amount: '1234.56',
};
const EMPTY: ManualAccountForm = { institutionName: '', name: '', balanceType: '', accountType: '', accountSubtype: '', amount: '' };

describe("the spec's messages, word for word", () => {
  it('has exactly the six messages of spec 01 §5 plus the update spelling', () => {
    expect(MANUAL_ACCOUNT_MESSAGES).toEqual({
      institutionName: 'Institution name field is required',
      accountName: 'Account name field is required',
      accountNameOnUpdate: 'Acount Name field is required',
      balanceType: 'Please select balance type',
      accountType: 'Please select account type',
      accountSubtype: 'Please enter account subtype',
      amount: 'Amount must be non empty and should contain only numbers',
    });
  });

  it('asset types are investment, depository, property; liability types loan, credit', () => {
    expect([...MANUAL_ASSET_TYPES]).toEqual(['investment', 'depository', 'property']);
    expect([...MANUAL_LIABILITY_TYPES]).toEqual(['loan', 'credit']);
  });
});

describe("validateManualAccount: checks in the spec's order, each stopping at the first failure", () => {
  const steps: [keyof ManualAccountForm, string][] = [
    ['institutionName', VALID.institutionName],
    ['name', VALID.name],
    ['balanceType', VALID.balanceType],
    ['accountType', VALID.accountType],
    ['accountSubtype', VALID.accountSubtype],
    ['amount', VALID.amount],
  ];

  it.each(['add', 'update'] as const)('%s: filling the empty form field by field walks the messages in order', (mode) => {
    const expected = [
      'Institution name field is required',
      mode === 'add' ? 'Account name field is required' : 'Acount Name field is required',
      'Please select balance type',
      'Please select account type',
      'Please enter account subtype',
      'Amount must be non empty and should contain only numbers',
    ];
    const form = { ...EMPTY };
    const seen: string[] = [];
    for (const [field, value] of steps) {
      const failure = validateManualAccount(form, mode);
      expect(failure?.field).toBe(field);
      seen.push(failure?.message ?? '');
      form[field] = value;
    }
    expect(seen).toEqual(expected);
    expect(validateManualAccount(form, mode)).toBeNull();
  });

  it('each field alone, the others valid, gives its own message', () => {
    const expected: Record<keyof ManualAccountForm, string> = {
      institutionName: MANUAL_ACCOUNT_MESSAGES.institutionName,
      name: MANUAL_ACCOUNT_MESSAGES.accountName,
      balanceType: MANUAL_ACCOUNT_MESSAGES.balanceType,
      accountType: MANUAL_ACCOUNT_MESSAGES.accountType,
      accountSubtype: MANUAL_ACCOUNT_MESSAGES.accountSubtype,
      amount: MANUAL_ACCOUNT_MESSAGES.amount,
    };
    for (const field of Object.keys(expected) as (keyof ManualAccountForm)[]) {
      expect(validateManualAccount({ ...VALID, [field]: '' }, 'add'), field).toEqual({ field, message: expected[field] });
    }
    expect(validateManualAccount({ ...VALID, name: '' }, 'update')).toEqual({ field: 'name', message: 'Acount Name field is required' });
  });

  it('spaces only count as empty', () => {
    expect(validateManualAccount({ ...VALID, institutionName: '   ' }, 'add')?.field).toBe('institutionName');
    expect(validateManualAccount({ ...VALID, name: ' \t ' }, 'add')?.field).toBe('name');
    expect(validateManualAccount({ ...VALID, accountSubtype: '  ' }, 'add')?.field).toBe('accountSubtype');
    expect(validateManualAccount({ ...VALID, amount: '  ' }, 'add')?.field).toBe('amount');
  });

  it('the balance type is assets or liabilities, nothing else', () => {
    for (const balanceType of ['asset', 'Assets', 'liability', 'equity', ' assets']) {
      expect(validateManualAccount({ ...VALID, balanceType }, 'add'), balanceType).toEqual({ field: 'balanceType', message: 'Please select balance type' });
    }
  });

  it('the account type must belong to the balance type', () => {
    for (const accountType of MANUAL_ASSET_TYPES) expect(validateManualAccount({ ...VALID, accountType }, 'add')).toBeNull();
    for (const accountType of MANUAL_LIABILITY_TYPES) {
      expect(validateManualAccount({ ...VALID, balanceType: 'liabilities', accountType }, 'add')).toBeNull();
      expect(validateManualAccount({ ...VALID, accountType }, 'add')?.message).toBe('Please select account type');
    }
    for (const accountType of MANUAL_ASSET_TYPES) {
      expect(validateManualAccount({ ...VALID, balanceType: 'liabilities', accountType }, 'add')?.message).toBe('Please select account type');
    }
    for (const accountType of ['other', 'brokerage', 'Depository', '']) {
      expect(validateManualAccount({ ...VALID, accountType }, 'add')?.message, accountType).toBe('Please select account type');
    }
  });

  it.each(['0', '7', '12.5', '12.50', '1234567.89', ' 42 ', '1000000000000', '1000000000000.00'])('amount %j is accepted', (amount) => {
    expect(validateManualAccount({ ...VALID, amount }, 'add')).toBeNull();
  });

  it.each(['', 'abc', '-5', '+5', '12.345', '1,000', '1e3', '$12', '0x10', 'NaN', 'Infinity', '12.', '.5', '1 000', '١٢٣', '1000000000000.01', '9'.repeat(30)])(
    'amount %j → the amount message',
    (amount) => {
      expect(validateManualAccount({ ...VALID, amount }, 'add')).toEqual({
        field: 'amount',
        message: 'Amount must be non empty and should contain only numbers',
      });
    },
  );
});

describe('dollarsTextToCents: typed dollars to exact cents', () => {
  it.each([
    ['0', 0],
    ['0.1', 10],
    ['0.01', 1],
    ['19.99', 1999],
    ['1234.5', 123450],
    ['1234.56', 123456],
    [' 7 ', 700],
    ['1000000000000', 100_000_000_000_000],
    ['1000000000000.00', 100_000_000_000_000],
  ])('%j → %d cents', (text, cents) => {
    expect(dollarsTextToCents(text)).toBe(cents);
  });
});

describe('clampPercentage: 0 to 100', () => {
  it.each([
    [-5, 0],
    [-0.01, 0],
    [0, 0],
    [12.5, 12.5],
    [100, 100],
    [100.01, 100],
    [250, 100],
    [1e12, 100],
    [Number.NaN, 0],
  ])('%d → %d', (value, clamped) => {
    expect(clampPercentage(value)).toBe(clamped);
  });
});

describe('isManualAccountDate: a real YYYY-MM-DD date from 1900 to 2199', () => {
  it.each(['2024-02-29', '1900-01-01', '2199-12-31', '2045-07-31', '2000-02-29'])('%s is accepted', (date) => {
    expect(isManualAccountDate(date)).toBe(true);
  });
  it.each([
    '2023-02-29',
    '2024-02-30',
    '2024-13-01',
    '2024-00-10',
    '2024-01-32',
    '1899-12-31',
    '2200-01-01',
    '9999-12-31',
    '0000-01-01',
    '24-01-01',
    '2024/01/01',
    '2024-1-1',
    '2024-01-01T00:00:00Z',
    '',
    ' 2024-01-01',
  ])('%j is refused', (date) => {
    expect(isManualAccountDate(date)).toBe(false);
  });
});

describe('cleanLiabilityDetails', () => {
  it('drops empty fields, keeps zeros and filled ones', () => {
    expect(
      cleanLiabilityDetails({
        accountNumber: '',
        expectedPayoffDate: '  ',
        nextPaymentDueDate: '',
        originationDate: '2015-08-01',
        interestRatePercentage: null,
        minimumPaymentAmountCents: 0,
        originationPrincipalAmountCents: null,
      }),
    ).toEqual({ originationDate: '2015-08-01', minimumPaymentAmountCents: 0 });
  });

  it('clamps the interest rate and every APR to 0–100', () => {
    const cleaned = cleanLiabilityDetails({
      interestRatePercentage: 150,
      aprs: [
        { aprType: 'purchase_apr', aprPercentage: 250, balanceSubjectToAprCents: 1_000, interestChargeAmountCents: 100 },
        { aprType: 'cash_apr', aprPercentage: -3, balanceSubjectToAprCents: null, interestChargeAmountCents: null },
        { aprType: 'balance_transfer_apr', aprPercentage: 12.5, balanceSubjectToAprCents: null, interestChargeAmountCents: null },
      ],
    });
    expect(cleaned.interestRatePercentage).toBe(100);
    expect(cleaned.aprs?.map((row) => row.aprPercentage)).toEqual([100, 0, 12.5]);
    expect(cleanLiabilityDetails({ interestRatePercentage: -1 }).interestRatePercentage).toBe(0);
    expect(cleanLiabilityDetails({ interestRatePercentage: 0 }).interestRatePercentage).toBe(0);
  });

  it('drops APR rows whose three amounts are all empty, keeping rows with any one of them', () => {
    const keep = [
      { aprType: 'a', aprPercentage: 1, balanceSubjectToAprCents: null, interestChargeAmountCents: null },
      { aprType: 'b', aprPercentage: null, balanceSubjectToAprCents: 0, interestChargeAmountCents: null },
      { aprType: '', aprPercentage: null, balanceSubjectToAprCents: null, interestChargeAmountCents: 300 },
    ];
    const drop = [
      { aprType: '', aprPercentage: null, balanceSubjectToAprCents: null, interestChargeAmountCents: null },
      { aprType: 'purchase_apr', aprPercentage: null, balanceSubjectToAprCents: null, interestChargeAmountCents: null },
    ];
    expect(cleanLiabilityDetails({ aprs: [drop[0]!, keep[0]!, drop[1]!, keep[1]!, keep[2]!] }).aprs).toEqual(keep);
  });

  it('removes the APR list when no row remains, and when it was empty to begin with', () => {
    const empty = { aprType: '', aprPercentage: null, balanceSubjectToAprCents: null, interestChargeAmountCents: null };
    expect(cleanLiabilityDetails({ aprs: [empty, { ...empty, aprType: 'x' }] })).not.toHaveProperty('aprs');
    expect(cleanLiabilityDetails({ aprs: [] })).not.toHaveProperty('aprs');
  });

  it('drops blank disbursement dates, and the list when none remain', () => {
    expect(cleanLiabilityDetails({ disbursementDates: ['2002-08-28', '', '  ', '2003-01-15'] }).disbursementDates).toEqual(['2002-08-28', '2003-01-15']);
    expect(cleanLiabilityDetails({ disbursementDates: ['', ' '] })).not.toHaveProperty('disbursementDates');
  });

  it('an entirely empty form cleans to nothing', () => {
    expect(
      cleanLiabilityDetails({
        aprs: [{ aprType: '', aprPercentage: null, balanceSubjectToAprCents: null, interestChargeAmountCents: null }],
        accountNumber: '',
        expectedPayoffDate: '',
        interestRatePercentage: null,
        minimumPaymentAmountCents: null,
        nextPaymentDueDate: '',
        originationDate: '',
        originationPrincipalAmountCents: null,
        disbursementDates: [''],
      }),
    ).toEqual({});
  });

  it('does not change its input', () => {
    const input = {
      interestRatePercentage: 300,
      aprs: [{ aprType: 'a', aprPercentage: 300, balanceSubjectToAprCents: 1, interestChargeAmountCents: 1 }],
      disbursementDates: ['', '2020-01-01'],
    };
    const copy = JSON.parse(JSON.stringify(input)) as typeof input;
    cleanLiabilityDetails(input);
    expect(input).toEqual(copy);
  });
});
