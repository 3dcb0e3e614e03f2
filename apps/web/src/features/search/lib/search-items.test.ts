import { describe, expect, it } from 'vitest';
import { makeNotification } from '../../../test/notifications-fixtures';
import { buildSearchItems, emptyQueryItems } from './search-items';

const ANN = { uid: 'ann', firstName: 'Ann', lastName: 'Lee' };
const sentence = () => 'Sentence';

describe('buildSearchItems', () => {
  it('puts the quick links before the notifications, and offers pages and clients for an empty query', () => {
    const items = buildSearchItems({ role: 'advisor', clients: [ANN], institutions: [], notifications: [makeNotification(1)], sentence: () => 'Ann Lee1 is now connected with you.' });
    expect(items.map((item) => item.kind)).toEqual(['page', 'page', 'page', 'page', 'client', 'notification']);
    expect(emptyQueryItems(items).map((item) => item.label)).toEqual(['Profile', 'Dashboard', 'My Clients', 'Client Linking', 'Ann Lee']);
    expect(buildSearchItems({ role: 'client', clients: [ANN], institutions: [], notifications: [], sentence }).some((item) => item.kind === 'client')).toBe(false);
  });
});
