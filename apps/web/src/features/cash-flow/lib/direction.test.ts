import { describe, expect, it } from 'vitest';
import { autoDirection, isEmptySide } from './direction';

describe('the Expenses/Income toggle', () => {
  it('keeps the chosen side while it has money, or while both sides are empty', () => {
    expect(autoDirection('expenses', { expensesCents: 500, incomeCents: 0 })).toBe('expenses');
    expect(autoDirection('income', { expensesCents: 500, incomeCents: 100 })).toBe('income');
    expect(autoDirection('income', { expensesCents: 0, incomeCents: 0 })).toBe('income');
    expect(autoDirection('expenses', undefined)).toBe('expenses');
  });

  it('switches automatically when the chosen side is empty and the other is not', () => {
    expect(autoDirection('expenses', { expensesCents: 0, incomeCents: 250_000 })).toBe('income');
    expect(autoDirection('income', { expensesCents: 1, incomeCents: 0 })).toBe('expenses');
  });

  it('names the side that cannot be chosen', () => {
    expect(isEmptySide('expenses', { expensesCents: 0, incomeCents: 10 })).toBe(true);
    expect(isEmptySide('income', { expensesCents: 0, incomeCents: 10 })).toBe(false);
    expect(isEmptySide('expenses', { expensesCents: 0, incomeCents: 0 })).toBe(false);
  });
});
