import { describe, expect, it } from 'vitest';
import { makeInstitution } from '../../../test/accounts-fixtures';
import { institutionAmountText, visibleInstitutions } from './institution-list';

describe('institution list', () => {
  const list = [
    makeInstitution({ id: 'a', assetsCents: 500, liabilitiesCents: 0 }),
    makeInstitution({ id: 'b', assetsCents: 900, liabilitiesCents: 100 }),
    makeInstitution({ id: 'c', assetsCents: 0, liabilitiesCents: 300 }),
  ];

  it('orders by value (assets minus liabilities), Large to Small or Small to Large', () => {
    expect(visibleInstitutions(list, null, 'desc').map((institution) => institution.id)).toEqual(['b', 'a', 'c']);
    expect(visibleInstitutions(list, null, 'asc').map((institution) => institution.id)).toEqual(['c', 'a', 'b']);
  });

  it('shows only the applied institutions', () => {
    expect(visibleInstitutions(list, ['c', 'a'], 'desc').map((institution) => institution.id)).toEqual(['a', 'c']);
  });
});

describe('institution amount', () => {
  it('says what the amount is, so a liability-only institution has a figure', () => {
    expect(institutionAmountText(makeInstitution({ assetsCents: 120_000, liabilitiesCents: 0 }))).toBe('Assets $1,200');
    expect(institutionAmountText(makeInstitution({ assetsCents: 0, liabilitiesCents: 50_050 }))).toBe('Liabilities $501');
    expect(institutionAmountText(makeInstitution({ assetsCents: 120_000, liabilitiesCents: 50_000 }))).toBe('Assets $1,200 · Liabilities $500 · Net $700');
    expect(institutionAmountText(makeInstitution({ assetsCents: 0, liabilitiesCents: 0 }))).toBe('Assets $0');
  });
});
