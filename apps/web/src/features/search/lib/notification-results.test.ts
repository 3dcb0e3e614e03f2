import { describe, expect, it } from 'vitest';
import { makeNotification } from '../../../test/notifications-fixtures';
import { notificationHref, notificationResults } from './notification-results';

describe('notifications as results', () => {
  it('lead to the page their View Details opens without a dialog', () => {
    const person = { id: 'p1', role: 'client' as const, firstName: 'Ann', lastName: 'Lee', photoUrl: null };
    expect(notificationHref(makeNotification(1, { type: 'connection_request', person }), 'advisor')).toBe('/advisor/clients');
    expect(notificationHref(makeNotification(1, { type: 'connection', person }), 'advisor')).toBe('/client/quick-report?userId=p1');
    expect(notificationHref(makeNotification(1, { type: 'connection', person }), 'client')).toBe('/advisor/profile/p1');
    expect(notificationHref(makeNotification(1, { type: 'new_client_account', person }), 'advisor')).toBe('/client/accounts?userId=p1');
    expect(notificationHref(makeNotification(1, { type: 'scenario_share', person }), 'advisor')).toBe('/client/scenarios?userId=p1');
    expect(notificationHref(makeNotification(1, { type: 'scenario_share', person }), 'client')).toBe('/client/scenarios');
    expect(notificationHref(makeNotification(1, { type: 'account_login_required', person: null }), 'client')).toBe('/client/accounts');
    expect(notificationHref(makeNotification(1, { type: 'disconnect', person }), 'client')).toBe('/notifications');
    expect(notificationHref(makeNotification(1, { type: 'connection', person: null }), 'client')).toBe('/notifications');
  });

  it('are matched by the sentence the bell shows', () => {
    const [item] = notificationResults([makeNotification(3)], 'client', (notification, role) => `${notification.id} ${role}`);
    expect(item).toMatchObject({ kind: 'notification', label: `${makeNotification(3).id} client`, hint: 'Notification' });
    expect(notificationResults([], 'client', () => 'Sentence')).toEqual([]);
  });
});
