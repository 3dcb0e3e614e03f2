import { describe, expect, it } from 'vitest';
import { makeAccount } from '../../../test/accounts-fixtures';
import { accountTarget, assetsBySubtype, defaultDetailsTab, shownAccounts, splitAccounts } from './account-details';

describe('account details rules', () => {
  it('opens Liabilities when asked, or when there are debts but no assets', () => {
    expect(defaultDetailsTab(true, 5_000, 0)).toBe('liabilities');
    expect(defaultDetailsTab(false, 0, 12_000)).toBe('liabilities');
    expect(defaultDetailsTab(false, 0, 0)).toBe('assets');
    expect(defaultDetailsTab(false, 5_000, 12_000)).toBe('assets');
  });

  it('splits and totals assets and liabilities', () => {
    const split = splitAccounts([
      makeAccount({ amountCents: 100 }),
      makeAccount({ id: 'b', balanceType: 'liabilities', amountCents: 30 }),
      makeAccount({ id: 'c', amountCents: 5 }),
    ]);
    expect([split.assets.length, split.liabilities.length, split.assetsCents, split.liabilitiesCents]).toEqual([2, 1, 105, 30]);
  });

  it('finds names containing the search in any case, and orders by amount', () => {
    const accounts = [
      makeAccount({ id: 'a', name: 'Everyday Checking', amountCents: 300 }),
      makeAccount({ id: 'b', name: 'High Yield Savings', amountCents: 900 }),
      makeAccount({ id: 'c', name: 'Holiday CHECKING', amountCents: 100 }),
    ];
    expect(shownAccounts(accounts, 'checking', 'asc').map((account) => account.id)).toEqual(['c', 'a']);
    expect(shownAccounts(accounts, '  ', 'desc').map((account) => account.id)).toEqual(['b', 'a', 'c']);
  });

  it('leads an asset row to its portfolio or its cash flow, carrying the userId', () => {
    expect(accountTarget(makeAccount({ id: 'x1', hasHoldings: true, accountType: 'investment' }))).toBe('/client/invest-portfolio/x1');
    expect(accountTarget(makeAccount({ id: 'x2' }), 'client-9')).toBe('/client/account-cash-flow/x2?userId=client-9');
    expect(accountTarget(makeAccount({ accountType: 'property', isCash: false }))).toBeNull();
    expect(accountTarget(makeAccount({ balanceType: 'liabilities', accountType: 'credit' }))).toBeNull();
  });

  it('sums assets by subtype for the donut, largest first, in whole dollars', () => {
    const data = assetsBySubtype([
      makeAccount({ accountSubtype: 'checking', amountCents: 10_050 }),
      makeAccount({ accountSubtype: 'savings', amountCents: 50_000 }),
      makeAccount({ accountSubtype: 'checking', amountCents: 10_000 }),
      makeAccount({ accountSubtype: 'cd', amountCents: 0 }),
    ]);
    expect(data).toEqual([
      { name: 'Savings', value: 500 },
      { name: 'Checking', value: 201 },
    ]);
  });
});
