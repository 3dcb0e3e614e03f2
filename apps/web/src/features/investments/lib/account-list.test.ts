import { describe, expect, it } from 'vitest';
import { IRA_ID, makeInvestmentAccount } from '../testing/fixtures';
import { defaultTab, visibleAccounts } from './account-list';

const brokerage = makeInvestmentAccount({ valueCents: 500_000 });
const ira = makeInvestmentAccount({ id: IRA_ID, institutionName: 'Northstar Investments', accountSubtype: 'ira', valueCents: 900_000, isRetirement: true });
const roth = makeInvestmentAccount({ id: 'r', institutionName: 'Atlas Wealth Partners', accountSubtype: 'roth', valueCents: 100_000, isRetirement: true });
const keogh = makeInvestmentAccount({
  id: 'k',
  institutionName: 'Atlas Wealth Partners',
  accountType: 'other',
  accountSubtype: 'keogh',
  valueCents: 300_000,
  isRetirement: true,
});
const all = [brokerage, ira, roth, keogh];
const ids = (accounts: { id: string }[]) => accounts.map((account) => account.id);

describe('the investments account list', () => {
  it('splits by the api’s retirement flag and sorts by value either way', () => {
    expect(ids(visibleAccounts(all, { tab: 'non-retirement', search: '', sort: 'desc' }))).toEqual([brokerage.id]);
    expect(ids(visibleAccounts(all, { tab: 'retirement', search: '', sort: 'desc' }))).toEqual([IRA_ID, 'k', 'r']);
    expect(ids(visibleAccounts(all, { tab: 'retirement', search: '', sort: 'asc' }))).toEqual(['r', 'k', IRA_ID]);
  });

  it('searches institution name or account type, ignoring case and spaces around', () => {
    expect(ids(visibleAccounts(all, { tab: 'retirement', search: ' atlas ', sort: 'desc' }))).toEqual(['k', 'r']);
    expect(ids(visibleAccounts(all, { tab: 'retirement', search: 'ROTH', sort: 'desc' }))).toEqual(['r']);
    expect(ids(visibleAccounts(all, { tab: 'retirement', search: 'other', sort: 'desc' }))).toEqual(['k']);
    expect(visibleAccounts(all, { tab: 'non-retirement', search: 'atlas', sort: 'desc' })).toEqual([]);
  });

  it('starts on Non-Retirement unless only retirement accounts exist', () => {
    expect(defaultTab(all)).toBe('non-retirement');
    expect(defaultTab([ira, roth])).toBe('retirement');
    expect(defaultTab([])).toBe('non-retirement');
  });
});
