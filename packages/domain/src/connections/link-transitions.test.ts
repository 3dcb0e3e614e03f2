import { describe, expect, it } from 'vitest';
import { acceptedFromOf, nextLinkStatus, requestRefusal } from './link-transitions';
import { refusalOf, SHARE_SWITCH_OF_SCOPE } from './client-data-scopes';

describe('nextLinkStatus', () => {
  it('the side that received a request accepts or declines it; the sender cannot', () => {
    expect(nextLinkStatus({ status: 'pending', requestedBy: 'client' }, 'accept', 'advisor')).toEqual({ status: 'connected' });
    expect(nextLinkStatus({ status: 'pending', requestedBy: 'client' }, 'decline', 'advisor')).toEqual({ status: 'declined' });
    expect(nextLinkStatus({ status: 'pending', requestedBy: 'advisor' }, 'accept', 'client')).toEqual({ status: 'connected' });
    expect(nextLinkStatus({ status: 'pending', requestedBy: 'client' }, 'accept', 'client')).toEqual({ refused: 'own_request' });
    expect(nextLinkStatus({ status: 'pending', requestedBy: 'advisor' }, 'decline', 'advisor')).toEqual({ refused: 'own_request' });
  });

  it('an answered request cannot be answered again', () => {
    for (const status of ['connected', 'disconnected', 'declined'] as const) {
      for (const action of ['accept', 'decline'] as const) {
        expect(nextLinkStatus({ status, requestedBy: 'client' }, action, 'advisor')).toEqual({ refused: 'not_pending' });
      }
    }
  });

  it('either side may disconnect a live link (withdrawing a request too), never twice', () => {
    for (const side of ['client', 'advisor'] as const) {
      expect(nextLinkStatus({ status: 'connected', requestedBy: 'client' }, 'disconnect', side)).toEqual({ status: 'disconnected' });
      expect(nextLinkStatus({ status: 'pending', requestedBy: 'client' }, 'disconnect', side)).toEqual({ status: 'disconnected' });
      expect(nextLinkStatus({ status: 'disconnected', requestedBy: 'client' }, 'disconnect', side)).toEqual({ refused: 'not_live' });
      expect(nextLinkStatus({ status: 'declined', requestedBy: 'client' }, 'disconnect', side)).toEqual({ refused: 'not_live' });
    }
  });
});

describe('requestRefusal', () => {
  it('refuses a second request while one waits or while connected, and allows one after the end of an earlier link', () => {
    expect(requestRefusal('pending')).toBe('alreadyPending');
    expect(requestRefusal('connected')).toBe('alreadyConnected');
    expect(requestRefusal(null)).toBeNull();
  });
});

describe('scopes and switches', () => {
  it('opens the balance sheet with Net Worth, transactions with Cash Flow, plans with Retirement Score', () => {
    expect(SHARE_SWITCH_OF_SCOPE.assets).toBe('netWorth');
    expect(SHARE_SWITCH_OF_SCOPE.quickReport).toBe('netWorth');
    expect(SHARE_SWITCH_OF_SCOPE.cashFlow).toBe('cashFlow');
    expect(SHARE_SWITCH_OF_SCOPE.scenarios).toBe('retirementScore');
    expect(SHARE_SWITCH_OF_SCOPE.profile).toBeNull();
  });

  it("refuses in the spec's words", () => {
    expect(refusalOf('assets')).toBe("you don't have access to assets");
    expect(refusalOf('liabilities')).toBe("you don't have access to liabilities");
    expect(refusalOf('cashFlow')).toBe("you don't have access to this feature");
  });

  it("stamps an acceptance with the product's web name", () => {
    expect(acceptedFromOf('Finboard')).toBe('Finboard Web');
  });
});
