import { describe, expect, it } from 'vitest';
import { autoDirection, isEmptySide } from './direction';

const totals = (expensesCents: number, incomeCents: number, transfersInCents = 0, transfersOutCents = 0) => ({
  expensesCents,
  incomeCents,
  transfersInCents,
  transfersOutCents,
});

describe('the Expenses/Income/Transfers toggle', () => {
  it('keeps the chosen side while it has money, or while every side is empty', () => {
    expect(autoDirection('expenses', totals(500, 0))).toBe('expenses');
    expect(autoDirection('income', totals(500, 100))).toBe('income');
    expect(autoDirection('income', totals(0, 0))).toBe('income');
    expect(autoDirection('transfers', totals(500, 100, 0, 40))).toBe('transfers');
    expect(autoDirection('expenses', undefined)).toBe('expenses');
  });

  it('switches automatically to the first side with money when the chosen side is empty', () => {
    expect(autoDirection('expenses', totals(0, 250_000))).toBe('income');
    expect(autoDirection('income', totals(1, 0))).toBe('expenses');
    expect(autoDirection('transfers', totals(0, 10))).toBe('income');
    expect(autoDirection('expenses', totals(0, 0, 300, 0))).toBe('transfers');
  });

  it('names the sides that cannot be chosen', () => {
    expect(isEmptySide('expenses', totals(0, 10))).toBe(true);
    expect(isEmptySide('income', totals(0, 10))).toBe(false);
    expect(isEmptySide('expenses', totals(0, 0))).toBe(false);
    expect(isEmptySide('transfers', totals(5, 10))).toBe(true);
    expect(isEmptySide('transfers', totals(5, 10, 0, 1))).toBe(false);
  });
});
