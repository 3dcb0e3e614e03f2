import type { TAccount } from '@finboard/contracts';
import { describe, expect, it } from 'vitest';
import { accountsInCategory, subAccountCategory } from './sub-accounts';

const account = (id: string, fields: Partial<TAccount>): TAccount => ({
  id,
  institutionId: 'i1',
  institutionName: 'Bank',
  name: id,
  mask: null,
  accountType: 'depository',
  accountSubtype: 'checking',
  balanceType: 'assets',
  amountCents: 0,
  date: '2026-01-01',
  isManualRecord: false,
  isRetirement: false,
  isCash: true,
  assetKey: 'cash',
  liabilityKey: null,
  hasHoldings: false,
  details: null,
  ...fields,
});

describe('sub-accounts of a category', () => {
  it('knows asset and liability categories, and nothing else', () => {
    expect(subAccountCategory('cash')).toEqual({ side: 'assets', key: 'cash', label: 'Cash' });
    expect(subAccountCategory('mortgage')).toMatchObject({ side: 'liabilities', key: 'mortgage' });
    expect(subAccountCategory('toString')).toBeNull();
    expect(subAccountCategory(null)).toBeNull();
  });

  it("lists the category's accounts, largest first", () => {
    const accounts = [
      account('small', { amountCents: 100 }),
      account('other', { assetKey: 'retirement', amountCents: 900 }),
      account('big', { amountCents: 500 }),
    ];
    expect(accountsInCategory(accounts, { side: 'assets', key: 'cash', label: 'Cash' }).map((a) => a.id)).toEqual(['big', 'small']);
  });
});
