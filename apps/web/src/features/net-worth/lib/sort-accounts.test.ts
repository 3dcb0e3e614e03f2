import { describe, expect, it } from 'vitest';
import { makeAccount } from '../../../test/accounts-fixtures';
import { nextSort, sortAccounts, totalCents } from './sort-accounts';

const accounts = [
  makeAccount({ id: 'a', name: 'savings', institutionName: 'Bank B', amountCents: 500 }),
  makeAccount({ id: 'b', name: 'Brokerage', institutionName: 'Bank A', amountCents: 90_000 }),
  makeAccount({ id: 'c', name: 'Checking 10', institutionName: 'Bank A', amountCents: 500 }),
  makeAccount({ id: 'd', name: 'Checking 9', institutionName: 'Bank C', amountCents: 12_000 }),
];
const ids = (sorted: { id: string }[]) => sorted.map((account) => account.id);

describe('sorting the assets and liabilities lists', () => {
  it('sorts by name without regard to case, numbers in natural order', () => {
    expect(ids(sortAccounts(accounts, { key: 'name', direction: 'asc' }))).toEqual(['b', 'd', 'c', 'a']);
    expect(ids(sortAccounts(accounts, { key: 'name', direction: 'desc' }))).toEqual(['a', 'c', 'd', 'b']);
  });

  it('sorts by amount, equal amounts by name', () => {
    expect(ids(sortAccounts(accounts, { key: 'amount', direction: 'desc' }))).toEqual(['b', 'd', 'c', 'a']);
    expect(ids(sortAccounts(accounts, { key: 'amount', direction: 'asc' }))).toEqual(['c', 'a', 'd', 'b']);
  });

  it('leaves the given list alone', () => {
    sortAccounts(accounts, { key: 'name', direction: 'asc' });
    expect(ids(accounts)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('flips the same column and starts another in its natural order', () => {
    expect(nextSort({ key: 'amount', direction: 'desc' }, 'amount')).toEqual({ key: 'amount', direction: 'asc' });
    expect(nextSort({ key: 'amount', direction: 'asc' }, 'name')).toEqual({ key: 'name', direction: 'asc' });
    expect(nextSort({ key: 'name', direction: 'asc' }, 'name')).toEqual({ key: 'name', direction: 'desc' });
    expect(nextSort({ key: 'name', direction: 'desc' }, 'amount')).toEqual({ key: 'amount', direction: 'desc' });
  });

  it('totals the amounts', () => {
    expect(totalCents(accounts)).toBe(103_000);
    expect(totalCents([])).toBe(0);
  });
});
