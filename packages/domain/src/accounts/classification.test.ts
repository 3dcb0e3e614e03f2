import { describe, expect, it } from 'vitest';
import {
  ASSET_KEYS,
  assetKeyOf,
  balanceTypeOf,
  CASH_OTHER_SUBTYPES,
  isCashAccount,
  isRetirementAccount,
  LIABILITY_KEYS,
  liabilityKeyOf,
  LONG_TERM_LIABILITIES,
  RETIREMENT_INVESTMENT_SUBTYPES,
  RETIREMENT_OTHER_SUBTYPES,
  SHORT_TERM_LIABILITIES,
} from './classification';

// Spec 01 §9 / spec 02 "Investments", as the spec spells them (note '403B').
const SPEC_RETIREMENT_INVESTMENT = [
  '401a',
  '401k',
  '403B',
  '457b',
  'ira',
  'retirement',
  'roth',
  'roth 401k',
  'sep ira',
  'simple ira',
  'thrift savings plan',
  'pension',
  'profit sharing plan',
];
const SPEC_RETIREMENT_OTHER = ['keogh', 'sarsep'];
const SPEC_CASH_OTHER = ['prepaid', 'recurring', 'rewards', 'safe deposit', 'cash management'];

const variants = (subtype: string) => [subtype, subtype.toUpperCase(), subtype.toLowerCase(), ` ${subtype} `];

describe('the spec lists, exactly', () => {
  it("retirement and cash subtype lists are the spec's (case aside)", () => {
    expect([...RETIREMENT_INVESTMENT_SUBTYPES].sort()).toEqual(SPEC_RETIREMENT_INVESTMENT.map((s) => s.toLowerCase()).sort());
    expect([...RETIREMENT_OTHER_SUBTYPES].sort()).toEqual([...SPEC_RETIREMENT_OTHER].sort());
    expect([...CASH_OTHER_SUBTYPES].sort()).toEqual([...SPEC_CASH_OTHER].sort());
  });

  it("asset and liability keys are the spec's keys", () => {
    expect([...ASSET_KEYS].sort()).toEqual(['brokerage', 'cash', 'depository', 'investment', 'other_property', 'others', 'primary_residence', 'retirement']);
    expect([...LIABILITY_KEYS].sort()).toEqual(['autoloan', 'credit', 'loan', 'mortgage', 'studentLoan']);
    expect([...LONG_TERM_LIABILITIES].sort()).toEqual(['autoloan', 'loan', 'mortgage', 'studentLoan']);
    expect([...SHORT_TERM_LIABILITIES]).toEqual(['credit']);
  });
});

describe('isRetirementAccount', () => {
  it.each(SPEC_RETIREMENT_INVESTMENT)('investment / %s is retirement, whatever its case or padding', (subtype) => {
    for (const variant of variants(subtype)) expect(isRetirementAccount('investment', variant), variant).toBe(true);
  });

  it.each(SPEC_RETIREMENT_OTHER)('other / %s is retirement', (subtype) => {
    for (const variant of variants(subtype)) expect(isRetirementAccount('other', variant), variant).toBe(true);
  });

  it('keogh and sarsep count only under other; the investment list only under investment', () => {
    for (const subtype of SPEC_RETIREMENT_OTHER) expect(isRetirementAccount('investment', subtype)).toBe(false);
    for (const subtype of SPEC_RETIREMENT_INVESTMENT) {
      expect(isRetirementAccount('other', subtype)).toBe(false);
      expect(isRetirementAccount('depository', subtype)).toBe(false);
      expect(isRetirementAccount('loan', subtype)).toBe(false);
      expect(isRetirementAccount('credit', subtype)).toBe(false);
      expect(isRetirementAccount('property', subtype)).toBe(false);
    }
  });

  it.each([
    'brokerage',
    '529',
    'hsa',
    'education savings account',
    'non-taxable brokerage account',
    'crypto exchange',
    'mutual fund',
    '',
    'ira2',
    '401',
    'roth ira 401k',
    'rothira',
  ])('investment / %j is not retirement', (subtype) => {
    expect(isRetirementAccount('investment', subtype)).toBe(false);
  });

  it('a missing subtype is never retirement', () => {
    expect(isRetirementAccount('investment', null)).toBe(false);
    expect(isRetirementAccount('investment', undefined)).toBe(false);
    expect(isRetirementAccount('other', null)).toBe(false);
  });
});

