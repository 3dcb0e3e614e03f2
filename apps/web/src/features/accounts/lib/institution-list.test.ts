import { describe, expect, it } from 'vitest';
import { makeInstitution } from '../../../test/accounts-fixtures';
import { visibleInstitutions } from './institution-list';

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
