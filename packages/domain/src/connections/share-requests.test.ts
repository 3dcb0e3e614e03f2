import { describe, expect, it } from 'vitest';
import { SHARE_ALL } from './share-switches';
import { isPartShared, SHARE_REASK_DAYS, shareAskRefusal, shareAskRefusalMessage } from './share-requests';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-29T15:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
const facts = { shared: false, pending: false, lastDeclinedAt: null, now };

describe('shareAskRefusal (issue 34: asking to share)', () => {
  it('allows an ask for a part not shared, not asked and never declined', () => {
    expect(shareAskRefusal(facts)).toBeNull();
  });

  it('refuses a part already shared, before anything else', () => {
    expect(shareAskRefusal({ ...facts, shared: true, pending: true })).toEqual({ reason: 'shared' });
  });

  it('refuses a second ask while one is pending', () => {
    expect(shareAskRefusal({ ...facts, pending: true })).toEqual({ reason: 'pending' });
  });

  it('refuses a declined part until 30 days after the decline, and names the day', () => {
    const refusal = shareAskRefusal({ ...facts, lastDeclinedAt: daysAgo(29) });
    expect(refusal).toEqual({ reason: 'declinedRecently', askAgainAt: new Date(daysAgo(29).getTime() + SHARE_REASK_DAYS * DAY) });
    expect(shareAskRefusalMessage(refusal!, 'netWorth')).toBe('The client declined to share Net Worth. You can ask again on 11-30-2026.');
    expect(shareAskRefusal({ ...facts, lastDeclinedAt: new Date(now.getTime() - SHARE_REASK_DAYS * DAY + 1) })?.reason).toBe('declinedRecently');
  });

  it('allows asking again from 30 days after the decline', () => {
    expect(shareAskRefusal({ ...facts, lastDeclinedAt: daysAgo(30) })).toBeNull();
    expect(shareAskRefusal({ ...facts, lastDeclinedAt: daysAgo(31) })).toBeNull();
  });

  it('says why in words naming the part', () => {
    expect(shareAskRefusalMessage({ reason: 'shared' }, 'cashFlow')).toBe('The client already shares Cash Flow with you.');
    expect(shareAskRefusalMessage({ reason: 'pending' }, 'scenario')).toBe('You already asked for a retirement scenario; the client has not answered yet.');
  });
});

describe('isPartShared', () => {
  it('reads a switch for the three parts and the scenario share for a scenario', () => {
    const share = { ...SHARE_ALL, all: false, netWorth: false };
    expect(isPartShared('netWorth', share, true)).toBe(false);
    expect(isPartShared('cashFlow', share, false)).toBe(true);
    expect(isPartShared('scenario', share, false)).toBe(false);
    expect(isPartShared('scenario', share, true)).toBe(true);
  });
});
