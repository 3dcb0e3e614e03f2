import type { TNotification } from '@finboard/contracts';
import { describe, expect, it } from 'vitest';
import { makeNotification } from '../../../test/notifications-fixtures';
import { disconnectedAtText, notificationAge, notificationSentence } from './notification-text';

const ada = { id: 'p1', role: 'advisor' as const, firstName: 'Ada', lastName: 'King', photoUrl: null };

describe('notificationSentence', () => {
  it('writes one sentence per type, naming the other person in full', () => {
    const of = (overrides: Partial<TNotification>) => makeNotification(1, { person: ada, ...overrides });
    expect(notificationSentence(of({ type: 'connection_request' }), 'advisor')).toBe('Ada King wants to connect with you.');
    expect(notificationSentence(of({ type: 'connection' }), 'client')).toBe('Ada King accepted your connection request.');
    expect(notificationSentence(of({ type: 'connection' }), 'advisor')).toBe('Ada King is now connected with you.');
    expect(notificationSentence(of({ type: 'disconnect' }), 'client')).toBe('Ada King disconnected from you.');
    expect(notificationSentence(of({ type: 'new_client_account' }), 'advisor')).toBe('Ada King created an account through your link.');
    expect(notificationSentence(of({ type: 'scenario_share' }), 'advisor')).toBe('Ada King shared a scenario with you.');
    expect(notificationSentence(of({ type: 'share_request', shareRequest: { id: 'r1', part: 'netWorth' } }), 'client')).toBe(
      'Ada King asked you to share Net Worth.',
    );
    expect(notificationSentence(of({ type: 'share_request_declined', shareRequest: { id: 'r1', part: 'cashFlow' } }), 'advisor')).toBe(
      'Ada King declined to share Cash Flow.',
    );
    expect(notificationSentence(of({ type: 'account_login_required', person: null, institution: { id: 'i1', name: 'Chase', logoUrl: null } }), 'client')).toBe(
      'Chase needs you to log in again.',
    );
  });

  it('says Someone when the person is gone', () => {
    expect(notificationSentence(makeNotification(1, { type: 'disconnect', person: null }), 'advisor')).toBe('Someone disconnected from you.');
  });

  it('names a client who closed their account by the name kept with the notification', () => {
    expect(notificationSentence(makeNotification(1, { type: 'client_account_closed', person: null, personName: 'Dana Rivera' }), 'advisor')).toBe(
      'Dana Rivera closed their account.',
    );
    expect(notificationSentence(makeNotification(1, { type: 'client_account_closed', person: null }), 'advisor')).toBe('Someone closed their account.');
  });
});

describe('notificationAge', () => {
  const now = new Date('2026-11-24T15:00:00.000Z');
  it('reads hours under 48 hours, then days', () => {
    expect(notificationAge({ createdAt: '2026-11-24T09:30:00.000Z' }, now)).toBe('5 hours ago');
    expect(notificationAge({ createdAt: '2026-11-22T15:00:00.001Z' }, now)).toBe('47 hours ago');
    expect(notificationAge({ createdAt: '2026-11-22T15:00:00.000Z' }, now)).toBe('2 days ago');
    expect(notificationAge({ createdAt: '2026-11-14T10:00:00.000Z' }, now)).toBe('10 days ago');
  });
});

describe('disconnectedAtText', () => {
  it('writes the date and time in New York time, standard and daylight', () => {
    expect(disconnectedAtText('2026-11-24T15:42:00.000Z')).toBe('Disconnected on Nov 24, 2026 at 10:42 AM EST');
    expect(disconnectedAtText('2026-07-04T01:05:00.000Z')).toBe('Disconnected on Jul 3, 2026 at 9:05 PM EDT');
  });
});
