import { describe, expect, it } from 'vitest';
import { productToday } from './product-today';

describe('productToday', () => {
  it("is New York's date, not the browser's or UTC's", () => {
    expect(productToday(new Date('2024-03-10T03:30:00Z'))).toBe('2024-03-09');
    expect(productToday(new Date('2024-03-10T05:30:00Z'))).toBe('2024-03-10');
  });
});
