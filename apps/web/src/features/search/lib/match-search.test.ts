import { SEARCH_RESULT_LIMIT } from '@finboard/domain';
import { describe, expect, it } from 'vitest';
import { matchRank, matchSearch, normalizeSearchText } from './match-search';

const items = (...labels: string[]) => labels.map((label) => ({ label }));
const labelsOf = (list: { label: string }[]) => list.map((item) => item.label);

describe('normalizeSearchText', () => {
  it('lowers the case, drops accents and folds white space', () => {
    expect(normalizeSearchText('  Cash \t  FLOW\n')).toBe('cash flow');
    expect(normalizeSearchText('José Núñez')).toBe('jose nunez');
  });
});

describe('matchRank', () => {
  it('ranks a label starting with the query first, then words starting words, then words inside', () => {
    expect(matchRank('Net Worth', 'net w')).toBe(0);
    expect(matchRank('Net Worth', 'worth')).toBe(1);
    expect(matchRank('Net Worth', 'worth net')).toBe(1);
    expect(matchRank('Net Worth', 'orth')).toBe(2);
    expect(matchRank('Net Worth', 'net orth')).toBe(2);
  });

  it('counts a word after punctuation as a word start', () => {
    expect(matchRank("Summit Bank (O'Brien)", 'brien')).toBe(1);
    expect(matchRank('Ann Lee needs you to log in again.', 'again')).toBe(1);
  });

  it('needs every word', () => {
    expect(matchRank('Net Worth', 'net flow')).toBeNull();
    expect(matchRank('Assets', 'liabilities')).toBeNull();
  });
});

describe('matchSearch', () => {
  it('is case-insensitive and trims the query', () => {
    expect(labelsOf(matchSearch(items('Cash Flow', 'Net Worth'), '  cASH   flow '))).toEqual(['Cash Flow']);
  });

  it('finds nothing for an empty or blank query', () => {
    expect(matchSearch(items('Assets'), '')).toEqual([]);
    expect(matchSearch(items('Assets'), '   ')).toEqual([]);
  });

  it('orders by rank, keeping the given order among equals', () => {
    const list = items('Print Reports', 'Scenarios', 'Reports Archive', 'Investment Report', 'Presentation', 'Re-enter');
    expect(labelsOf(matchSearch(list, 're'))).toEqual(['Reports Archive', 'Re-enter', 'Print Reports', 'Investment Report', 'Presentation']);
  });

  it('needs every word, in any order', () => {
    expect(labelsOf(matchSearch(items('Insurance Report', 'Investment Report', 'Insurance'), 'report insur'))).toEqual(['Insurance Report']);
  });

  it(`returns at most ${SEARCH_RESULT_LIMIT} by default`, () => {
    const list = items('a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7');
    expect(matchSearch(list, 'a')).toHaveLength(SEARCH_RESULT_LIMIT);
    expect(SEARCH_RESULT_LIMIT).toBe(5);
    expect(matchSearch(list, 'a', 2)).toHaveLength(2);
  });

  it('keeps the items themselves', () => {
    const assets = { label: 'Assets', href: '/client/user-assets' };
    expect(matchSearch([assets], 'ass')[0]).toBe(assets);
  });
});
