import { describe, expect, it } from 'vitest';
import { firstSharedPage, isClientPageShared, searchWordsOf } from './shared-pages';

const share = (netWorth: boolean, cashFlow: boolean, retirementScore: boolean) => ({ netWorth, cashFlow, retirementScore });

describe('pages a client shares', () => {
  it('opens the Quick Report only when net worth and cash flow are both shared', () => {
    expect(isClientPageShared('quickReport', share(true, true, false))).toBe(true);
    expect(isClientPageShared('quickReport', share(true, false, true))).toBe(false);
    expect(isClientPageShared('quickReport', share(false, true, true))).toBe(false);
  });

  it('opens Print Reports with any switch, My Plan with Retirement Score only', () => {
    expect(isClientPageShared('reports', share(false, false, true))).toBe(true);
    expect(isClientPageShared('reports', share(false, false, false))).toBe(false);
    expect(isClientPageShared('myPlan', share(true, true, false))).toBe(false);
  });

  it('leads a click to the Quick Report, else the first page shared, else nowhere', () => {
    expect(firstSharedPage(share(true, true, true))).toBe('quickReport');
    expect(firstSharedPage(share(false, true, false))).toBe('cashFlow');
    expect(firstSharedPage(share(true, false, false))).toBe('accounts');
    expect(firstSharedPage(share(false, false, true))).toBe('reports');
    expect(firstSharedPage(share(false, false, false))).toBeNull();
  });

  it('splits a search into at most five lowercased words', () => {
    expect(searchWordsOf('  Ada   LOVELACE ')).toEqual(['ada', 'lovelace']);
    expect(searchWordsOf('')).toEqual([]);
    expect(searchWordsOf('a b c d e f g')).toHaveLength(5);
  });
});
