import { describe, expect, it } from 'vitest';
import { makeSheet } from '../../../test/accounts-fixtures';
import { ASSET_TABS, LIABILITY_TABS, tabView } from './balance-groups';

const tab = (tabs: typeof ASSET_TABS, value: string) => tabs.find((candidate) => candidate.value === value)!;

describe('assets and liabilities tabs', () => {
  const assets = makeSheet({
    categories: { investment: 100, retirement: 200, depository: 40, primary_residence: 1_000 },
    institutions: [
      { id: 'i1', name: 'Broker', logoUrl: null, totalCents: 300, categories: { investment: 100, retirement: 200 } },
      { id: 'i2', name: 'Bank', logoUrl: null, totalCents: 40, categories: { depository: 40 } },
      { id: 'i3', name: 'Home', logoUrl: null, totalCents: 1_000, categories: { primary_residence: 1_000 } },
    ],
  });

  it('shows every asset category on All Assets, in the spec order', () => {
    const view = tabView(assets, tab(ASSET_TABS, 'all'));
    expect(view.categories.map((category) => category.key)).toEqual([
      'investment',
      'retirement',
      'cash',
      'depository',
      'brokerage',
      'others',
      'primary_residence',
      'other_property',
    ]);
    expect(view.totalCents).toBe(1_340);
    expect(view.institutions.map((institution) => institution.id)).toEqual(['i1', 'i2', 'i3']);
  });

  it('groups Investment and Retirement on the Retirement tab, the rest on Property', () => {
    const retirement = tabView(assets, tab(ASSET_TABS, 'retirement'));
    expect(retirement.categories.map((category) => category.key)).toEqual(['investment', 'retirement']);
    expect(retirement.institutions.map((institution) => [institution.id, institution.totalCents])).toEqual([['i1', 300]]);
    const property = tabView(assets, tab(ASSET_TABS, 'property'));
    expect(property.categories.map((category) => category.key)).toEqual(['cash', 'depository', 'brokerage', 'others', 'primary_residence', 'other_property']);
    expect(property.totalCents).toBe(1_040);
    expect(property.institutions.map((institution) => institution.id)).toEqual(['i2', 'i3']);
  });

  it('splits liabilities into Long Term and Short Term', () => {
    const sheet = makeSheet({
      categories: { mortgage: 500, studentLoan: 100, credit: 70 },
      institutions: [
        { id: 'm', name: 'Lender', logoUrl: null, totalCents: 600, categories: { mortgage: 500, studentLoan: 100 } },
        { id: 'c', name: 'Card Co', logoUrl: null, totalCents: 70, categories: { credit: 70 } },
      ],
    });
    const long = tabView(sheet, tab(LIABILITY_TABS, 'long'));
    expect(long.categories.map((category) => category.key)).toEqual(['autoloan', 'loan', 'mortgage', 'studentLoan']);
    expect([long.totalCents, long.institutions.map((institution) => institution.id)]).toEqual([600, ['m']]);
    const short = tabView(sheet, tab(LIABILITY_TABS, 'short'));
    expect([short.totalCents, short.institutions.map((institution) => institution.id)]).toEqual([70, ['c']]);
    expect(tabView(sheet, tab(LIABILITY_TABS, 'all')).totalCents).toBe(670);
  });
});
