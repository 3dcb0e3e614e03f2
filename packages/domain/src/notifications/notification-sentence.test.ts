import { describe, expect, it } from 'vitest';
import { notificationSentence } from './notification-sentence';

describe('notificationSentence', () => {
  it('says each type from its recipient side', () => {
    const wording = (type: Parameters<typeof notificationSentence>[0]['type']) => ({ type, personName: 'Ann Lee', institutionName: 'Harbor Bank' });
    expect(notificationSentence(wording('connection_request'), 'advisor')).toBe('Ann Lee wants to connect with you.');
    expect(notificationSentence(wording('connection'), 'client')).toBe('Ann Lee accepted your connection request.');
    expect(notificationSentence(wording('connection'), 'advisor')).toBe('Ann Lee is now connected with you.');
    expect(notificationSentence(wording('disconnect'), 'client')).toBe('Ann Lee disconnected from you.');
    expect(notificationSentence(wording('new_client_account'), 'advisor')).toBe('Ann Lee created an account through your link.');
    expect(notificationSentence(wording('scenario_share'), 'advisor')).toBe('Ann Lee shared a scenario with you.');
    expect(notificationSentence(wording('account_login_required'), 'client')).toBe('Harbor Bank needs you to log in again.');
    expect(notificationSentence(wording('client_account_closed'), 'advisor')).toBe('Ann Lee closed their account.');
  });

  it('names the part an ask is about, and says more of your data when the request is gone', () => {
    const ask = { personName: 'Ann Lee', institutionName: '' };
    expect(notificationSentence({ ...ask, type: 'share_request', sharePart: 'netWorth' }, 'client')).toBe('Ann Lee asked you to share Net Worth.');
    expect(notificationSentence({ ...ask, type: 'share_request', sharePart: 'scenario' }, 'client')).toBe('Ann Lee asked you to share a retirement scenario.');
    expect(notificationSentence({ ...ask, type: 'share_request_granted', sharePart: 'cashFlow' }, 'advisor')).toBe('Ann Lee shared Cash Flow with you.');
    expect(notificationSentence({ ...ask, type: 'share_request_declined', sharePart: 'retirementScore' }, 'advisor')).toBe(
      'Ann Lee declined to share Retirement Score.',
    );
    expect(notificationSentence({ ...ask, type: 'share_request', sharePart: null }, 'client')).toBe('Ann Lee asked you to share more of your data.');
  });

  it('names someone and your bank when the names are gone', () => {
    expect(notificationSentence({ type: 'disconnect', personName: '  ', institutionName: '' }, 'client')).toBe('Someone disconnected from you.');
    expect(notificationSentence({ type: 'account_login_required', personName: '', institutionName: ' ' }, 'client')).toBe(
      'Your bank needs you to log in again.',
    );
  });
});
