import { describe, expect, it } from 'vitest';
import { makeNotification, notificationId } from '../../../test/notifications-fixtures';
import { idsToMark, panelItems } from './panel-items';

const none = new Set<string>();
const idsOf = (list: { id: string }[]) => list.map((entry) => entry.id);

describe('panelItems', () => {
  const loaded = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => makeNotification(n, { read: n === 2 || n === 3 }));

  it('shows 6, the unread first, listed newest first', () => {
    expect(idsOf(panelItems(loaded, { dismissed: none, marked: none }))).toEqual([1, 4, 5, 6, 7, 8].map(notificationId));
  });

  it('keeps the ones marked read while open in their place, and lets the next unread in after a dismissal', () => {
    const first = [1, 2, 3, 4, 5, 6, 7].map((n) => makeNotification(n, { read: n <= 6 }));
    const marked = new Set([1, 2, 3, 4, 5, 6].map(notificationId));
    expect(idsOf(panelItems(first, { dismissed: none, marked }))).toEqual([1, 2, 3, 4, 5, 6].map(notificationId));
    expect(idsOf(panelItems(first, { dismissed: new Set([notificationId(2)]), marked }))).toEqual([1, 3, 4, 5, 6, 7].map(notificationId));
  });
});

describe('idsToMark', () => {
  it('names the unread shown that were not sent yet', () => {
    const shown = [1, 2, 3].map((n) => makeNotification(n, { read: n === 3 }));
    expect(idsToMark(shown, new Set([notificationId(1)]))).toEqual([notificationId(2)]);
  });
});
