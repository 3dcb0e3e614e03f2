import { describe, expect, it } from 'vitest';
import { recategorizeSentence } from './recategorize-preview';

describe('recategorizeSentence', () => {
  it('says how many of which category, and how much, move where', () => {
    expect(recategorizeSentence({ count: 23, amountCents: 292_640, categoryId: 'FOOD_AND_DRINK_GROCERIES', categoryLabel: 'Groceries' }, 'savings')).toBe(
      '23 Groceries transactions, $2,926.40, will move to Savings.',
    );
    expect(recategorizeSentence({ count: 2, amountCents: -500_000, categoryId: null, categoryLabel: null }, 'essential')).toBe(
      '2 transactions, $5,000, will move to Essential.',
    );
  });

  it('speaks of the one transaction when it moves alone', () => {
    expect(recategorizeSentence({ count: 1, amountCents: 1_250, categoryId: 'X', categoryLabel: 'X' }, 'non-essential')).toBe(
      'This transaction will move to Non-Essential.',
    );
  });
});
