import { describe, expect, it } from 'vitest';
import { makeNotification } from '../../../test/notifications-fixtures';
import { buildSearchItems, emptyQueryItems } from './search-items';

const ANN = { uid: 'ann', firstName: 'Ann', lastName: 'Lee' };
const sentence = () => 'Sentence';

describe('buildSearchItems', () => {
  it('puts the quick links before the notifications, and offers every quick link (pages, clients, institutions) for an empty query', () => {
    const institutions = [{ client: ANN, institutions: [{ id: 'i1', name: 'Harbor Bank' }] }];
    const items = buildSearchItems({
      role: 'advisor',
      clients: [ANN],
      institutions,
      notifications: [makeNotification(1)],
      sentence: () => 'Ann Lee1 is now connected with you.',
    });
    expect(items.map((item) => item.kind)).toEqual(['page', 'page', 'page', 'page', 'client', 'institution', 'notification']);
    expect(emptyQueryItems(items).map((item) => item.label)).toEqual(['Profile', 'Dashboard', 'My Clients', 'Client Linking', 'Ann Lee', 'Harbor Bank']);
    expect(buildSearchItems({ role: 'client', clients: [ANN], institutions: [], notifications: [], sentence }).some((item) => item.kind === 'client')).toBe(
      false,
    );
  });

  it("offers a client all fourteen of the spec's quick links on an empty query, in its order (01 §2 Menus)", () => {
    const items = buildSearchItems({ role: 'client', clients: [], institutions: [], notifications: [makeNotification(1)], sentence });
    expect(emptyQueryItems(items).map((item) => item.label)).toEqual([
      'Profile',
      'Connected Accounts',
      'Assets',
      'Liabilities',
      'Income',
      'Insurance',
      'Estate',
      'Cash Flow',
      'Net Worth',
      'My Plan',
      'Investment Report',
      'Insurance Report',
      'Print Reports',
      'Scenarios',
    ]);
  });
});