describe('isCashAccount (depository/cash)', () => {
  it.each(['checking', 'savings', 'cd', 'money market', 'hsa', 'paypal', 'cash management', '', 'anything at all'])('depository / %j is cash', (subtype) => {
    expect(isCashAccount('depository', subtype)).toBe(true);
  });

  it('a depository account with no subtype is cash', () => {
    expect(isCashAccount('depository', null)).toBe(true);
    expect(isCashAccount('depository', undefined)).toBe(true);
  });

  it.each(SPEC_CASH_OTHER)('other / %s is cash, whatever its case or padding', (subtype) => {
    for (const variant of variants(subtype)) expect(isCashAccount('other', variant), variant).toBe(true);
  });

  it('other with any other subtype is not cash', () => {
    for (const subtype of ['keogh', 'sarsep', 'other', '', 'gift card', 'prepaid card']) expect(isCashAccount('other', subtype), subtype).toBe(false);
    expect(isCashAccount('other', null)).toBe(false);
  });

  it('the cash subtypes under other types are not cash', () => {
    for (const type of ['investment', 'credit', 'loan', 'property']) {
      for (const subtype of SPEC_CASH_OTHER) expect(isCashAccount(type, subtype), `${type}/${subtype}`).toBe(false);
    }
  });
});

describe('balanceTypeOf', () => {
  it('credit and loan are liabilities; everything else is an asset', () => {
    expect(balanceTypeOf('credit')).toBe('liabilities');
    expect(balanceTypeOf('loan')).toBe('liabilities');
    for (const type of ['depository', 'investment', 'brokerage', 'other', 'property']) expect(balanceTypeOf(type), type).toBe('assets');
  });
});

describe('assetKeyOf', () => {
  it('every retirement account goes to the retirement card', () => {
    for (const subtype of SPEC_RETIREMENT_INVESTMENT) expect(assetKeyOf('investment', subtype), subtype).toBe('retirement');
    for (const subtype of SPEC_RETIREMENT_OTHER) expect(assetKeyOf('other', subtype), subtype).toBe('retirement');
  });

  it.each([
    ['investment', 'brokerage', 'brokerage'],
    ['investment', 'Brokerage', 'brokerage'],
    ['investment', '529', 'investment'],
    ['investment', 'hsa', 'investment'],
    ['investment', '', 'investment'],
    ['depository', 'checking', 'depository'],
    ['depository', 'savings', 'depository'],
    ['depository', 'cd', 'depository'],
    ['depository', 'cash management', 'cash'],
    ['depository', 'money market', 'cash'],
    ['other', 'prepaid', 'cash'],
    ['other', 'recurring', 'cash'],
    ['other', 'rewards', 'cash'],
    ['other', 'safe deposit', 'cash'],
    ['other', 'Cash Management', 'cash'],
    ['property', 'primary residence', 'primary_residence'],
    ['property', 'Primary Residence', 'primary_residence'],
    ['property', 'home', 'primary_residence'],
    ['property', 'real estate', 'other_property'],
    ['property', 'other property', 'other_property'],
    ['property', 'boat', 'others'],
    ['other', 'other', 'others'],
    ['other', '', 'others'],
  ] as const)('%s / %j → %s', (type, subtype, key) => {
    expect(assetKeyOf(type, subtype)).toBe(key);
    expect(ASSET_KEYS).toContain(assetKeyOf(type, subtype));
  });
});

describe('liabilityKeyOf', () => {
  it.each([
    ['credit', 'credit card', 'credit'],
    ['credit', 'paypal', 'credit'],
    ['credit', null, 'credit'],
    ['loan', 'mortgage', 'mortgage'],
    ['loan', 'Mortgage', 'mortgage'],
    ['loan', 'home equity', 'mortgage'],
    ['loan', 'student', 'studentLoan'],
    ['loan', 'auto', 'autoloan'],
    ['loan', 'personal', 'loan'],
    ['loan', 'line of credit', 'loan'],
    ['loan', '', 'loan'],
  ] as const)('%s / %j → %s', (type, subtype, key) => {
    expect(liabilityKeyOf(type, subtype)).toBe(key);
    expect(LIABILITY_KEYS).toContain(liabilityKeyOf(type, subtype));
  });
});
