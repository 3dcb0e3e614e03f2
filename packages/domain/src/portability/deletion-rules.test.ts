import { describe, expect, it } from 'vitest';
import { advisorDeletionRefusal, isEmailConfirmed, isRecentSignIn, reauthRefusal, RECENT_SIGN_IN_MS } from './deletion-rules';
import { PORTABILITY_MESSAGES } from './messages';

describe('account deletion rules', () => {
  it('confirms the email without regard to case or spaces, and nothing else', () => {
    expect(isEmailConfirmed('  Ada@Example.com ', 'ada@example.com')).toBe(true);
    expect(isEmailConfirmed('ada@example.co', 'ada@example.com')).toBe(false);
    expect(isEmailConfirmed('', 'ada@example.com')).toBe(false);
  });

  it('takes a session as a fresh sign-in for five minutes only, never one from the future', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    expect(isRecentSignIn(new Date(now.getTime() - RECENT_SIGN_IN_MS), now)).toBe(true);
    expect(isRecentSignIn(new Date(now.getTime() - RECENT_SIGN_IN_MS - 1), now)).toBe(false);
    expect(isRecentSignIn(new Date(now.getTime() + 1000), now)).toBe(false);
  });

  it('names the connected clients and sub-advisors that hold an advisor back', () => {
    expect(advisorDeletionRefusal({ connectedClients: [], subAdvisors: [], firmAdvisors: ['Kay Lee'] })).toBeNull();
    const refusal = advisorDeletionRefusal({ connectedClients: ['Ada Lovelace', 'Alan Turing'], subAdvisors: ['Grace Hopper'], firmAdvisors: [] });
    expect(refusal).toBe(
      'Disconnect your connected clients first (Disconnect all, on this page, or My Clients): Ada Lovelace, Alan Turing. Delete your sub-advisor accounts first: Grace Hopper.',
    );
  });

  it("offers the hand-over to the firm's other advisors by name when there are any", () => {
    expect(advisorDeletionRefusal({ connectedClients: ['Ada Lovelace'], subAdvisors: [], firmAdvisors: ['Kay Lee', 'Max Roe'] })).toBe(
      'Hand your connected clients over to another advisor of your firm (Kay Lee, Max Roe) or disconnect them first (Hand over or Disconnect all, on this page): Ada Lovelace.',
    );
  });

  it('refuses a wrong password and a stale social session', () => {
    expect(reauthRefusal({ kind: 'password', passwordMatches: true })).toBeNull();
    expect(reauthRefusal({ kind: 'password', passwordMatches: false })).toBe(PORTABILITY_MESSAGES.passwordWrong);
    const now = new Date();
    expect(reauthRefusal({ kind: 'recent-session', sessionStartedAt: new Date(now.getTime() - 60 * 60_000), now })).toBe(PORTABILITY_MESSAGES.signInAgain);
  });
});
